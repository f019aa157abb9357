import type { FastifyInstance } from 'fastify';
import type { CompletionService } from './completion.js';
import type { DisputesService } from './disputes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Job completion, exposed so tests and tools can run a release sweep on demand. */
    completion: CompletionService;
    /** Complaints; `resolve` is for the operators' routes (and tests). */
    disputes: DisputesService;
  }
}

/**
 * Every process sweeps on its own timer; `releaseDue` takes each due job with SKIP LOCKED, so
 * several processes on one database never release a job twice.
 */
export function startAutoReleaseSweep(
  app: FastifyInstance,
  completion: CompletionService,
  everyMs: number,
): void {
  if (everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = completion
        .releaseDue()
        .then((released) => {
          if (released.length) app.log.info({ count: released.length }, 'auto-released payments');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'auto-release sweep failed'));
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
