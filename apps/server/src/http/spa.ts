import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isApiPath } from '@bantuin/contract';
import type { FastifyInstance } from 'fastify';

/** Vite fingerprints every file under assets/, so one name never changes content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * index.html names the current assets, and the service worker (sw.js, registerSW.js, the
 * manifest) decides which release a phone runs: always revalidated, or a release would not show.
 */
const REVALIDATE = 'no-cache';
/** Other public files (icons, robots.txt) keep their names across releases. */
const SHORT = 'public, max-age=300';

const isAsset = (pathname: string) => pathname.startsWith('/assets/');

/**
 * Serves the built web app (brotli or gzip copies made at build time when the browser takes
 * them), and answers every other GET that is not an API path with its index.html so
 * client-side routes survive a reload. An unknown file under /assets/ is a 404, not the app
 * shell (a stale page asking for an old chunk must fail visibly). Everything else unknown is a
 * JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const relative = path.relative(webDistDir, filePath).split(path.sep).join('/');
        const cacheControl = relative.startsWith('assets/')
          ? IMMUTABLE
          : /^(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest)(\.br|\.gz)?$/.test(relative)
            ? REVALIDATE
            : SHORT;
        res.header('cache-control', cacheControl);
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // A file name (robots.txt, favicon.ico, a missing asset) is never answered with the page.
    const isFile = isAsset(pathname) || /\.[a-z0-9]+$/i.test(pathname);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !isFile;
    if (hasWebApp && isPage) return reply.sendFile('index.html');
    return reply.status(404).send({ message: 'Alamat tidak ditemukan', code: 'NOT_FOUND' });
  });
}
