import { errorResponseSchema, sandboxOutcomeBodySchema } from '@bantuin/contract';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { sandboxPayments } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import {
  formatGrossAmount,
  notificationSignature,
  type PaymentProvider,
} from '../../adapters/payment/provider.js';
import { SANDBOX_SNAP_JS } from '../../adapters/payment/sandbox-snap.js';

/** Midtrans' status codes for the outcomes the sandbox can produce. */
const statusCodes = { settlement: '200', pending: '201', deny: '202', expire: '407' } as const;

const tokenParams = z.object({ token: z.string().min(1).max(100) });

/** The sandbox popup's back end. Registered only when no Midtrans keys are configured. */
export function sandboxRoutes(db: Database, provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    const findPayment = async (token: string) => {
      const [payment] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.token, token))
        .limit(1);
      if (!payment) throw notFound('Transaksi tidak ditemukan');
      return payment;
    };

    app.get('/payment/sandbox/snap.js', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(SANDBOX_SNAP_JS),
    );

    app.get(
      '/payment/sandbox/:token',
      {
        schema: {
          tags: ['payment'],
          summary: 'Sandbox: a transaction as the popup shows it',
          params: tokenParams,
          response: {
            200: z.object({ orderId: z.string(), amount: z.number(), status: z.string() }),
            404: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const payment = await findPayment(request.params.token);
        return { orderId: payment.orderId, amount: payment.amount, status: payment.status };
      },
    );

    app.post(
      '/payment/sandbox/:token',
      {
        schema: {
          tags: ['payment'],
          summary: 'Sandbox: choose the outcome and deliver the signed notification',
          params: tokenParams,
          body: sandboxOutcomeBodySchema,
          response: {
            200: z.looseObject({}),
            400: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const { outcome } = request.body;
        const payment = await findPayment(request.params.token);
        // Conditional, so of two outcomes chosen at once only one lands (a replay of it is fine).
        const changed = await db
          .update(sandboxPayments)
          .set({ status: outcome, updatedAt: new Date() })
          .where(
            and(
              eq(sandboxPayments.token, payment.token),
              or(eq(sandboxPayments.status, 'pending'), eq(sandboxPayments.status, outcome)),
            ),
          )
          .returning({ token: sandboxPayments.token });
        if (changed.length === 0) throw conflict('Transaksi ini sudah selesai');

        const notification = {
          order_id: payment.orderId,
          status_code: statusCodes[outcome],
          gross_amount: formatGrossAmount(payment.amount),
          transaction_status: outcome,
          fraud_status: 'accept',
        };
        const signed = {
          ...notification,
          signature_key: notificationSignature(notification, provider.serverKey),
        };
        // The same webhook Midtrans would call, through the same route and signature check.
        const delivered = await app.inject({
          method: 'POST',
          url: '/payment/notification',
          payload: signed,
        });
        if (delivered.statusCode !== 200) {
          request.log.error({ body: delivered.body }, 'sandbox notification was refused');
        }
        return {
          ...notification,
          status_message: `Sandbox: ${outcome}`,
          transaction_id: payment.token,
          payment_type: 'sandbox',
          transaction_time: new Date().toISOString(),
        };
      },
    );
  };
}
