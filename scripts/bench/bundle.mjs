import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { root } from './server.mjs';

const kB = (n) => +(n / 1024).toFixed(1);

/**
 * The web build's JS and CSS: raw, gzip and brotli sizes, whether index.html loads it (the
 * landing's initial load: an area's pages are lazy chunks) and whether .br/.gz copies exist.
 */
export function bundleSizes() {
  const dir = path.join(root, 'apps/web/dist/assets');
  const entry = readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8');
  const rows = readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => {
      const buf = readFileSync(path.join(dir, f));
      const gzipBytes = gzipSync(buf, { level: 9 }).length;
      return {
        file: f,
        kB: kB(statSync(path.join(dir, f)).size),
        'gzip kB': kB(gzipBytes),
        gzipBytes,
        'br kB': kB(brotliCompressSync(buf).length),
        initial: entry.includes(f),
        precompressed: ['br', 'gz'].every((ext) => {
          try {
            return statSync(path.join(dir, `${f}.${ext}`)).isFile();
          } catch {
            return false;
          }
        }),
      };
    })
    .sort((a, b) => b['gzip kB'] - a['gzip kB']);
  const initial = rows.filter((r) => r.initial);
  // Summed in bytes, then rounded: a sum of rounded kB hid 122,886 bytes as "120 KB".
  const bytes = (files) => files.reduce((total, r) => total + r.gzipBytes, 0);
  const initialJs = initial.filter((r) => r.file.endsWith('.js'));
  return {
    files: rows,
    // What index.html loads before the first paint of `/` (the entry and its modulepreloads).
    initialJsGzipBytes: bytes(initialJs),
    initialJsGzipKB: kB(bytes(initialJs)),
    initialGzipKB: kB(bytes(initial)),
  };
}
