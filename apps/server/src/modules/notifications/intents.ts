import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notificationIntents } from '../../db/schema.js';
import { QUEUES, type NotificationQueue, type QueueName } from './queue.js';

/**
 * A CTE for a statement that creates jobs (the posting's): one nearby-alerts intent per new job in
 * `newJobsCte` (a CTE with the jobs' `id`), so the alert is as durable as the job itself.
 */
export function nearbyAlertsIntent(newJobsCte: string): SQL {
  return sql`nearby_intent AS (
    INSERT INTO ${notificationIntents} (queue, data)
    SELECT ${sql.raw(`'${QUEUES.nearby}'`)}, jsonb_build_object('jobId', id)
    FROM ${sql.identifier(newJobsCte)}
  )`;
}

/** Intents moved per transaction. */
const RELAY_BATCH = 500;
const KNOWN_QUEUES = new Set<string>(Object.values(QUEUES));

export interface IntentRelay {
  /** After a commit that wrote intents: move them onto the queue soon (coalesced, errors logged). */
  relaySoon(): void;
  /** Moves every waiting intent onto the queue; answers how many. */
  drain(): Promise<number>;
  /** Drains every `everyMs` (a process that died after a commit left its intents behind). */
  sweep(everyMs: number): void;
  stop(): Promise<void>;
}

/**
 * Moves intents onto pg-boss: each batch is deleted and enqueued in one transaction (the job's id
 * is the intent's), so an intent becomes exactly one queue job whichever process relays it;
 * `SKIP LOCKED` lets several processes relay at once.
 */
export function createIntentRelay(
  db: Database,
  queue: NotificationQueue,
  log: { warn(object: object, message: string): void },
): IntentRelay {
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function moveBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const taken = (await tx.execute(sql`
        DELETE FROM ${notificationIntents} WHERE id IN (
          SELECT id FROM ${notificationIntents} ORDER BY created_at
          LIMIT ${RELAY_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id, queue, data`)) as unknown as {
        rows: { id: string; queue: string; data: object }[];
      };
      const byQueue = new Map<QueueName, { id: string; data: object }[]>();
      for (const row of taken.rows) {
        // Written only by this code; an unknown name is dropped rather than blocking the rest.
        if (!KNOWN_QUEUES.has(row.queue)) continue;
        const name = row.queue as QueueName;
        byQueue.set(name, [...(byQueue.get(name) ?? []), { id: row.id, data: row.data }]);
      }
      for (const [name, jobs] of byQueue) await queue.insertInTransaction(tx, name, jobs);
      return taken.rows.length;
    });
  }

  async function drain() {
    let moved = 0;
    for (;;) {
      const batch = await moveBatch();
      moved += batch;
      if (batch < RELAY_BATCH) return moved;
    }
  }

  function relaySoon() {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await drain();
      } while (again);
    })()
      .catch((error: unknown) => log.warn({ err: error }, 'notification intents not relayed'))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    relaySoon,
    drain,
    sweep(everyMs) {
      relaySoon();
      timer = setInterval(relaySoon, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
