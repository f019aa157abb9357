import type { FastifyInstance } from 'fastify';
import type { WithdrawalService } from './withdrawals.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Withdrawals, exposed so tests and tools can run the stale sweep on demand. */
    withdrawals: WithdrawalService;
  }
}

/**
 * Every process sweeps on its own timer; `sweepStale` claims each stale payout with SKIP LOCKED
 * and settles through the same exactly-once path as the webhook.
 */
export function startStalePayoutSweep(
  app: FastifyInstance,
  service: WithdrawalService,
  everyMs: number,
): void {
  if (everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = service
        .sweepStale()
        .then((settled) => {
          if (settled) app.log.info({ count: settled }, 'settled stale payouts');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'stale payout sweep failed'));
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
