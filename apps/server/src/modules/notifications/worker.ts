import {
  NOTIFICATION_KINDS,
  renderNotification,
  type NotificationChannel,
  type NotificationData,
} from '@bantuin/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import type { Database } from '../../db/client.js';
import { notificationDeliveries, notifications, users } from '../../db/schema.js';
import { businessMetrics } from '../metrics/metrics.js';
import { DeliveryError, type ChannelSender, type DeliveryMessage } from './channel.js';
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
 * Takes the delivery for this attempt: only from 'pending' (or 'sending' left by a dead
 * process), so a second job for the same delivery, in any process, sends nothing.
 */
async function claim(db: Database, deliveryId: string) {
  const [row] = await db
    .update(notificationDeliveries)
    .set({
      status: 'sending',
      attempts: sql`${notificationDeliveries.attempts} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(notificationDeliveries.id, deliveryId),
        sql`(${notificationDeliveries.status} = 'pending' OR (${notificationDeliveries.status} = 'sending' AND ${notificationDeliveries.updatedAt} < now() - make_interval(secs => ${STALE_SENDING_SECONDS})))`,
      ),
    )
    .returning();
  return row;
}

async function settle(
  db: Database,
  deliveryId: string,
  status: 'sent' | 'skipped' | 'failed' | 'pending',
  lastError: string | null,
) {
  await db
    .update(notificationDeliveries)
    .set({ status, lastError, updatedAt: new Date() })
    .where(eq(notificationDeliveries.id, deliveryId));
}

/** Sends one delivery; throws only to ask the queue for a retry (5xx, timeout). */
export async function runDelivery(
  deps: DeliveryWorkerDeps,
  deliveryId: string,
  attempt: { retryCount: number; retryLimit: number },
): Promise<DeliveryStatus> {
  const { db } = deps;
  const delivery = await claim(db, deliveryId);
  if (!delivery) return 'not_claimed';
  const [row] = await db
    .select({
      notification: notifications,
      email: users.email,
      phoneNumber: users.phoneNumber,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.recipientId))
    .where(eq(notifications.id, delivery.notificationId));
  const channel = deps.channels[delivery.channel];
  const count = (outcome: string) =>
    businessMetrics.notificationDeliveries.inc({ channel: delivery.channel, outcome });
  if (!row) {
    await settle(db, deliveryId, 'skipped', 'the notification no longer exists');
    count('skipped');
    return 'skipped';
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
  try {
    const outcome = await channel.deliver(message);
    if (outcome.status === 'sent') {
      await settle(db, deliveryId, 'sent', null);
      count('sent');
      return 'sent';
    }
    await settle(db, deliveryId, 'skipped', outcome.reason);
    count('skipped');
    return 'skipped';
  } catch (error) {
    const retryable = error instanceof DeliveryError ? error.retryable : true;
    const text = (error as Error).message.slice(0, 500);
    if (retryable && attempt.retryCount < attempt.retryLimit) {
      await settle(db, deliveryId, 'pending', text);
      count('retry');
      deps.log.warn(
        { deliveryId, channel: delivery.channel, err: text },
        'notification delivery will be retried',
      );
      throw error;
    }
    await settle(db, deliveryId, 'failed', text);
    count('failed');
    return 'failed';
  }
}

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
      batchSize: 1,
      // Several deliveries at once per process (each waits on a remote service).
      localConcurrency: 4,
      pollingIntervalSeconds: options.pollSeconds,
    },
    async (jobs) => {
      const [job] = jobs as JobWithMetadata<{ deliveryId: string }>[];
      if (!job) return;
      await runDelivery(deps, job.data.deliveryId, {
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
      });
    },
  );
}
