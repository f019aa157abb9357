import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { isApiPath } from '@bantuin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
 * index.html with the link preview's addresses made absolute (`/og-image.png` →
 * `https://bantuin.id/og-image.png`): WhatsApp and other link previewers do not resolve a
 * relative og:image, and only the running server knows its public address.
 */
export function withAbsolutePreviewUrls(html: string, publicUrl: string): string {
  return html.replace(
    /(<meta\s+(?:property|name)="(?:og:image|og:url|twitter:image)"\s+content=")\/(?!\/)/g,
    `$1${publicUrl}/`,
  );
}

interface PageShell {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function loadPageShell(webDistDir: string, publicUrl: string): PageShell {
  const html = Buffer.from(
    withAbsolutePreviewUrls(readFileSync(path.join(webDistDir, 'index.html'), 'utf8'), publicUrl),
  );
  return {
    html,
    br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/** The page shell, compressed the way the browser takes it (made once, at start). */
function sendPageShell(request: FastifyRequest, reply: FastifyReply, shell: PageShell) {
  const accepts = request.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', REVALIDATE)
    .header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? shell[encoding] : shell.html);
}

/**
 * Serves the built web app (brotli or gzip copies made at build time when the browser takes
 * them), and answers every other GET that is not an API path with its index.html (link preview
 * addresses made absolute with `publicUrl`) so client-side routes survive a reload. An unknown file under /assets/ is a 404, not the app
 * shell (a stale page asking for an old chunk must fail visibly). Everything else unknown is a
 * JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  publicUrl: string,
): Promise<void> {
  const shell = existsSync(path.join(webDistDir, 'index.html'))
    ? loadPageShell(webDistDir, publicUrl)
    : undefined;
  if (shell) {
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
    if (shell && isPage) return sendPageShell(request, reply, shell);
    return reply.status(404).send({ message: 'Alamat tidak ditemukan', code: 'NOT_FOUND' });
  });
}
