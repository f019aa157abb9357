import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { root } from './server.mjs';

const kB = (n) => +(n / 1024).toFixed(1);

/** The web build's JS and CSS: raw, gzip and brotli sizes, and whether index.html loads it. */
export function bundleSizes() {
  const dir = path.join(root, 'apps/web/dist/assets');
  const entry = readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8');
  const rows = readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => {
      const buf = readFileSync(path.join(dir, f));
      return {
        file: f,
        kB: kB(statSync(path.join(dir, f)).size),
        'gzip kB': kB(gzipSync(buf, { level: 9 }).length),
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
  const initialGzip = rows.filter((r) => r.initial).reduce((sum, r) => sum + r['gzip kB'], 0);
  return { files: rows, initialGzipKB: +initialGzip.toFixed(1) };
}
