import { JOB_STATE } from '@bantuin/contract';
import type { FastifyInstance } from 'fastify';
import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { retryingTransaction } from '../../db/retry.js';
import { jobs } from '../../db/schema.js';
import type { Lifecycle } from './lifecycle.js';
import type { JobRow } from './repository.js';
import { sweepEvery } from '../../lib/sweep.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Open jobs past their time, exposed so tests and tools can run a sweep on demand. */
    expiry: ExpiryService;
  }
}

export interface ExpiryService {
  /**
   * Cancels open jobs whose time (`expires_at`) has passed without an accepted Yasa, whole escrow
   * back to the Jalu, through the table's `expire`. Safe with several processes: each job is taken
   * with SKIP LOCKED (as the release sweep does) and `expire` re-checks it under the lock, so no
   * job is refunded twice.
   */
  expireDue(limit?: number, now?: () => Date): Promise<JobRow[]>;
}

export function createExpiryService(db: Database, lifecycle: Lifecycle): ExpiryService {
  return {
    async expireDue(limit = 50, now = () => new Date()) {
      const expired: JobRow[] = [];
      while (expired.length < limit) {
        const job = await retryingTransaction(db, async (tx) => {
          const at = now();
          const [due] = await tx
            .select({ id: jobs.id })
            .from(jobs)
            .where(and(eq(jobs.status, JOB_STATE.open), lte(jobs.expiresAt, at)))
            .orderBy(jobs.expiresAt)
            .limit(1)
            .for('update', { skipLocked: true });
          if (!due) return undefined;
          const { job: cancelled } = await lifecycle.apply(
            tx,
            due.id,
            'expire',
            { kind: 'system' },
            {
              now: at,
              patch: () => ({
                cancelledAt: at,
                cancelReason: 'Waktu pekerjaan lewat tanpa Yasa yang diterima',
              }),
            },
          );
          return cancelled;
        });
        if (!job) break;
        expired.push(job);
      }
      return expired;
    },
  };
}

/** Every process sweeps on its own timer, like the release sweep (auto-release.ts). */
export function startExpirySweep(
  app: FastifyInstance,
  expiry: ExpiryService,
  everyMs: number,
): void {
  sweepEvery(
    app,
    everyMs,
    'expiry sweep',
    'expired open jobs',
    async () => (await expiry.expireDue()).length,
  );
}
