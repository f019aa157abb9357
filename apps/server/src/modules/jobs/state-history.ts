import type { Transaction } from '../../db/client.js';
import { jobEvents } from '../../db/schema.js';
import type { JobState } from './repository.js';

/**
 * Appends one line to a job's state history. Call it in the transaction that changes the job's
 * state, next to the update; `actorId` is null when the system acted (the automatic payout).
 */
export async function recordJobStateChange(
  tx: Transaction,
  change: { jobId: string; from: JobState | null; to: JobState; actorId: string | null },
): Promise<void> {
  await tx.insert(jobEvents).values({
    jobId: change.jobId,
    fromState: change.from,
    toState: change.to,
    actorId: change.actorId,
  });
}
