import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationData,
  type NotificationKind,
  type NotificationPreferences,
  type PreferenceGroup,
  renderNotification,
} from '@bantuin/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import {
  notificationDeliveries,
  notificationPreferences,
  notifications,
  users,
} from '../../db/schema.js';
import { QUEUES, type NotificationQueue } from './queue.js';

/** Something happened that `recipientId` should hear about. */
export interface NotificationEvent {
  kind: NotificationKind;
  recipientId: string;
  data: NotificationData;
  /** Set: at most one notification with this key per recipient (a reminder, a job's alert). */
  dedupeKey?: string;
}

/**
 * Writes the notification and its deliveries inside the caller's transaction and enqueues each
 * delivery in the same transaction: a rollback notifies nobody, a commit loses nothing.
 * Answers the notification's id (null when the dedupe key had been used).
 */
export type Notify = (tx: Transaction, event: NotificationEvent) => Promise<string | null>;

/** For services built without notifications (unit tests of other modules). */
export const notifyNobody: Notify = async () => null;

/** What the jobs service needs: notify in a transaction, and hear of a committed posting. */
export interface JobNotifications {
  notify: Notify;
  jobPosted(jobId: string): void;
}
export const quietJobNotifications: JobNotifications = {
  notify: notifyNobody,
  jobPosted: () => {},
};

/** The person's role (for links that differ per side) and channel switches. */
export async function recipientSettings(
  db: Executor,
  userId: string,
): Promise<{ role: string | undefined; channels: NotificationPreferences['channels'] }> {
  const [row] = await db
    .select({ role: users.role, channels: notificationPreferences.channels })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return {
    role: row?.role,
    channels: {
      ...DEFAULT_NOTIFICATION_PREFERENCES.channels,
      ...(row?.channels as Partial<NotificationPreferences['channels']> | undefined),
    },
  };
}

/** The kind's default channels the person has not turned off (locked email stays on). */
export function channelsFor(
  kind: NotificationKind,
  preferences: NotificationPreferences['channels'],
): NotificationChannel[] {
  const definition = NOTIFICATION_KINDS[kind] as {
    group: PreferenceGroup | 'account';
    channels: readonly NotificationChannel[];
    emailLocked?: boolean;
  };
  return definition.channels.filter((channel) => {
    if (channel === 'in_app' || definition.group === 'account') return true;
    if (channel === 'email' && definition.emailLocked) return true;
    return preferences[definition.group][channel];
  });
}

/**
 * The same as calling `notify` for each event, in three statements whatever their number (the
 * nearby fan-out to ten thousand Yasa at once): the settings read, one INSERT … SELECT of every
 * notification with its deliveries, and one insert of the deliveries' queue jobs. Answers how
 * many notifications were new.
 */
export type NotifyMany = (tx: Transaction, events: readonly NotificationEvent[]) => Promise<number>;

export function createNotifyMany(queue: NotificationQueue): NotifyMany {
  return async (tx, events) => {
    if (events.length === 0) return 0;
    const ids = [...new Set(events.map((event) => event.recipientId))];
    const settingsOf = new Map(
      (
        (await tx.execute(sql`
          SELECT u.id, u.role, p.channels FROM ${users} u
          LEFT JOIN ${notificationPreferences} p ON p.user_id = u.id
          WHERE u.id = ANY(${sql.param(ids)}::uuid[])`)) as unknown as {
          rows: { id: string; role: string; channels: unknown }[];
        }
      ).rows.map((row) => [
        row.id,
        {
          role: row.role,
          channels: {
            ...DEFAULT_NOTIFICATION_PREFERENCES.channels,
            ...(row.channels as Partial<NotificationPreferences['channels']> | null),
          },
        },
      ]),
    );
    const rows: {
      recipient: string;
      kind: string;
      data: string;
      link: string;
      dedupe: string | null;
    }[] = [];
    // One row per (recipient, kind, channel): a notification's deliveries are joined in by these.
    const wanted = new Map<string, { recipient: string; kind: string; channel: string }>();
    for (const event of events) {
      const settings = settingsOf.get(event.recipientId);
      if (!settings) continue;
      const data: NotificationData = { ...event.data };
      if (!data.role && (settings.role === 'jalu' || settings.role === 'yasa'))
        data.role = settings.role;
      rows.push({
        recipient: event.recipientId,
        kind: event.kind,
        data: JSON.stringify(data),
        link: renderNotification(event.kind, data).link,
        dedupe: event.dedupeKey ?? null,
      });
      for (const channel of channelsFor(event.kind, settings.channels))
        wanted.set(`${event.recipientId}|${event.kind}|${channel}`, {
          recipient: event.recipientId,
          kind: event.kind,
          channel,
        });
    }
    if (rows.length === 0) return 0;
    const channels = [...wanted.values()];
    const result = (await tx.execute(sql`
      WITH created AS (
        INSERT INTO ${notifications} (recipient_id, kind, data, link, dedupe_key)
        SELECT v.recipient, v.kind, v.data::jsonb, v.link, v.dedupe
        FROM unnest(${sql.param(rows.map((row) => row.recipient))}::uuid[],
          ${sql.param(rows.map((row) => row.kind))}::text[],
          ${sql.param(rows.map((row) => row.data))}::text[],
          ${sql.param(rows.map((row) => row.link))}::text[],
          ${sql.param(rows.map((row) => row.dedupe))}::text[]) AS v(recipient, kind, data, link, dedupe)
        ON CONFLICT DO NOTHING
        RETURNING id, recipient_id, kind),
      deliveries AS (
        INSERT INTO ${notificationDeliveries} (notification_id, channel)
        SELECT created.id, c.channel FROM created
        JOIN unnest(${sql.param(channels.map((row) => row.recipient))}::uuid[],
          ${sql.param(channels.map((row) => row.kind))}::text[],
          ${sql.param(channels.map((row) => row.channel))}::text[]) AS c(recipient, kind, channel)
          ON c.recipient = created.recipient_id AND c.kind = created.kind
        RETURNING id)
      SELECT (SELECT count(*)::int FROM created) AS created,
        (SELECT coalesce(array_agg(id::text), '{}') FROM deliveries) AS deliveries`)) as unknown as {
      rows: { created: number; deliveries: string[] }[];
    };
    const [{ created, deliveries }] = result.rows as [{ created: number; deliveries: string[] }];
    await queue.insertInTransaction(
      tx,
      QUEUES.deliver,
      deliveries.map((id) => ({ id, data: { deliveryId: id } })),
    );
    return created;
  };
}

export function createNotify(queue: NotificationQueue): Notify {
  return async (tx, event) => {
    const settings = await recipientSettings(tx, event.recipientId);
    const channels = channelsFor(event.kind, settings.channels);
    const data: NotificationData = { ...event.data };
    if (!data.role && (settings.role === 'jalu' || settings.role === 'yasa'))
      data.role = settings.role;
    const { link } = renderNotification(event.kind, data);
    const [created] = await tx
      .insert(notifications)
      .values({
        recipientId: event.recipientId,
        kind: event.kind,
        data: data as Record<string, unknown>,
        link,
        dedupeKey: event.dedupeKey ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    if (!created) return null;
    if (channels.length === 0) return created.id;
    const deliveries = await tx
      .insert(notificationDeliveries)
      .values(channels.map((channel) => ({ notificationId: created.id, channel })))
      .returning({ id: notificationDeliveries.id });
    for (const delivery of deliveries) {
      await queue.sendInTransaction(
        tx,
        QUEUES.deliver,
        { deliveryId: delivery.id },
        { id: delivery.id },
      );
    }
    return created.id;
  };
}
