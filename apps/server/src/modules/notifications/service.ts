import {
  OUT_OF_INBOX_KINDS,
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_MESSAGES,
  renderNotification,
  type NotificationData,
  type NotificationItem,
  type NotificationList,
  type NotificationPreferences,
  type PushSubscriptionInput,
} from '@bantuin/contract';
import { and, desc, eq, getTableColumns, isNull, notInArray, sql } from 'drizzle-orm';
import { isAllowedPushEndpoint } from '../../adapters/push/web-push.js';
import type { Database } from '../../db/client.js';
import {
  BATCH_CURSOR,
  BATCH_OWNER,
  askPlace,
  askRows,
  askValues,
  entriesText,
  perAsk,
  textByAsk,
} from '../../db/batched-pages.js';
import { executePreparedOnce, preparedOnce } from '../../db/prepared.js';
import {
  notificationDeliveries,
  notificationPreferences,
  notifications,
  pushSubscriptions,
} from '../../db/schema.js';
import { answerCards, keptPages } from '../../lib/answer-cards.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { perShape, statementBatches } from '../../lib/statement-batches.js';
import { nearbyArea } from './nearby.js';
import { QUEUES, type NotificationQueue } from './queue.js';

type NotificationRow = typeof notifications.$inferSelect;

/** Browsers one person may receive pushes on. */
const MAX_PUSH_SUBSCRIPTIONS = 10;

function present(row: NotificationRow): NotificationItem {
  const rendered = renderNotification(row.kind, row.data as NotificationData);
  return {
    _id: row.id,
    kind: row.kind,
    title: rendered.title,
    body: rendered.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** Every committed change to a notification (its `read_at`) renews this: its answer's key. */
const rowVersion = sql<string>`${notifications}.xmin::text`;

/** Mail- and WhatsApp-only kinds (links, codes) are not in the inbox. */
const inInbox = notInArray(notifications.kind, [...OUT_OF_INBOX_KINDS]);

interface EntriesAsk {
  userId: string;
  limit: number;
  cursor?: string;
}
/**
 * The inbox pages of the people in the placeholder `owners` (with `after`: each after the
 * notification of theirs in `cursors`), newest first, `limit` each, as (i, page): `i` the
 * 1-based place of the person's ask, `page` its ids and row versions as one text.
 */
const entriesStatement = (after: boolean) => sql`
  select ${askPlace} as i,
    ${entriesText([sql`n.id`, sql`n.version`], sql`n.created_at desc, n.id desc`)} as page
  from ${askRows(after)}
  cross join lateral (
    select ${notifications.id} as id, ${rowVersion} as version,
      ${notifications.createdAt} as created_at
    from ${notifications}
    where ${notifications.recipientId} = ${BATCH_OWNER} and ${inInbox}
      ${after ? sql`and (${notifications.createdAt}, ${notifications.id}) < (select c.created_at, c.id from ${notifications} c where c.id = ${BATCH_CURSOR} and c.recipient_id = ${BATCH_OWNER})` : sql``}
    order by ${notifications.createdAt} desc, ${notifications.id} desc
    limit ${sql.placeholder('limit')}
  ) n
  group by ${perAsk}`;

export function createNotificationsService(
  db: Database,
  queue: NotificationQueue,
  options: { pushEndpointAllowlist: readonly string[] },
) {
  const cards = answerCards<NotificationRow & { version: string }, NotificationItem>({
    idOf: (row) => row.id,
    versionOf: (row) => row.version,
    present: (row) => Object.freeze(present(row)),
    withWaiting: (item) => item,
    staleAt: () => Infinity,
  });

  /**
   * Pages' ids and row versions, each one more than its page (whether another page follows), for
   * everyone asking at once in one statement per shape (first pages, later pages; by page size):
   * a lateral page per ask, so a round trip serves them all. Identical asks are not merged: one
   * person asking many times at once costs the database what as many people would.
   */
  const entriesTogether = statementBatches(
    perShape(
      (ask: EntriesAsk) => `${ask.cursor ? 'after' : 'first'}|${ask.limit}`,
      async (asks) => {
        const after = asks[0]!.cursor !== undefined;
        const { rows } = await executePreparedOnce<{ i: number; page: string | null }>(
          db,
          after ? 'notifications_entries_after' : 'notifications_entries',
          () => entriesStatement(after),
          {
            ...askValues(asks.map((ask) => ({ owner: ask.userId, cursor: ask.cursor }))),
            limit: asks[0]!.limit + 1,
          },
        );
        return textByAsk(rows, asks);
      },
    ),
  );
  const pages = keptPages<NotificationList>();

  /** The person's notifications among `ids`, whole, with their row versions (any order). */
  function readWhole(userId: string, ids: string[]) {
    const query = preparedOnce(db, 'notifications_by_ids', () =>
      db
        .select({ ...getTableColumns(notifications), version: rowVersion })
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, sql.placeholder('userId')),
            sql`${notifications.id} = any(${sql.placeholder('ids')}::uuid[])`,
          ),
        )
        .prepare('notifications_by_ids'),
    );
    return query.execute({ userId, ids });
  }

  return {
    /**
     * Newest first; `cursor` is the `_id` of the last notification already shown. The page's
     * entries (id and row version) are read on every request; each item's answer is kept by its
     * row's version (`answer-cards.ts`: only a change of `read_at` makes a notification's answer
     * anew), so the rows are read whole only when new or changed; a page read as before is the
     * same frozen answer (`keptPages`).
     */
    list(userId: string, page: { limit: number; cursor?: string }): Promise<NotificationList> {
      return pages(
        `${userId}|${page.limit}|${page.cursor ?? ''}`,
        () => entriesTogether({ userId, ...page }),
        (shown) => cards.answersFor(shown, (ids) => readWhole(userId, ids)),
        ({ entries, answers }) =>
          Object.freeze({
            items: answers as NotificationItem[],
            nextCursor: entries.length > page.limit ? (answers.at(-1)?._id ?? null) : null,
          }),
        page.limit,
      );
    },

    async unreadCount(userId: string) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.recipientId, userId), inInbox, isNull(notifications.readAt)));
      return { count: Number(row?.count ?? 0) };
    },

    /** Someone else's notification answers 404, as if it did not exist. */
    async markRead(userId: string, id: string): Promise<NotificationItem> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.recipientId, userId)))
        .returning();
      if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
      return present(row);
    },

    async markAllRead(userId: string) {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.recipientId, userId), inInbox, isNull(notifications.readAt)));
      return { message: NOTIFICATION_MESSAGES.allRead };
    },

    async preferences(userId: string): Promise<NotificationPreferences> {
      const [row] = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      if (!row) return DEFAULT_NOTIFICATION_PREFERENCES;
      return {
        channels: {
          ...DEFAULT_NOTIFICATION_PREFERENCES.channels,
          ...(row.channels as Partial<NotificationPreferences['channels']>),
        },
        nearby: {
          enabled: row.nearbyEnabled,
          radiusKm: row.nearbyRadiusKm,
          categories: row.nearbyCategories,
          lat: row.nearbyLat,
          lng: row.nearbyLng,
        },
      };
    },

    async savePreferences(
      userId: string,
      role: string,
      input: NotificationPreferences,
    ): Promise<NotificationPreferences> {
      const { nearby } = input;
      // Only a Yasa takes jobs: the others keep 'Pekerjaan di sekitar' off.
      const enabled = role === 'yasa' && nearby.enabled;
      if (enabled && (nearby.lat === null || nearby.lng === null)) {
        throw badRequest('Pilih lokasi kamu dulu untuk kabar pekerjaan di sekitar');
      }
      const values = {
        channels: input.channels,
        nearbyEnabled: enabled,
        nearbyRadiusKm: nearby.radiusKm,
        nearbyCategories: [...new Set(nearby.categories)],
        nearbyLat: nearby.lat,
        nearbyLng: nearby.lng,
        nearbyArea:
          nearby.lat !== null && nearby.lng !== null
            ? nearbyArea(nearby.lat, nearby.lng, nearby.radiusKm)
            : null,
        updatedAt: new Date(),
      };
      await db
        .insert(notificationPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
      return this.preferences(userId);
    },

    /** A push service the server may call: the known browsers' ones, or the allowlist. */
    async subscribe(userId: string, input: PushSubscriptionInput) {
      if (!isAllowedPushEndpoint(input.endpoint, options.pushEndpointAllowlist)) {
        throw badRequest(NOTIFICATION_MESSAGES.pushEndpointRefused, 'PUSH_ENDPOINT_REFUSED');
      }
      const values = {
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
      };
      // An endpoint belongs to one browser: the last person signed in there gets its pushes.
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { ...values, createdAt: new Date() },
        });
      // A person's browsers beyond the newest few are forgotten (each is a URL the server calls).
      await db.execute(sql`
        DELETE FROM push_subscriptions WHERE user_id = ${userId} AND id NOT IN (
          SELECT id FROM push_subscriptions WHERE user_id = ${userId}
          ORDER BY created_at DESC, id DESC LIMIT ${MAX_PUSH_SUBSCRIPTIONS})`);
    },

    async unsubscribe(userId: string, endpoint: string) {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** Operators: a person's latest deliveries. */
    async deliveriesOf(userId: string) {
      const rows = await db
        .select({ delivery: notificationDeliveries, kind: notifications.kind })
        .from(notificationDeliveries)
        .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
        .where(eq(notifications.recipientId, userId))
        .orderBy(desc(notificationDeliveries.createdAt), desc(notificationDeliveries.id))
        .limit(100);
      return {
        items: rows.map(({ delivery, kind }) => ({
          _id: delivery.id,
          notificationId: delivery.notificationId,
          kind,
          channel: delivery.channel,
          status: delivery.status,
          attempts: delivery.attempts,
          lastError: delivery.lastError,
          createdAt: delivery.createdAt.toISOString(),
          updatedAt: delivery.updatedAt.toISOString(),
        })),
      };
    },

    /** Operators: a failed delivery goes back on the queue (the claim keeps it to one send). */
    async retryDelivery(userId: string, deliveryId: string) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(notificationDeliveries)
          .set({ status: 'pending', lastError: null, updatedAt: new Date() })
          .where(
            and(
              eq(notificationDeliveries.id, deliveryId),
              eq(notificationDeliveries.status, 'failed'),
              sql`${notificationDeliveries.notificationId} IN (SELECT id FROM notifications WHERE recipient_id = ${userId})`,
            ),
          )
          .returning({ id: notificationDeliveries.id });
        if (!row) throw notFound('Pengiriman gagal ini tidak ditemukan');
        await queue.sendInTransaction(tx, QUEUES.deliver, { deliveryId });
      });
      return { message: 'Pengiriman dijadwalkan ulang' };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
