/*
 * Photos are made small in the browser before they are sent: a 48–108 MP phone photo (17 MB
 * and more) is decoded, turned upright, drawn at most PHOTO_MAX_SIDE px on its long side and
 * encoded as JPEG, so the upload is a few hundred KB and fits the server's limits (8 MB per
 * file, 25 MP; those stay as they are, the server re-encodes again). Re-encoding also drops the
 * photo's metadata (EXIF GPS) before it leaves the phone. Where the browser cannot decode (no
 * createImageBitmap, an unknown format) the file goes as it is and the server decides.
 */

export const PHOTO_MAX_SIDE = 2048;
const JPEG_QUALITY = 0.85;
/** Already small and small enough on disk: sent as it is. */
const SMALL_BYTES = 1_500_000;

export async function downscalePhoto(file: File): Promise<File> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= SMALL_BYTES) return file;
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    if (!blob || blob.size >= file.size) return file;
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'foto'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

/** `form` with every photo in it made small (downscalePhoto); other parts as they were. */
export async function withSmallPhotos(form: FormData): Promise<FormData> {
  const entries = [...form.entries()];
  if (!entries.some(([, value]) => value instanceof File && value.type.startsWith('image/'))) {
    return form;
  }
  const small = new FormData();
  for (const [name, value] of entries) {
    if (value instanceof File) {
      const photo = await downscalePhoto(value);
      small.append(name, photo, photo.name);
    } else {
      small.append(name, value);
    }
  }
  return small;
}
