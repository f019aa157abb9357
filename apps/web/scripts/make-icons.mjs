// Renders the app icons and the link preview image from public/favicon.svg with sharp.
// Run after changing the logo: `node apps/web/scripts/make-icons.mjs`; the PNGs are committed.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const logo = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const glyph = logo.replace(/<rect[^>]*\/>/, ''); // the house and heart without the tile
const TEAL = '#0f766e';

const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: 300 })
    .resize(size[0], size[1])
    .png({ compressionLevel: 9 })
    .toFile(new URL(file, publicDir).pathname);

// A full square of brand colour with the glyph inside the central safe zone (maskable, iOS).
const fullBleed = (scale) =>
  glyph
    .replace(
      /<svg[^>]*>/,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${TEAL}"/><g transform="translate(24 24) scale(${scale}) translate(-24 -24)">`,
    )
    .replace('</svg>', '</g></svg>');

await render(logo, [192, 192], 'icons/icon-192.png');
await render(logo, [512, 512], 'icons/icon-512.png');
await render(fullBleed(0.7), [512, 512], 'icons/maskable-512.png');
await render(fullBleed(0.8), [180, 180], 'apple-touch-icon.png');
await render(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630">
    <rect width="1200" height="630" fill="${TEAL}"/>
    <g transform="translate(120 195) scale(5)">${glyph.replace(/<\/?svg[^>]*>/g, '')}</g>
    <text x="420" y="300" font-family="sans-serif" font-size="110" font-weight="700" fill="#fff">Bantuin</text>
    <text x="424" y="380" font-family="sans-serif" font-size="40" fill="#ccfbf1">Bantuan rumah tangga, dekat kamu</text>
  </svg>`,
  [1200, 630],
  'og-image.png',
);
