import { sql, type SQL } from 'drizzle-orm';
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

/**
 * The creation lines of the jobs a CTE named `ownerCte` (columns `id` and `user_id`, the Jalu who
 * posted) inserts, as one more CTE of the same statement (jobs are posted in one statement, see
 * the ledger's holdIntoNewEscrows).
 */
export function jobOpenedEvent(ownerCte: string): SQL {
  return sql`opened AS (
    INSERT INTO ${jobEvents} (job_id, from_state, to_state, actor_id)
    SELECT id, NULL, 'open'::job_status, user_id FROM ${sql.identifier(ownerCte)}
  )`;
}
