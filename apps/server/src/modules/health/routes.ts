import { errorResponseSchema } from '@bantuin/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { pingDatabase, type Database } from '../../db/client.js';

const okSchema = z.object({ status: z.literal('ok') });
const PING_TIMEOUT_MS = 2000;

async function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${what} did not answer in time`)),
          PING_TIMEOUT_MS,
        );
      }),
    ]);
  } finally {
    // A pending timer would hold a stopping process for its two seconds.
    clearTimeout(timer);
  }
}

/**
 * /livez: the process runs (restart it when this fails). /readyz: it can serve now — the
 * database (and Redis when configured) answer and it is not shutting down (send it traffic
 * only while this is 200). /healthz is kept for older checks and means /readyz.
 */
export function healthRoutes(db: Database, redis?: Redis): FastifyPluginAsyncZod {
  return async (app) => {
    let shuttingDown = false;
    app.addHook('preClose', async () => {
      shuttingDown = true;
    });

    app.get(
      '/livez',
      {
        schema: {
          tags: ['health'],
          summary: 'Answers 200 while the process runs',
          response: { 200: okSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const };
      },
    );

    const ready = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      if (shuttingDown) {
        return reply.status(503).send({ message: 'Server sedang berhenti', code: 'SHUTTING_DOWN' });
      }
      try {
        await withTimeout(pingDatabase(db), 'database');
      } catch (error) {
        request.log.warn({ err: error }, 'database ping failed');
        return reply
          .status(503)
          .send({ message: 'Database tidak dapat dihubungi', code: 'DATABASE_UNAVAILABLE' });
      }
      if (redis) {
        try {
          await withTimeout(redis.ping(), 'redis');
        } catch (error) {
          request.log.warn({ err: error }, 'redis ping failed');
          return reply
            .status(503)
            .send({ message: 'Redis tidak dapat dihubungi', code: 'SERVICE_UNAVAILABLE' });
        }
      }
      return { status: 'ok' as const };
    };

    for (const url of ['/readyz', '/healthz']) {
      app.get(
        url,
        {
          schema: {
            tags: ['health'],
            summary: 'Answers 200 while the database (and Redis) answer and not shutting down',
            response: { 200: okSchema, 503: errorResponseSchema },
          },
        },
        ready,
      );
    }
  };
}
