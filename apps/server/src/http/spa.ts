import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isApiPath } from '@bantuin/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app, and answers every other GET that is not an API path with its
 * index.html so client-side routes survive a reload. Everything else unknown is a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those never change under one name.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // A file name (robots.txt, favicon.ico, a missing asset) is never answered with the page.
    const isFile = /\.[a-z0-9]+$/i.test(pathname);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !isFile;
    if (hasWebApp && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Alamat tidak ditemukan', code: 'NOT_FOUND' });
  });
}
