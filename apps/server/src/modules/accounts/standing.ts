import { inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { accountSuspended, conflict, unauthenticated } from '../../lib/errors.js';

/**
 * Locks the people's rows FOR SHARE, in id order, and answers the ids of those suspended.
 *
 * The request guard refuses a suspended person before any work, but a suspension can commit
 * while a request is under way. Every action that creates an obligation (post, apply, accept,
 * withdraw, review, chat, any job transition) therefore checks the account again inside its
 * writing transaction, under this lock: a suspension (which takes the row FOR UPDATE) waits for
 * the action to commit and then undoes what it left (cancels the job, withdraws the
 * application), or the action waits for the suspension and sees it. The user row is the first
 * lock of the server's one lock order (docs/ARCHITECTURE.md, "Locks").
 */
export async function lockAccounts(tx: Transaction, userIds: readonly string[]) {
  return new Set((await lockStandings(tx, userIds)).keys());
}

/** The lock above; answers who may not act and why (a deleted account counts, modules/privacy). */
async function lockStandings(tx: Transaction, userIds: readonly string[]) {
  const ids = [...new Set(userIds)].sort();
  const rows = await tx
    .select({
      id: users.id,
      suspended: sql<boolean>`${users.suspendedAt} IS NOT NULL`,
      deleted: sql<boolean>`${users.deletedAt} IS NOT NULL`,
    })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.id)
    .for('share');
  const barred = new Map<string, 'suspended' | 'deleted'>();
  for (const row of rows) {
    if (row.deleted) barred.set(row.id, 'deleted');
    else if (row.suspended) barred.set(row.id, 'suspended');
  }
  return barred;
}

/** The actor may still act (403 ACCOUNT_SUSPENDED, 401 once deleted), under the lock above. */
export async function requireActiveAccount(tx: Transaction, userId: string) {
  const standing = (await lockStandings(tx, [userId])).get(userId);
  if (standing === 'deleted') throw unauthenticated('Akun ini sudah dihapus');
  if (standing) throw accountSuspended();
}

export const workerSuspended = () =>
  conflict('Yasa ini sedang ditangguhkan dan tidak bisa dipilih', 'WORKER_SUSPENDED');
