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
// The link preview: the logo and the promise on the left, the landing page's two services
// (src/assets/banners) on the right. Under 300 kB, which WhatsApp asks of a preview image.
const banner = (name) =>
  `data:image/svg+xml;base64,${readFileSync(new URL(`../src/assets/banners/${name}.svg`, import.meta.url)).toString('base64')}`;
await render(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630">
    <rect width="1200" height="630" fill="${TEAL}"/>
    <circle cx="900" cy="315" r="290" fill="#ffffff" opacity=".07"/>
    <circle cx="120" cy="600" r="180" fill="#ffffff" opacity=".05"/>
    <g transform="translate(96 118) scale(2.6)">${glyph.replace(/<\/?svg[^>]*>/g, '')}</g>
    <text x="100" y="330" font-family="sans-serif" font-size="104" font-weight="700" fill="#fff">Bantuin</text>
    <text x="104" y="396" font-family="sans-serif" font-size="38" fill="#ccfbf1">Bantuan rumah tangga, dekat kamu</text>
    <rect x="100" y="446" width="196" height="60" rx="30" fill="#fbbf24"/>
    <text x="198" y="486" text-anchor="middle" font-family="sans-serif" font-size="28" font-weight="700" fill="#4a2f0b">Bebersih</text>
    <rect x="312" y="446" width="236" height="60" rx="30" fill="#ffffff"/>
    <text x="430" y="486" text-anchor="middle" font-family="sans-serif" font-size="28" font-weight="700" fill="${TEAL}">Nitip belanja</text>
    <image href="${banner('rumah-bersih')}" x="640" y="24" width="360" height="300"/>
    <image href="${banner('nitip-belanja')}" x="800" y="312" width="360" height="300"/>
  </svg>`,
  [1200, 630],
  'og-image.png',
);
