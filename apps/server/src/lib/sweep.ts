import type { FastifyInstance } from 'fastify';
import { onClosing } from './close-steps.js';

/**
 * A sweep every process runs on its own timer while the app is up (auto-release, expiry, stale
 * payouts, identity retention, rating reveal, expired export files): each sweep claims its rows
 * with SKIP LOCKED or is idempotent, so several processes never act twice. `sweep` answers how many rows it handled; a count is logged as
 * `done`, a failure as `<what> failed`, and closing the app waits for a sweep in progress.
 */
export function sweepEvery(
  app: FastifyInstance,
  everyMs: number,
  what: string,
  done: string,
  sweep: () => Promise<number>,
): void {
  if (everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = sweep()
        .then((count) => {
          if (count) app.log.info({ count }, done);
        })
        .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`));
    }, everyMs);
    timer.unref();
  });
  onClosing(app, 'onClose', what, async () => {
    clearInterval(timer);
    await running;
  });
}
