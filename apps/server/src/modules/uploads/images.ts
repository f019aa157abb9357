import { AppError, badRequest, payloadTooLarge } from '../../lib/errors.js';
import { loadSharp } from '../../lib/sharp.js';
import { UPLOAD_LIMITS } from './limits.js';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** An image checked and re-encoded in memory, ready to be stored. */
export interface ProcessedImage {
  data: Buffer;
  extension: 'webp';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const invalidImage = (message = 'File harus berupa foto JPEG, PNG atau WebP') =>
  badRequest(message, 'INVALID_IMAGE');

/**
 * The format the bytes themselves say, never the file name or the declared type. Checked before
 * sharp sees the data, so only its JPEG, PNG and WebP decoders are ever reached (not SVG, TIFF…).
 */
export function sniffImageFormat(data: Buffer): ImageFormat | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

/**
 * Checks one uploaded photo and re-encodes it: upright (EXIF orientation applied), longest side
 * at most 1600 px, WebP, and no metadata at all, so EXIF GPS and camera data never get stored.
 * Throws 400 INVALID_IMAGE for anything that is not a readable JPEG/PNG/WebP and 413 for too
 * many pixels, before decoding a single pixel.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const format = sniffImageFormat(input);
  if (!format) throw invalidImage();
  const sharp = await loadSharp();

  // Header only; sharp's own pixel limit would fail this read with a vaguer error.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta || meta.format !== format || !meta.width || !meta.height) throw invalidImage();
  if (meta.width * meta.height > UPLOAD_LIMITS.maxPixels) {
    throw payloadTooLarge(
      `Resolusi foto terlalu besar (maksimal ${UPLOAD_LIMITS.maxPixels / 1_000_000} megapiksel)`,
    );
  }

  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: UPLOAD_LIMITS.maxPixels,
      failOn: 'error',
    })
      // No angle: turn the pixels upright by the EXIF orientation, which is then dropped.
      .rotate()
      .resize({
        width: UPLOAD_LIMITS.maxSide,
        height: UPLOAD_LIMITS.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // Never withMetadata/keepExif: sharp writes no EXIF, XMP or ICC without them.
      .webp({ quality: UPLOAD_LIMITS.webpQuality })
      .toBuffer({ resolveWithObject: true });
    return { data, extension: 'webp', width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidImage('Foto rusak atau tidak bisa dibaca, coba foto lain');
  }
}
