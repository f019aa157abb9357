import {
  errorResponseSchema,
  idempotencyKeySchema,
  IDEMPOTENCY_KEY_HEADER,
  messageResponseSchema,
  paymentConfigSchema,
  pendingTopupSchema,
  TOPUP_CANCELLED_MESSAGE,
  refundBodySchema,
  refundSchema,
  topupBodySchema,
  topupResponseSchema,
} from '@bantuin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationSchema, type PaymentProvider } from '../../adapters/payment/provider.js';
import { currentUser } from '../../http/auth.js';
import type { RefundService } from './refunds.js';
import type { TopupService } from './topups.js';

export function paymentRoutes(
  topupService: TopupService,
  provider: PaymentProvider,
  rateLimitMax: number,
  refundService: RefundService,
): FastifyPluginAsyncZod {
  return async (app) => {
    const topupRateLimit = app.rateLimit({ max: rateLimitMax, timeWindow: '1 minute' });

    app.post(
      '/payment/topup',
      {
        onRequest: topupRateLimit,
        preHandler: app.guards.requireRole('jalu'),
        schema: {
          tags: ['payment'],
          summary: 'Open a top-up; answers the token for the payment popup',
          security: [{ bearerAuth: [] }],
          body: topupBodySchema,
          response: {
            201: topupResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
            429: errorResponseSchema,
            502: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const created = await topupService.create(currentUser(request).id, request.body.amount);
        return reply.status(201).send(created);
      },
    );

    app.get(
      '/payment/topup/pending',
      {
        preHandler: app.guards.requireRole('jalu'),
        schema: {
          tags: ['payment'],
          summary: 'My top-ups still waiting for payment (newest first, the last 24 hours)',
          security: [{ bearerAuth: [] }],
          response: {
            200: pendingTopupSchema.array(),
            401: errorResponseSchema,
            403: errorResponseSchema,
          },
        },
      },
      async (request) => topupService.listPending(currentUser(request).id),
    );

    app.post(
      '/payment/topup/:id/cancel',
      {
        onRequest: topupRateLimit,
        preHandler: app.guards.requireRole('jalu'),
        schema: {
          tags: ['payment'],
          summary: 'Cancel my unpaid top-up (Batalkan); 409 TOPUP_PAID if it was paid meanwhile',
          security: [{ bearerAuth: [] }],
          params: z.object({ id: z.uuid({ error: 'Id top up tidak valid' }) }),
          response: {
            200: messageResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            429: errorResponseSchema,
            502: errorResponseSchema,
          },
        },
      },
      async (request) => {
        await topupService.cancel(currentUser(request).id, request.params.id);
        return { message: TOPUP_CANCELLED_MESSAGE };
      },
    );

    app.post(
      '/payment/refunds',
      {
        onRequest: topupRateLimit,
        preHandler: app.guards.requireRole('jalu'),
        schema: {
          tags: ['payment'],
          summary: 'Send unspent top-up money back to the payments it came from (Kembalikan saldo)',
          security: [{ bearerAuth: [] }],
          headers: z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() }),
          body: refundBodySchema,
          response: {
            201: refundSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
            409: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const key = request.headers[IDEMPOTENCY_KEY_HEADER];
        const refund = await refundService.create(
          currentUser(request).id,
          request.body.amount,
          typeof key === 'string' ? key : undefined,
        );
        return reply.status(201).send(refund);
      },
    );

    app.post(
      '/payment/notification',
      {
        schema: {
          tags: ['payment'],
          summary: "The payment provider's signed webhook",
          body: notificationSchema,
          response: {
            200: z.object({ message: z.string() }),
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request) => {
        await topupService.handleNotification(request.body);
        return { message: 'OK' };
      },
    );

    app.get(
      '/payment/config',
      {
        schema: {
          tags: ['payment'],
          summary: 'Which payment popup the web app loads',
          response: { 200: paymentConfigSchema },
        },
      },
      async () => provider.clientConfig(),
    );
  };
}
