import type { FastifyInstance } from 'fastify';
import type { WithdrawalService } from './withdrawals.js';
import { sweepEvery } from '../../lib/sweep.js';

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
  sweepEvery(app, everyMs, 'stale payout sweep', 'settled stale payouts', () =>
    service.sweepStale(),
  );
}
