import {
  errorResponseSchema,
  messageResponseSchema,
  notificationDeliveryListSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationSchema,
  pushPublicKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  unreadCountSchema,
} from '@bantuin/contract';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { sandboxMails, sandboxWhatsappMessages } from '../../db/schema.js';
import { currentUser } from '../../http/auth.js';
import { serializedOnce } from '../../http/serialized-once.js';
import type { NotificationsService } from './service.js';

const security = [{ bearerAuth: [] }];
const tags = ['notifications'];
const authErrors = { 401: errorResponseSchema };

export function notificationRoutes(
  service: NotificationsService,
  options: { vapidPublicKey: string },
): FastifyPluginAsyncZod {
  return async (app) => {
    const guarded = { preHandler: app.guards.requireSignedIn };
    // A page read as before is the same frozen answer: its bytes are made once.
    const sendList = serializedOnce();

    app.get(
      '/notifications',
      {
        ...guarded,
        schema: {
          tags,
          summary: 'My notifications, newest first (cursor: the last _id shown)',
          security,
          querystring: notificationListQuerySchema,
          response: { 200: notificationListSchema, 400: errorResponseSchema, ...authErrors },
        },
      },
      async (request, reply) =>
        sendList(reply, await service.list(currentUser(request).id, request.query)),
    );

    app.get(
      '/notifications/unread-count',
      {
        ...guarded,
        schema: {
          tags,
          summary: 'How many of my notifications are unread',
          security,
          response: { 200: unreadCountSchema, ...authErrors },
        },
      },
      async (request) => service.unreadCount(currentUser(request).id),
    );

    app.post(
      '/notifications/read-all',
      {
        ...guarded,
        schema: {
          tags,
          summary: "'Tandai semua dibaca'",
          security,
          response: { 200: messageResponseSchema, ...authErrors },
        },
      },
      async (request) => service.markAllRead(currentUser(request).id),
    );

    app.post(
      '/notifications/:id/read',
      {
        ...guarded,
        schema: {
          tags,
          summary: 'Mark one of my notifications read',
          security,
          params: notificationIdParamsSchema,
          response: {
            200: notificationSchema,
            400: errorResponseSchema,
            404: errorResponseSchema,
            ...authErrors,
          },
        },
      },
      async (request) => service.markRead(currentUser(request).id, request.params.id),
    );

    app.get(
      '/notifications/preferences',
      {
        ...guarded,
        schema: {
          tags,
          summary: "'Pengaturan Notifikasi'",
          security,
          response: { 200: notificationPreferencesSchema, ...authErrors },
        },
      },
      async (request) => service.preferences(currentUser(request).id),
    );

    app.put(
      '/notifications/preferences',
      {
        ...guarded,
        schema: {
          tags,
          summary: 'Save my notification settings (money and security email stay on)',
          security,
          body: notificationPreferencesSchema,
          response: { 200: notificationPreferencesSchema, 400: errorResponseSchema, ...authErrors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        return service.savePreferences(user.id, user.role, request.body);
      },
    );

    app.get(
      '/push/public-key',
      {
        schema: {
          tags,
          summary: 'The VAPID public key a browser subscribes with',
          response: { 200: pushPublicKeySchema },
        },
      },
      async () => ({ publicKey: options.vapidPublicKey }),
    );

    app.post(
      '/push/subscriptions',
      {
        ...guarded,
        schema: {
          tags,
          summary: "This browser's push subscription (known push services only)",
          security,
          body: pushSubscriptionSchema,
          response: { 201: z.null(), 400: errorResponseSchema, ...authErrors },
        },
      },
      async (request, reply) => {
        await service.subscribe(currentUser(request).id, request.body);
        return reply.code(201).send(null);
      },
    );

    app.delete(
      '/push/subscriptions',
      {
        ...guarded,
        schema: {
          tags,
          summary: "Forget this browser's push subscription",
          security,
          body: pushUnsubscribeSchema,
          response: { 204: z.null(), 400: errorResponseSchema, ...authErrors },
        },
      },
      async (request, reply) => {
        await service.unsubscribe(currentUser(request).id, request.body.endpoint);
        return reply.code(204).send(null);
      },
    );
  };
}

/** Operators: a person's deliveries, and retrying a failed one (under the admin guard). */
export function adminNotificationRoutes(service: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    for (const guard of app.guards.requireRole('admin')) app.addHook('onRequest', guard);
    const params = z.object({ id: z.uuid({ error: 'Pengguna tidak ditemukan' }) });
    app.get(
      '/admin/users/:id/notification-deliveries',
      {
        schema: {
          tags: ['admin'],
          summary: "A person's latest notification deliveries",
          security,
          params,
          response: {
            200: notificationDeliveryListSchema,
            400: errorResponseSchema,
            ...authErrors,
            403: errorResponseSchema,
          },
        },
      },
      async (request) => service.deliveriesOf(request.params.id),
    );
    app.post(
      '/admin/users/:id/notification-deliveries/:deliveryId/retry',
      {
        schema: {
          tags: ['admin'],
          summary: 'Send a failed delivery again',
          security,
          params: params.extend({ deliveryId: z.uuid({ error: 'Pengiriman tidak ditemukan' }) }),
          response: {
            200: messageResponseSchema,
            400: errorResponseSchema,
            404: errorResponseSchema,
            ...authErrors,
            403: errorResponseSchema,
          },
        },
      },
      async (request) => service.retryDelivery(request.params.id, request.params.deliveryId),
    );
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Development only (the mail sandbox): the kept mails, newest first, as a page. */
export function devMailboxRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/notifications/dev-mailbox', { schema: { hide: true } }, async (_request, reply) => {
      const mails = await db
        .select()
        .from(sandboxMails)
        .orderBy(desc(sandboxMails.createdAt))
        .limit(50);
      // The WhatsApp sandbox's messages too: a phone verification code shows here in development.
      const whatsapp = await db
        .select()
        .from(sandboxWhatsappMessages)
        .orderBy(desc(sandboxWhatsappMessages.createdAt))
        .limit(50);
      const messages = whatsapp
        .map(
          (message) =>
            `<article><h2>WhatsApp: ${escapeHtml(message.template)}</h2><p>Untuk: ${escapeHtml(message.to)} · ${message.createdAt.toISOString()}</p><pre>${escapeHtml(message.parameters.join('\n'))}</pre></article>`,
        )
        .join('<hr>');
      const items = mails
        .map(
          (mail) =>
            `<article><h2>${escapeHtml(mail.subject)}</h2><p>Untuk: ${escapeHtml(mail.to)} · ${mail.createdAt.toISOString()}</p><pre>${escapeHtml(mail.text)}</pre></article>`,
        )
        .join('<hr>');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Kotak surat pengembangan</title></head><body><h1>Kotak surat pengembangan</h1><p>Email tidak dikirim (SMTP_URL kosong); inilah yang akan dikirim.</p>${items || '<p>Belum ada email.</p>'}<h1>WhatsApp</h1>${messages || '<p>Belum ada pesan WhatsApp.</p>'}</body></html>`,
        );
    });
  };
}
