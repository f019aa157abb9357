import {
  formatIDR,
  PENDING_TOPUP_SHOWN_HOURS,
  type PendingTopup,
  type TopupResponse,
  type Wallet,
} from '@bantuin/contract';
import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { retryingTransaction } from '../../db/retry.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { topups, users } from '../../db/schema.js';
import {
  badRequest,
  conflict,
  invalidFields,
  invalidSignature,
  notFound,
} from '../../lib/errors.js';
import {
  isSignatureValid,
  statusCodeAgrees,
  outcomeOf,
  parseGrossAmount,
  type Notification,
  type PaymentProvider,
} from '../../adapters/payment/provider.js';
import { SYSTEM_ACCOUNTS, transfer, walletOf } from '../ledger/ledger.js';
import { notifyNobody, type Notify } from '../notifications/outbox.js';
import { businessMetrics } from '../metrics/metrics.js';
import { presentWallet } from '../wallet/presenter.js';

export interface TopupService {
  create(userId: string, amount: number): Promise<TopupResponse>;
  /** The person's top-ups still waiting for payment, newest first (shown for a day). */
  listPending(userId: string): Promise<PendingTopup[]>;
  /**
   * 'Batalkan': asks the provider to cancel, then marks the top-up failed unless the provider
   * says it was paid meanwhile (then it is credited and the answer is 409).
   */
  cancel(userId: string, topupId: string): Promise<void>;
  /** The owner says the popup reported success: ask the provider, credit once if paid. */
  confirm(userId: string, topupId: string): Promise<Wallet>;
  /** The provider's signed webhook. */
  handleNotification(notification: Notification): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The provider status a top-up the person cancelled is marked failed with. Unlike any other
 * failure it is still credited if the provider later says it was paid (a Snap page left open
 * can still take the money): the money came in, so the wallet gets it, once.
 */
const CANCELLED_BY_PERSON = 'cancelled_by_person';
const creditable = (topup: { status: string; providerStatus: string | null }) =>
  topup.status === 'pending' ||
  (topup.status === 'failed' && topup.providerStatus === CANCELLED_BY_PERSON);

const topupFailed = () =>
  badRequest('Pembayaran top up ini gagal, dibatalkan atau kedaluwarsa', 'TOPUP_FAILED');

export function createTopupService(
  db: Database,
  provider: PaymentProvider,
  limits: { min: number; max: number },
  notify: Notify = notifyNobody,
): TopupService {
  async function balanceOf(userId: string): Promise<Wallet> {
    return presentWallet(await walletOf(db, userId));
  }

  /** Credits the wallet exactly once: the topup row lock orders racing callers. */
  async function settle(topupId: string, reportedAmount: number | undefined): Promise<void> {
    try {
      await retryingTransaction(db, async (tx) => {
        const [topup] = await tx.select().from(topups).where(eq(topups.id, topupId)).for('update');
        // Only a pending top-up changes state: paid stays paid, failed is never credited (but
        // for one the person cancelled that the provider took the money for anyway).
        if (!topup || !creditable(topup)) return;
        if (reportedAmount !== undefined && reportedAmount !== topup.amount) {
          throw badRequest('Nominal pembayaran tidak cocok dengan top up', 'AMOUNT_MISMATCH');
        }
        const wallet = await walletOf(tx, topup.userId);
        await transfer(tx, {
          kind: 'topup',
          // Play money is marked where it enters: a real payout never takes it out (withdrawals).
          fromAccountId:
            topup.provider === 'sandbox' ? SYSTEM_ACCOUNTS.playMoney : SYSTEM_ACCOUNTS.provider,
          toAccountId: wallet.id,
          amount: topup.amount,
          topupId: topup.id,
        });
        await tx
          .update(topups)
          .set({ status: 'paid', providerStatus: 'settlement', paidAt: new Date() })
          .where(eq(topups.id, topup.id));
        await notify(tx, {
          kind: 'topup_paid',
          recipientId: topup.userId,
          data: { amount: topup.amount },
        });
      });
      businessMetrics.topups.inc({ outcome: 'paid' });
    } catch (error) {
      // The unique index on top-up transfers is the last line: someone else credited it.
      if (violatedUniqueConstraint(error) === undefined) throw error;
    }
  }

  /** Under the same row lock as `settle`, so a failure and a credit never both land. */
  async function markFailed(topupId: string, providerStatus: string) {
    const failed = await retryingTransaction(db, async (tx) => {
      await tx.select({ id: topups.id }).from(topups).where(eq(topups.id, topupId)).for('update');
      return tx
        .update(topups)
        .set({ status: 'failed', providerStatus })
        .where(and(eq(topups.id, topupId), eq(topups.status, 'pending')))
        .returning({ id: topups.id });
    });
    if (failed.length) businessMetrics.topups.inc({ outcome: 'failed' });
  }

  return {
    async create(userId, amount) {
      const amountProblem =
        amount < limits.min
          ? `Nominal top up minimal ${formatIDR(limits.min)}`
          : amount > limits.max
            ? `Nominal top up maksimal ${formatIDR(limits.max)}`
            : null;
      if (amountProblem) throw invalidFields(amountProblem, { amount: amountProblem });
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw notFound('Akun tidak ditemukan');

      const [topup] = await db
        .insert(topups)
        .values({ userId, amount, provider: provider.name })
        .returning();
      try {
        const { token } = await provider.createTransaction({
          orderId: topup!.id,
          amount,
          customer: { email: user.email, phone: user.phoneNumber ?? '' },
        });
        await db.update(topups).set({ transToken: token }).where(eq(topups.id, topup!.id));
        businessMetrics.topups.inc({ outcome: 'opened' });
        return { trans_token: token, topupId: topup!.id };
      } catch (error) {
        await markFailed(topup!.id, 'not_created');
        throw error;
      }
    },

    async listPending(userId) {
      const since = new Date(Date.now() - PENDING_TOPUP_SHOWN_HOURS * 3_600_000);
      const rows = await db
        .select()
        .from(topups)
        .where(
          and(
            eq(topups.userId, userId),
            eq(topups.status, 'pending'),
            isNotNull(topups.transToken),
            gt(topups.createdAt, since),
          ),
        )
        .orderBy(desc(topups.createdAt))
        .limit(5);
      return rows.map((row) => ({
        topupId: row.id,
        amount: row.amount,
        trans_token: row.transToken!,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async cancel(userId, topupId) {
      const [topup] = await db
        .select()
        .from(topups)
        .where(and(eq(topups.id, topupId), eq(topups.userId, userId)))
        .limit(1);
      if (!topup) throw notFound('Top up tidak ditemukan');
      if (topup.status === 'failed') return;
      const alreadyPaid = () =>
        conflict('Top up ini sudah dibayar, saldomu sudah bertambah', 'TOPUP_PAID');
      if (topup.status === 'paid') throw alreadyPaid();

      await provider.cancel(topup.id);
      const status = await provider.fetchStatus(topup.id);
      if (status && outcomeOf(status) === 'paid') {
        await settle(topup.id, status.grossAmount);
        throw alreadyPaid();
      }
      await retryingTransaction(db, (tx) =>
        tx
          .update(topups)
          .set({ status: 'failed', providerStatus: CANCELLED_BY_PERSON })
          .where(and(eq(topups.id, topup.id), eq(topups.status, 'pending'))),
      );
    },

    async confirm(userId, topupId) {
      const [topup] = await db
        .select()
        .from(topups)
        .where(and(eq(topups.id, topupId), eq(topups.userId, userId)))
        .limit(1);
      if (!topup) throw notFound('Top up tidak ditemukan');
      if (topup.status === 'paid') return balanceOf(userId);
      if (topup.status === 'failed' && !creditable(topup)) throw topupFailed();

      const status = await provider.fetchStatus(topup.id);
      const outcome = status ? outcomeOf(status) : 'pending';
      if (outcome === 'pending') {
        throw conflict('Pembayaran kamu belum selesai', 'TOPUP_PENDING');
      }
      if (outcome === 'failed') {
        await markFailed(topup.id, status!.transactionStatus);
        throw topupFailed();
      }
      await settle(topup.id, status!.grossAmount);
      return balanceOf(userId);
    },

    async handleNotification(notification) {
      if (!isSignatureValid(notification, provider.serverKey)) {
        throw invalidSignature();
      }
      if (!UUID.test(notification.order_id)) throw notFound('Top up tidak ditemukan');
      const [topup] = await db
        .select()
        .from(topups)
        .where(eq(topups.id, notification.order_id))
        .limit(1);
      if (!topup) throw notFound('Top up tidak ditemukan');

      // The signature covers status_code, not transaction_status: the two must agree.
      if (!statusCodeAgrees(notification.status_code, notification.transaction_status)) {
        throw badRequest('Status notifikasi tidak konsisten', 'VALIDATION_ERROR');
      }
      const notifiedAmount = parseGrossAmount(notification.gross_amount);
      if (notifiedAmount !== topup.amount) {
        throw badRequest('Nominal pembayaran tidak cocok dengan top up', 'AMOUNT_MISMATCH');
      }
      // A notification is only a hint: the provider's status API is the word (Midtrans' advice).
      const status = await provider.fetchStatus(topup.id);
      const outcome = status ? outcomeOf(status) : 'pending';
      if (outcome === 'paid') await settle(topup.id, status!.grossAmount);
      if (outcome === 'failed') await markFailed(topup.id, status!.transactionStatus);
    },
  };
}
