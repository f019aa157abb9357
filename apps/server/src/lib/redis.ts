import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The Redis connection rate limits count in. It reconnects by itself; while it is away,
 * commands fail fast (no queue) and the limits let requests through rather than refuse them.
 * ioredis is imported only here, when REDIS_URL is set: other start-ups skip its loading.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let lastLogged = 0;
  redis.on('error', (error) => {
    // Once every 10 s at most: a Redis outage must not flood the log.
    if (Date.now() - lastLogged < 10_000) return;
    lastLogged = Date.now();
    log.warn({ err: error }, 'redis unavailable');
  });
  return redis;
}

/** Resolves once the connection is up (or after `ms`), so the first requests count properly. */
export async function redisReady(redis: Redis, ms = 3000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
