import type { FastifyInstance } from 'fastify';
import type { VerificationService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Identity checks, exposed so tests and tools can run the retention sweep on demand. */
    verification: VerificationService;
  }
}

/** Every process erases identity images past their retention on its own timer. */
export function startIdentityRetentionSweep(
  app: FastifyInstance,
  service: VerificationService,
  everyMs: number,
): void {
  if (everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = service
        .purgeExpired()
        .then((erased) => {
          if (erased) app.log.info({ count: erased }, 'erased identity images past retention');
        })
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'identity retention sweep failed'),
        );
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
