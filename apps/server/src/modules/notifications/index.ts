import type { NotificationData } from '@bantuin/contract';
import type { FastifyInstance } from 'fastify';
import { smtpMailer, sandboxMailer } from '../../adapters/mail/mailer.js';
import { generateVapidKeys, webPushSender, type VapidKeys } from '../../adapters/push/web-push.js';
import { cloudApiSender, sandboxWhatsAppSender } from '../../adapters/whatsapp/cloud-api.js';
import {
  defaultNotificationsConfig,
  type NotificationsConfig,
} from '../../config-notifications.js';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../../db/client.js';
import { chats, jobs } from '../../db/schema.js';
import { sharedSecret } from '../../db/shared-secret.js';
import type { Notifier } from '../chat/notifier.js';
import type { ChannelSender } from './channel.js';
import { emailChannel, inAppChannel, pushChannel, whatsappChannel } from './channels.js';
import { chatMessageNotice, type ChatMessageEvent } from './chat.js';
import { createIntentRelay } from './intents.js';
import { startNearbyWorkers } from './nearby.js';
import { createNotify, createNotifyMany, type Notify } from './outbox.js';
import { startNotificationQueue, type NotificationQueue } from './queue.js';
import { adminNotificationRoutes, devMailboxRoutes, notificationRoutes } from './routes.js';
import { createNotificationsService } from './service.js';
import { startReminderWorkers, transitionNotifier } from './transitions.js';
import { startDeliveryWorkers } from './worker.js';
import { onClosing } from '../../lib/close-steps.js';
import type { AfterTransition } from '../jobs/lifecycle.js';

export type { Notify } from './outbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox, queue and channels (tests and operators' tools reach them here). */
    notifications: Notifications;
  }
}

export interface Notifications {
  notify: Notify;
  queue: NotificationQueue;
  /** The lifecycle's hook: each transition's notices and reminders. */
  afterTransition: AfterTransition;
  /** After a posting's commit: its nearby-alerts intent goes on the queue (off the request). */
  jobPosted(jobId: string): void;
  /** Registers the routes and starts this process's workers (once the socket is attached). */
  start(realtime: { isOnline(userId: string): Promise<boolean> }): Promise<void>;
  /**
   * For the socket server: the notice of a message to someone with no open socket, written in
   * the message's own transaction. Answers whether it notified.
   */
  chatNotice(tx: Transaction, event: ChatMessageEvent): Promise<boolean>;
  /** The same for a stored message, in a transaction of its own, unless the recipient is online. */
  chatMessage(event: ChatMessageEvent): Promise<boolean>;
  channels: Record<string, ChannelSender>;
}

/** What the email sender's address is (`Name <a@b>` → `a@b`), for the VAPID contact. */
const addressOf = (from: string) => from.match(/<([^>]+)>/)?.[1] ?? from;

export async function createNotifications(
  app: FastifyInstance,
  deps: {
    database: DatabaseHandle;
    config?: NotificationsConfig;
    publicUrl: string;
    autoReleaseAfterMs: number;
    notifier: Notifier;
    production: boolean;
    expandSecrets?: (data: NotificationData) => NotificationData;
  },
): Promise<Notifications> {
  const config = deps.config ?? defaultNotificationsConfig();
  const { db } = deps.database;
  const queue = await startNotificationQueue(
    deps.database,
    { retryLimit: config.retryLimit, retryDelaySeconds: config.retryDelaySeconds },
    (error) => app.log.warn({ err: error }, 'notification queue error'),
  );
  const relay = createIntentRelay(db, queue, app.log);
  onClosing(app, 'preClose', 'notification intent relay', () => relay.stop());
  onClosing(app, 'preClose', 'notification queue', () => queue.stop());
  const notify = createNotify(queue);

  const vapid: VapidKeys =
    config.vapid ??
    (JSON.parse(
      await sharedSecret(db, 'vapid', () => JSON.stringify(generateVapidKeys())),
    ) as VapidKeys);
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom, config.sendTimeoutMs)
    : sandboxMailer(db);
  onClosing(app, 'onClose', 'mailer', () => mailer.close());
  const whatsapp = config.whatsapp
    ? cloudApiSender({ apiUrl: config.whatsappApiUrl, ...config.whatsapp })
    : config.whatsappOff
      ? 'off'
      : sandboxWhatsAppSender(db);
  const channels = {
    in_app: inAppChannel(deps.notifier),
    email: emailChannel(mailer, config.sendTimeoutMs),
    push: pushChannel(
      db,
      webPushSender(
        vapid,
        config.vapidSubject ?? `mailto:${addressOf(config.mailFrom)}`,
        config.sendTimeoutMs,
      ),
    ),
    whatsapp: whatsappChannel(whatsapp, {
      templates: config.whatsappTemplates,
      language: config.whatsappLanguage,
      timeoutMs: config.sendTimeoutMs,
    }),
  };
  const service = createNotificationsService(db, queue, {
    pushEndpointAllowlist: config.pushEndpointAllowlist,
  });
  const chatNotice = chatMessageNotice(notify);
  let isOnline: ((userId: string) => Promise<boolean>) | undefined;

  return {
    notify,
    queue,
    channels,
    afterTransition: transitionNotifier(notify, queue, {
      autoReleaseAfterMs: deps.autoReleaseAfterMs,
    }),
    jobPosted() {
      // The posting statement wrote the intent; moving it onto the queue now only saves the
      // sweep's wait (a process that dies first leaves it to the next sweep, in any process).
      relay.relaySoon();
    },
    chatNotice,
    async chatMessage(event) {
      const [chat] = await db
        .select({ workerId: chats.workerId, clientId: jobs.clientId })
        .from(chats)
        .innerJoin(jobs, eq(jobs.id, chats.jobId))
        .where(eq(chats.id, event.chatId));
      if (!chat) return false;
      const recipientId = event.senderId === chat.workerId ? chat.clientId : chat.workerId;
      if (!isOnline || (await isOnline(recipientId))) return false;
      return db.transaction((tx) => chatNotice(tx, event));
    },
    async start(realtime) {
      await app.register(notificationRoutes(service, { vapidPublicKey: vapid.publicKey }));
      await app.register(adminNotificationRoutes(service));
      if (mailer.mode === 'sandbox' && !deps.production) await app.register(devMailboxRoutes(db));
      isOnline = (userId) => realtime.isOnline(userId);
      if (!config.workers) return;
      const pollSeconds = config.pollSeconds;
      relay.sweep(pollSeconds * 1000);
      await startDeliveryWorkers(
        queue,
        {
          db,
          channels,
          publicUrl: deps.publicUrl,
          log: app.log,
          expandSecrets: deps.expandSecrets,
        },
        { pollSeconds },
      );
      await startReminderWorkers(queue, db, notify, { pollSeconds });
      await startNearbyWorkers(queue, db, createNotifyMany(queue), {
        pollSeconds,
        perHour: config.nearbyAlertsPerHour,
      });
    },
  };
}
