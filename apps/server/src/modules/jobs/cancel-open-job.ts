import type { Transaction } from '../../db/client.js';
import { jobs } from '../../db/schema.js';
import { escrowOfJob, transfer, walletOf } from '../ledger/ledger.js';
import { eq } from 'drizzle-orm';
import type { JobRow } from './repository.js';
import { recordJobStateChange } from './state-history.js';

/**
 * Cancels an open job the caller has locked: the whole escrow (fee and admin fee) goes back to
 * the Jalu's wallet. Runs in the caller's transaction, so the Jalu's own cancel and an operator's
 * suspension share one path.
 */
export async function cancelOpenJob(
  tx: Transaction,
  job: JobRow,
  actorId: string | null,
): Promise<void> {
  if (job.status !== 'open') throw new Error(`cancelOpenJob on a ${job.status} job`);
  const escrow = await escrowOfJob(tx, job.id);
  const wallet = await walletOf(tx, job.clientId);
  await transfer(tx, {
    kind: 'job_refund',
    fromAccountId: escrow.id,
    toAccountId: wallet.id,
    amount: escrow.balance,
    jobId: job.id,
  });
  await tx
    .update(jobs)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(eq(jobs.id, job.id));
  await recordJobStateChange(tx, { jobId: job.id, from: 'open', to: 'cancelled', actorId });
}
