import { sql } from 'drizzle-orm';
import {
  PgBoss,
  fromDrizzle,
  fromPglite,
  type DrizzleTransactionLike,
  type PGliteLike,
  type SendOptions,
} from 'pg-boss';
import type { DatabaseHandle, Transaction } from '../../db/client.js';

/** The queues of notifications (pg-boss; decision 2026-11-27-notification-queue). */
export const QUEUES = {
  /** One job per delivery row: send it on its channel. */
  deliver: 'notification-deliver',
  /** A reminder due at its run-at time (skipped when the job moved on). */
  reminder: 'notification-reminder',
  /** A new job: tell the opted-in Yasa near it (after the posting's commit). */
  nearby: 'notification-nearby',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface QueueSettings {
  retryLimit: number;
  retryDelaySeconds: number;
}

export interface NotificationQueue {
  boss: PgBoss;
  /** Enqueues inside `tx`: the job exists exactly when the transaction commits. */
  sendInTransaction(
    tx: Transaction,
    name: QueueName,
    data: object,
    options?: Omit<SendOptions, 'db'>,
  ): Promise<void>;
  /** Many jobs of one queue in one statement inside `tx` (a fan-out). */
  insertInTransaction(
    tx: Transaction,
    name: QueueName,
    jobs: { id?: string; data: object }[],
  ): Promise<void>;
  /** Enqueues on its own (after a commit). */
  send(name: QueueName, data: object, options?: SendOptions): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss on the app's database: PGlite's one connection, or the PostgreSQL pool. */
export async function startNotificationQueue(
  database: DatabaseHandle,
  settings: QueueSettings,
  onError: (error: Error) => void,
): Promise<NotificationQueue> {
  const db =
    database.kind === 'pglite'
      ? fromPglite((database.db as unknown as { $client: PGliteLike }).$client)
      : {
          executeSql: (text: string, values?: unknown[]) =>
            database.pool!.query(text, values as unknown[]),
        };
  const boss = new PgBoss({
    db,
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    // Cron schedules are not used; reminders are jobs with a start time.
    schedule: false,
  });
  boss.on('error', onError);
  // Several processes starting at once on a fresh PostgreSQL database would each create pg-boss'
  // schema (CREATE SCHEMA races: a duplicate-key error stops the loser's start). One at a time,
  // like the migrations (db/client.ts).
  const setupLock = database.kind === 'pglite' ? undefined : await database.pool!.connect();
  try {
    await setupLock?.query('SELECT pg_advisory_lock($1)', [QUEUE_SETUP_LOCK_ID]);
    await boss.start();
    await createQueues(boss, settings);
  } finally {
    if (setupLock) {
      await setupLock.query('SELECT pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK_ID]).catch(() => {});
      setupLock.release();
    }
  }
  // A send inside a transaction looks its queue up first; on PGlite's single connection that
  // lookup, made outside the open transaction, would wait for it forever. Cache every queue now
  // (the insert goes to a statement runner that writes nothing).
  const lookUpOnly = { executeSql: async () => ({ rows: [] }) };
  for (const name of Object.values(QUEUES)) await boss.send(name, {}, { db: lookUpOnly });
  return wrap(boss);
}

/** Any fixed number, distinct from the migrations' lock. */
const QUEUE_SETUP_LOCK_ID = 727_002;

/** The queues, with the configured retries (an existing queue is brought to them too). */
async function createQueues(boss: PgBoss, settings: QueueSettings) {
  const retry = {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 3600,
  };
  const queues = [
    [QUEUES.deliver, 120],
    [QUEUES.reminder, 120],
    [QUEUES.nearby, 300],
  ] as const;
  const { retryDelayMax: _unchangeable, ...settableRetry } = retry;
  for (const [name, expireInSeconds] of queues) {
    const existing = await boss.getQueue(name);
    if (!existing) {
      await boss.createQueue(name, { ...retry, expireInSeconds });
      continue;
    }
    // An existing queue keeps its first settings otherwise: follow the configuration. Only when
    // it differs: creating and updating took a locked transaction each at every start.
    const settable = { ...settableRetry, expireInSeconds };
    const differs = Object.entries(settable).some(
      ([key, value]) => existing[key as keyof typeof settable] !== value,
    );
    if (differs) await boss.updateQueue(name, settable);
  }
}

function wrap(boss: PgBoss): NotificationQueue {
  return {
    boss,
    async sendInTransaction(tx, name, data, options = {}) {
      await boss.send(name, data, {
        ...options,
        db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
      });
    },
    async insertInTransaction(tx, name, jobs) {
      if (jobs.length === 0) return;
      await boss.insert(name, jobs, {
        db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
      });
    },
    async send(name, data, options = {}) {
      await boss.send(name, data, options);
    },
    async stop() {
      // Waits for running deliveries (up to 5 s); the database belongs to the app.
      await boss.stop({ graceful: true, timeout: 5000, close: false });
    },
  };
}
