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
import { eq, inArray } from 'drizzle-orm';
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
 * The same as calling `notify` for each event, in a few statements whatever their number (the
 * nearby fan-out to thousands of Yasa): settings read at once, notifications, deliveries and
 * queue jobs each inserted in one statement. Answers how many notifications were new.
 */
export type NotifyMany = (tx: Transaction, events: readonly NotificationEvent[]) => Promise<number>;

export function createNotifyMany(queue: NotificationQueue): NotifyMany {
  return async (tx, events) => {
    if (events.length === 0) return 0;
    const ids = [...new Set(events.map((event) => event.recipientId))];
    const rows = await tx
      .select({ id: users.id, role: users.role, channels: notificationPreferences.channels })
      .from(users)
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
      .where(inArray(users.id, ids));
    const settingsOf = new Map(
      rows.map((row) => [
        row.id,
        {
          role: row.role,
          channels: {
            ...DEFAULT_NOTIFICATION_PREFERENCES.channels,
            ...(row.channels as Partial<NotificationPreferences['channels']> | undefined),
          },
        },
      ]),
    );
    const prepared = events.flatMap((event) => {
      const settings = settingsOf.get(event.recipientId);
      if (!settings) return [];
      const data: NotificationData = { ...event.data };
      if (!data.role && (settings.role === 'jalu' || settings.role === 'yasa'))
        data.role = settings.role;
      return [{ event, data, channels: channelsFor(event.kind, settings.channels) }];
    });
    const created = await tx
      .insert(notifications)
      .values(
        prepared.map(({ event, data }) => ({
          recipientId: event.recipientId,
          kind: event.kind,
          data: data as Record<string, unknown>,
          link: renderNotification(event.kind, data).link,
          dedupeKey: event.dedupeKey ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning({
        id: notifications.id,
        recipientId: notifications.recipientId,
        kind: notifications.kind,
      });
    const channelsOf = new Map(
      prepared.map(({ event, channels }) => [`${event.recipientId}|${event.kind}`, channels]),
    );
    const wanted = created.flatMap((row) =>
      (channelsOf.get(`${row.recipientId}|${row.kind}`) ?? []).map((channel) => ({
        notificationId: row.id,
        channel,
      })),
    );
    if (wanted.length > 0) {
      const deliveries = await tx
        .insert(notificationDeliveries)
        .values(wanted)
        .returning({ id: notificationDeliveries.id });
      await queue.insertInTransaction(
        tx,
        QUEUES.deliver,
        deliveries.map((delivery) => ({ id: delivery.id, data: { deliveryId: delivery.id } })),
      );
    }
    return created.length;
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
