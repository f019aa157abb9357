import {
  NOTIFICATION_KINDS,
  renderNotification,
  type NotificationChannel,
  type NotificationData,
} from '@bantuin/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import type { Database } from '../../db/client.js';
import { notificationDeliveries, notifications, users } from '../../db/schema.js';
import { businessMetrics } from '../metrics/metrics.js';
import {
  DeliveryError,
  settledWithConcurrency,
  type ChannelSender,
  type DeliveryMessage,
  type DeliveryOutcome,
} from './channel.js';
import { QUEUES, type NotificationQueue } from './queue.js';

/** A delivery left 'sending' this long belongs to a process that died mid-send. */
const STALE_SENDING_SECONDS = 120;

export type DeliveryStatus = 'sent' | 'skipped' | 'retry' | 'failed' | 'not_claimed';

export interface DeliveryWorkerDeps {
  db: Database;
  channels: Record<NotificationChannel, ChannelSender>;
  publicUrl: string;
  log: { warn(object: object, message: string): void };
  /** Fills in a link's or code's secret just before sending (lib/account-secrets.ts). */
  expandSecrets?: (data: NotificationData) => NotificationData;
}

/**
 * Takes the deliveries for this attempt: only from 'pending' (or 'sending' left by a dead
 * process), so a second job for the same delivery, in any process, sends nothing. One statement
 * for a fetched batch.
 */
async function claim(db: Database, deliveryIds: readonly string[]) {
  return db
    .update(notificationDeliveries)
    .set({
      status: 'sending',
      attempts: sql`${notificationDeliveries.attempts} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(notificationDeliveries.id, [...deliveryIds]),
        sql`(${notificationDeliveries.status} = 'pending' OR (${notificationDeliveries.status} = 'sending' AND ${notificationDeliveries.updatedAt} < now() - make_interval(secs => ${STALE_SENDING_SECONDS})))`,
      ),
    )
    .returning();
}

interface Settled {
  id: string;
  status: 'sent' | 'skipped' | 'failed' | 'pending';
  lastError: string | null;
}

/** Each delivery's outcome, in one statement for the batch. */
async function settle(db: Database, rows: readonly Settled[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    UPDATE ${notificationDeliveries} AS d
    SET status = v.status, last_error = v.last_error, updated_at = now()
    FROM unnest(${sql.param(rows.map((row) => row.id))}::uuid[],
      ${sql.param(rows.map((row) => row.status))}::text[],
      ${sql.param(rows.map((row) => row.lastError))}::text[]) AS v(id, status, last_error)
    WHERE d.id = v.id`);
}

export interface DeliveryAttempt {
  deliveryId: string;
  retryCount: number;
  retryLimit: number;
}

/**
 * Sends a batch of deliveries side by side (claimed, read and settled in one statement each).
 * Answers each delivery's status; 'retry' asks the queue to run that job again (5xx, timeout).
 */
export async function runDeliveries(
  deps: DeliveryWorkerDeps,
  attempts: readonly DeliveryAttempt[],
): Promise<Map<string, DeliveryStatus>> {
  const { db } = deps;
  const statuses = new Map<string, DeliveryStatus>(
    attempts.map((attempt) => [attempt.deliveryId, 'not_claimed']),
  );
  const claimed = await claim(
    db,
    attempts.map((attempt) => attempt.deliveryId),
  );
  if (claimed.length === 0) return statuses;
  const found = await db
    .select({
      notification: notifications,
      email: users.email,
      phoneNumber: users.phoneNumber,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.recipientId))
    .where(
      inArray(notifications.id, [...new Set(claimed.map((delivery) => delivery.notificationId))]),
    );
  const byNotification = new Map(found.map((row) => [row.notification.id, row]));
  const attemptOf = new Map(attempts.map((attempt) => [attempt.deliveryId, attempt]));
  const done = (
    delivery: (typeof claimed)[number],
    status: DeliveryStatus,
    lastError: string | null,
  ): Settled => {
    statuses.set(delivery.id, status);
    businessMetrics.notificationDeliveries.inc({ channel: delivery.channel, outcome: status });
    return {
      id: delivery.id,
      status: status === 'retry' ? 'pending' : (status as Settled['status']),
      lastError,
    };
  };
  const settled: Settled[] = [];
  // Each channel gets its deliveries of the batch at once (push reads every subscription in one
  // query and sends with bounded concurrency).
  const byChannel = new Map<
    NotificationChannel,
    { delivery: (typeof claimed)[number]; message: DeliveryMessage }[]
  >();
  for (const delivery of claimed) {
    const row = byNotification.get(delivery.notificationId);
    if (!row) {
      settled.push(done(delivery, 'skipped', 'the notification no longer exists'));
      continue;
    }
    const stored = row.notification.data as NotificationData;
    const data = deps.expandSecrets ? deps.expandSecrets(stored) : stored;
    const rendered = renderNotification(row.notification.kind, data);
    const definition = (NOTIFICATION_KINDS as Record<string, { emailLocked?: boolean }>)[
      row.notification.kind
    ];
    const message: DeliveryMessage = {
      notificationId: row.notification.id,
      kind: row.notification.kind,
      data,
      rendered: {
        ...rendered,
        link: new URL(rendered.link, deps.publicUrl).toString(),
        appLink: rendered.link,
      },
      createdAt: row.notification.createdAt,
      readAt: row.notification.readAt,
      recipient: {
        id: row.notification.recipientId,
        // A new address is confirmed at the new address; the old one hears of the change.
        email: data.toEmail ?? row.email,
        // WhatsApp goes to a verified number only (a code goes to the number it verifies).
        phoneNumber: data.toPhone ?? (row.phoneVerifiedAt ? row.phoneNumber : null),
      },
      emailLocked: definition?.emailLocked === true,
    };
    const list = byChannel.get(delivery.channel) ?? [];
    list.push({ delivery, message });
    byChannel.set(delivery.channel, list);
  }
  await Promise.all(
    [...byChannel].map(async ([channel, items]) => {
      const outcomes = await deliverEach(
        deps.channels[channel],
        items.map((item) => item.message),
      );
      items.forEach(({ delivery }, index) => {
        const outcome = outcomes[index]!;
        if (outcome.status === 'fulfilled') {
          settled.push(
            outcome.value.status === 'sent'
              ? done(delivery, 'sent', null)
              : done(delivery, 'skipped', outcome.value.reason),
          );
          return;
        }
        const error = outcome.reason as Error;
        const retryable = error instanceof DeliveryError ? error.retryable : true;
        const text = String(error?.message ?? error).slice(0, 500);
        const attempt = attemptOf.get(delivery.id);
        if (retryable && attempt && attempt.retryCount < attempt.retryLimit) {
          deps.log.warn(
            { deliveryId: delivery.id, channel: delivery.channel, err: text },
            'notification delivery will be retried',
          );
          settled.push(done(delivery, 'retry', text));
        } else settled.push(done(delivery, 'failed', text));
      });
    }),
  );
  await settle(db, settled);
  return statuses;
}

/** A channel's own batch sender, or its `deliver` for each message, a few at a time. */
function deliverEach(
  channel: ChannelSender,
  messages: readonly DeliveryMessage[],
): Promise<PromiseSettledResult<DeliveryOutcome>[]> {
  if (channel.deliverBatch) return channel.deliverBatch(messages);
  return settledWithConcurrency(messages, SENDS_AT_ONCE, (message) => channel.deliver(message));
}

/** Sends at once per channel and batch: enough to keep a push service busy, not a flood. */
const SENDS_AT_ONCE = 32;

/** Deliveries one worker fetches at once. */
const DELIVERIES_PER_FETCH = 100;

/** Workers of this process for the delivery queue. */
export async function startDeliveryWorkers(
  queue: NotificationQueue,
  deps: DeliveryWorkerDeps,
  options: { pollSeconds: number },
): Promise<void> {
  await queue.boss.work<{ deliveryId: string }>(
    QUEUES.deliver,
    {
      includeMetadata: true,
      // A fetch waits for the poll interval before the next one unless it came back full: one
      // delivery per fetch sent 2 a second per worker (a nearby alert's thousands queued for
      // minutes). A full batch fetches again at once; each job settles on its own.
      batchSize: DELIVERIES_PER_FETCH,
      burstWhenBatchFull: true,
      perJobResults: true,
      // Four batches at once: with two, the process sat idle a third of a 10,000-push fan-out
      // between one batch's settle and the next one's fetch (profile, issue 26).
      localConcurrency: 4,
      pollingIntervalSeconds: options.pollSeconds,
    },
    async (jobs) => {
      const batch = jobs as JobWithMetadata<{ deliveryId: string }>[];
      const statuses = await runDeliveries(
        deps,
        batch.map((job) => ({
          deliveryId: job.data.deliveryId,
          retryCount: job.retryCount,
          retryLimit: job.retryLimit,
        })),
      );
      // A retry fails the job so pg-boss runs it again after its backoff.
      return batch.map((job) =>
        statuses.get(job.data.deliveryId) === 'retry'
          ? { id: job.id, status: 'failed' as const, output: { message: 'retry' } }
          : { id: job.id, status: 'completed' as const },
      );
    },
  );
}
