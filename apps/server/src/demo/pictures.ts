/**
 * The demo's photos: drawn illustrations (./illustrations) rasterised with sharp into the PNGs a
 * person's phone would upload. The server then treats them like any upload (checked, re-encoded
 * to WebP, stored through the configured storage).
 */
import { loadSharp } from '../lib/sharp.js';
import { avatarSvg, type AvatarParams } from './illustrations/avatars.js';
import { SCENES, type SceneName } from './illustrations/scenes.js';

/** Job photos and proofs, 4:3 like a phone camera. */
export const PHOTO_SIZE = { width: 960, height: 720 } as const;
/** Profile pictures, square. */
export const AVATAR_SIZE = 512;

/** An SVG drawn at exactly width × height pixels (no upscaling blur), as PNG. */
export async function rasterise(svg: string, width: number, height: number): Promise<Buffer> {
  const sized = svg.replace('<svg ', `<svg width="${width}" height="${height}" `);
  const sharp = await loadSharp();
  return sharp(Buffer.from(sized)).png({ compressionLevel: 6 }).toBuffer();
}

export const scenePhoto = (name: SceneName) =>
  rasterise(SCENES[name](), PHOTO_SIZE.width, PHOTO_SIZE.height);

export const avatarPhoto = (params: AvatarParams) =>
  rasterise(avatarSvg(params), AVATAR_SIZE, AVATAR_SIZE);
