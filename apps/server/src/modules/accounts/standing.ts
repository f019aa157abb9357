import { inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { accountSuspended } from '../../http/auth.js';
import { conflict } from '../../http/errors.js';

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
  const ids = [...new Set(userIds)].sort();
  const rows = await tx
    .select({ id: users.id, suspended: sql<boolean>`${users.suspendedAt} IS NOT NULL` })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.id)
    .for('share');
  return new Set(rows.filter((row) => row.suspended).map((row) => row.id));
}

/** The actor may still act (403 ACCOUNT_SUSPENDED otherwise), under the lock above. */
export async function requireActiveAccount(tx: Transaction, userId: string) {
  if ((await lockAccounts(tx, [userId])).size > 0) throw accountSuspended();
}

export const workerSuspended = () =>
  conflict('Yasa ini sedang ditangguhkan dan tidak bisa dipilih', 'WORKER_SUSPENDED');
