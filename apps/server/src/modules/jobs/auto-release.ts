import type { FastifyInstance } from 'fastify';
import type { CompletionService } from './completion.js';
import type { DisputesService } from './disputes.js';
import { sweepEvery } from '../../lib/sweep.js';

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
  sweepEvery(
    app,
    everyMs,
    'auto-release sweep',
    'auto-released payments',
    async () => (await completion.releaseDue()).length,
  );
}
