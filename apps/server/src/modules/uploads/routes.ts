import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UPLOADS_PREFIX, type ConfiguredStorage } from '../../adapters/storage/index.js';
import { LocalDiskStorage } from '../../adapters/storage/local-disk.js';
import { notFound } from '../../lib/errors.js';

export { UPLOADS_PREFIX };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of every route that takes photos, after the auth guard: uploads per person per
     * minute, one budget across all those routes (decoding photos is the expensive part).
     */
    uploadRateLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The upload rate limit every photo route shares, and GET /uploads/<name> for the stored files
 * (the routes themselves parse multipart in their own scope: `photoRoutes`).
 * Names are random and never reused, so a file can be cached for good.
 */
export async function registerUploads(
  app: FastifyInstance,
  storage: ConfiguredStorage,
  uploadRateLimitMax: number,
): Promise<void> {
  // One handler (one counter store) shared by every upload route; per person, so people
  // behind one address (a kos, an office) do not share it.
  app.decorate(
    'uploadRateLimit',
    app.rateLimit({
      max: uploadRateLimitMax,
      timeWindow: '1 minute',
      keyGenerator: (request) => `upload:${request.user?.id ?? request.ip}`,
    }),
  );
  if (storage instanceof LocalDiskStorage) {
    await app.register(fastifyStatic, {
      root: storage.dir,
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
        reply.header('cache-control', IMMUTABLE);
      },
    });
    return;
  }
  // A bucket: redirect to its public address when there is one, else stream the object.
  app.get(
    `${UPLOADS_PREFIX}:name`,
    { schema: { hide: true, params: z.object({ name: z.string().max(100) }) } },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      const direct = storage.publicUrlOf(name);
      if (direct) return reply.header('cache-control', IMMUTABLE).redirect(direct, 301);
      const file = await storage.read(name);
      if (!file) throw notFound('Berkas tidak ditemukan');
      reply.header('cache-control', IMMUTABLE).type(file.contentType);
      if (file.length !== undefined) reply.header('content-length', file.length);
      return reply.send(file.body);
    },
  );
}
