import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxPayments } from '../../db/schema.js';
import type { PaymentProvider } from './provider.js';

/**
 * The built-in provider for development and tests: play money. Its transactions live in the
 * database (so several processes agree), and its notifications are signed like Midtrans'.
 */
export function createSandboxProvider(db: Database, secret: string): PaymentProvider {
  const serverKey = createHash('sha256').update(`sandbox-server-key:${secret}`).digest('hex');
  return {
    name: 'sandbox',
    serverKey,

    async createTransaction({ orderId, amount }) {
      const token = randomBytes(24).toString('base64url');
      await db.insert(sandboxPayments).values({ token, orderId, amount });
      return { token };
    },

    async fetchStatus(orderId) {
      const [payment] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, orderId))
        .limit(1);
      if (!payment) return null;
      return {
        transactionStatus: payment.status,
        fraudStatus: payment.status === 'settlement' ? 'accept' : undefined,
        grossAmount: payment.amount,
      };
    },

    async cancel(orderId) {
      await db
        .update(sandboxPayments)
        .set({ status: 'cancel', updatedAt: new Date() })
        .where(and(eq(sandboxPayments.orderId, orderId), eq(sandboxPayments.status, 'pending')));
    },

    // Play money: the sandbox's payment takes it back at once (the ledger moved it already).
    async refund() {},

    clientConfig: () => ({
      provider: 'sandbox',
      snapJsUrl: '/payment/sandbox/snap.js',
      clientKey: 'sandbox',
    }),
  };
}
