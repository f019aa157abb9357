import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Under jsdom import.meta.url is not a file: URL; the module's folder still is a path.
const webRoot = path.resolve(import.meta.dirname, '../..');
const head = new DOMParser().parseFromString(
  readFileSync(path.join(webRoot, 'index.html'), 'utf8'),
  'text/html',
).head;

const meta = (key: string) =>
  head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string) {
  const data = readFileSync(file);
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

describe('a shared link previews (WhatsApp, Facebook, X) and the app installs', () => {
  it('names a title, a description and a large image', () => {
    expect(meta('og:title')).toMatch(/Bantuin/);
    expect(meta('og:description')).toBeTruthy();
    expect(meta('og:image:alt')).toBeTruthy();
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('og:locale')).toBe('id_ID');
  });

  it('points at a committed 1200 × 630 PNG small enough for WhatsApp', () => {
    const image = meta('og:image')!;
    // The server makes this path absolute with its PUBLIC_URL when it serves the page.
    expect(image).toBe('/og-image.png');
    const file = path.join(webRoot, 'public', image);
    expect(pngSize(file)).toEqual({
      width: Number(meta('og:image:width')),
      height: Number(meta('og:image:height')),
    });
    expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
    expect(statSync(file).size).toBeLessThan(300_000);
  });

  it('has a theme colour and a 180 × 180 apple-touch-icon', () => {
    expect(meta('theme-color')).toMatch(/^#[0-9a-f]{6}$/i);
    const href = head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href');
    expect(href).toBe('/apple-touch-icon.png');
    expect(pngSize(path.join(webRoot, 'public', href!))).toEqual({ width: 180, height: 180 });
  });
});
