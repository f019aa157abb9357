import type { Transaction } from '../../db/client.js';
import type { Lifecycle } from './lifecycle.js';

/**
 * An operator's cancellation of an open job (a suspended Jalu's): the lifecycle's `adminCancel`
 * transition, whole escrow back to the Jalu, in the caller's transaction.
 */
export async function cancelOpenJob(
  lifecycle: Lifecycle,
  tx: Transaction,
  jobId: string,
  adminId: string,
): Promise<void> {
  await lifecycle.apply(
    tx,
    jobId,
    'adminCancel',
    { kind: 'admin', id: adminId },
    { patch: () => ({ cancelledAt: new Date(), cancelReason: 'Akun Jalu ditangguhkan' }) },
  );
}
