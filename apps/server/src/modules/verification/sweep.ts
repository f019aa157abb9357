import type { FastifyInstance } from 'fastify';
import type { VerificationService } from './service.js';
import { sweepEvery } from '../../lib/sweep.js';

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
  sweepEvery(
    app,
    everyMs,
    'identity retention sweep',
    'erased identity images past retention',
    () => service.purgeExpired(),
  );
}
