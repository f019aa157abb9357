import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerMultipart } from './multipart.js';

export const UPLOADS_PREFIX = '/uploads/';

/**
 * Multipart parsing for every upload route, and GET /uploads/<name> for the stored files.
 * Names are random and never reused, so a file can be cached for good.
 */
export async function registerUploads(app: FastifyInstance, dir: string): Promise<void> {
  await registerMultipart(app);
  await app.register(fastifyStatic, {
    root: dir,
    prefix: UPLOADS_PREFIX,
    // The web app's registration owns reply.sendFile.
    decorateReply: false,
    index: false,
    list: false,
    // Half-written `.name.partial` files and anything else hidden are never served.
    dotfiles: 'ignore',
    serveDotFiles: false,
    cacheControl: false,
    // The content type follows the extension (`.webp` → image/webp).
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
