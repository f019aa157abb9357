import { errorResponseSchema } from '@bantuin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase, type Database } from '../../db/client.js';

export function healthRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      {
        schema: {
          tags: ['health'],
          summary: 'Answers 200 while the database answers',
          response: { 200: z.object({ status: z.literal('ok') }), 503: errorResponseSchema },
        },
      },
      async (request, reply) => {
        try {
          await pingDatabase(db);
          return { status: 'ok' as const };
        } catch (error) {
          request.log.error({ err: error }, 'database ping failed');
          return reply
            .status(503)
            .send({ message: 'Database tidak dapat dihubungi', code: 'DATABASE_UNAVAILABLE' });
        }
      },
    );
  };
}
