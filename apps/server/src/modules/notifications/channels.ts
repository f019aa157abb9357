import { eq, inArray } from 'drizzle-orm';
import { NOTIFICATION_SOCKET_EVENT, type NotificationKind } from '@bantuin/contract';
import type { Mailer, SmtpError } from '../../adapters/mail/mailer.js';
import type { WebPushSender } from '../../adapters/push/web-push.js';
import { toE164, type WhatsAppSender } from '../../adapters/whatsapp/cloud-api.js';
import type { Database } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';
import type { Notifier } from '../chat/notifier.js';
import {
  DeliveryError,
  retryableStatus,
  settledWithConcurrency,
  withTimeout,
  type ChannelSender,
  type DeliveryMessage,
  type DeliveryOutcome,
} from './channel.js';
import { notificationMail } from './email-template.js';

/** In-app: the inbox row exists already; this tells the person's open pages, live. */
export function inAppChannel(notifier: Notifier): ChannelSender {
  const liveEvent = (message: DeliveryMessage) => ({
    userId: message.recipient.id,
    event: NOTIFICATION_SOCKET_EVENT,
    payload: {
      _id: message.notificationId,
      kind: message.kind,
      title: message.rendered.title,
      body: message.rendered.body,
      link: message.rendered.appLink,
      createdAt: message.createdAt.toISOString(),
      readAt: message.readAt?.toISOString() ?? null,
    },
  });
  return {
    channel: 'in_app',
    mode: 'live',
    async deliver(message) {
      await notifier.toUsers([liveEvent(message)]);
      return { status: 'sent' };
    },
    // A batch's notices go to the other processes together, not one pg_notify each.
    async deliverBatch(messages) {
      await notifier.toUsers(messages.map(liveEvent));
      return messages.map(() => ({
        status: 'fulfilled' as const,
        value: { status: 'sent' as const },
      }));
    },
  };
}

/** SMTP reply 4xx and connection trouble are worth another try; 5xx replies are final. */
function isRetryableMailError(error: SmtpError): boolean {
  if (typeof error.responseCode === 'number') return error.responseCode < 500;
  return true;
}

export function emailChannel(mailer: Mailer, timeoutMs: number): ChannelSender {
  return {
    channel: 'email',
    mode: mailer.mode,
    async deliver(message) {
      try {
        await withTimeout(timeoutMs, () => mailer.send(notificationMail(message)));
      } catch (error) {
        if (error instanceof DeliveryError) throw error;
        throw new DeliveryError((error as Error).message, isRetryableMailError(error as SmtpError));
      }
      return { status: 'sent' };
    },
  };
}

/** Pushes sent at once by one batch: keeps the push service's connections busy, not flooded. */
const PUSHES_AT_ONCE = 32;

/**
 * Web Push to every subscription of the person. A 404/410 deletes that subscription; the
 * delivery is retried only while some subscription met a 5xx or no answer. A batch reads every
 * recipient's subscriptions in one query and sends `PUSHES_AT_ONCE` at a time.
 */
export function pushChannel(db: Database, sender: WebPushSender): ChannelSender {
  type Subscription = typeof pushSubscriptions.$inferSelect;
  async function pushTo(
    message: DeliveryMessage,
    subscriptions: readonly Subscription[],
  ): Promise<DeliveryOutcome> {
    if (subscriptions.length === 0) return { status: 'skipped', reason: 'no push subscription' };
    const payload = JSON.stringify({
      id: message.notificationId,
      kind: message.kind,
      title: message.rendered.title,
      body: message.rendered.body,
      link: message.rendered.appLink,
    });
    let sent = 0;
    const problems: { message: string; retryable: boolean }[] = [];
    for (const subscription of subscriptions) {
      const result = await sender.send(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        payload,
      );
      if (result.ok) sent += 1;
      else if (result.gone) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      } else {
        problems.push({
          message: result.message,
          retryable: result.status === 0 || retryableStatus(result.status),
        });
      }
    }
    if (sent > 0) return { status: 'sent' };
    const retryable = problems.find((problem) => problem.retryable);
    if (retryable) throw new DeliveryError(retryable.message, true);
    if (problems[0]) throw new DeliveryError(problems[0].message, false);
    return { status: 'skipped', reason: 'every push subscription has expired' };
  }
  return {
    channel: 'push',
    mode: 'live',
    async deliver(message) {
      const subscriptions = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, message.recipient.id));
      return pushTo(message, subscriptions);
    },
    async deliverBatch(messages) {
      const recipients = [...new Set(messages.map((message) => message.recipient.id))];
      const rows = await db
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, recipients));
      const byPerson = new Map<string, Subscription[]>();
      for (const row of rows) byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), row]);
      return settledWithConcurrency(messages, PUSHES_AT_ONCE, (message) =>
        pushTo(message, byPerson.get(message.recipient.id) ?? []),
      );
    },
  };
}

/** The approved template's body parameters for each kind WhatsApp carries. */
function whatsappParameters(message: DeliveryMessage): string[] {
  return [message.rendered.title, message.rendered.body, message.rendered.link];
}

export const WHATSAPP_KINDS: readonly NotificationKind[] = [
  'reminder_job_starts',
  'reminder_release_24h',
  'reminder_release_2h',
  'auto_released_jalu',
  'auto_released_yasa',
  'chat_message',
  'phone_code',
];

export function whatsappChannel(
  sender: WhatsAppSender | 'off',
  options: { templates: Record<string, string>; language: string; timeoutMs: number },
): ChannelSender {
  return {
    channel: 'whatsapp',
    mode: sender === 'off' ? 'live' : sender.mode,
    async deliver(message) {
      if (sender === 'off') return { status: 'skipped', reason: 'WhatsApp is not configured' };
      if (!WHATSAPP_KINDS.includes(message.kind as NotificationKind)) {
        return { status: 'skipped', reason: 'WhatsApp carries reminders and chat only' };
      }
      const to = message.recipient.phoneNumber && toE164(message.recipient.phoneNumber);
      if (!to) return { status: 'skipped', reason: 'no phone number' };
      const template = options.templates[message.kind] ?? `bantuin_${message.kind}`;
      let result;
      try {
        result = await withTimeout(options.timeoutMs, (signal) =>
          sender.send(
            { to, template, language: options.language, parameters: whatsappParameters(message) },
            signal,
          ),
        );
      } catch (error) {
        if (error instanceof DeliveryError) throw error;
        throw new DeliveryError((error as Error).message, true);
      }
      if (!result.ok) throw new DeliveryError(result.message, retryableStatus(result.status));
      return { status: 'sent' };
    },
  };
}
