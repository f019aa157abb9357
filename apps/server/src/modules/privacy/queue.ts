import { sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike, type PgBoss } from 'pg-boss';
import type { Transaction } from '../../db/client.js';

/** The pg-boss queue that prepares 'Unduh data saya' files, on the notifications' boss. */
export const DATA_EXPORT_QUEUE = 'privacy-export';

export interface DataExportJob {
  exportId: string;
  /** The person: deleting the account drops their pending jobs by it (registry.ts). */
  userId: string;
}

export async function createDataExportQueue(boss: PgBoss) {
  await boss.createQueue(DATA_EXPORT_QUEUE, {
    retryLimit: 2,
    retryDelay: 30,
    expireInSeconds: 600,
  });
  // A send inside a transaction looks its queue up first; on PGlite's one connection that lookup
  // would wait for the transaction forever (see notifications/queue.ts): cache it now.
  await boss.send(DATA_EXPORT_QUEUE, {}, { db: { executeSql: async () => ({ rows: [] }) } });
  return {
    async enqueue(tx: Transaction, data: DataExportJob) {
      await boss.send(DATA_EXPORT_QUEUE, data, {
        db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
      });
    },
    async work(pollSeconds: number, build: (exportId: string) => Promise<void>) {
      await boss.work<DataExportJob>(
        DATA_EXPORT_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: pollSeconds },
        async ([job]) => {
          if (job?.data.exportId) await build(job.data.exportId);
        },
      );
    },
  };
}
