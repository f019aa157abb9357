import type { Database, Transaction } from './client.js';
import { lostToConcurrency } from './errors.js';

/** Runs of a transaction that lost to a concurrent one, at most, before its error is answered. */
const ATTEMPTS = 4;

/**
 * `db.transaction(work)`, run again whole when PostgreSQL rolled it back for a deadlock or a
 * serialisation failure: nothing of the lost run was written, so a retry is safe as long as
 * `work` touches nothing outside the database (every caller's notifications, sockets and
 * provider calls come after the transaction). The lock order (docs/ARCHITECTURE.md) keeps these
 * rare; this keeps the rare one from becoming a 500.
 */
export async function retryingTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !lostToConcurrency(error)) throw error;
      // A short random pause, so two losers do not meet again at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
