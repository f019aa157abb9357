import type { Refund } from '@bantuin/contract';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { retryingTransaction } from '../../db/retry.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { refundParts, refunds, topups } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { RefundRefusedError, type PaymentProvider } from '../../adapters/payment/provider.js';
import { requireActiveAccount } from '../accounts/standing.js';
import { aboveUnspent, SYSTEM_ACCOUNTS, transfer, walletOf } from '../ledger/ledger.js';

type RefundRow = typeof refunds.$inferSelect;
type PartRow = typeof refundParts.$inferSelect;

export interface RefundService {
  /**
   * Sends `amount` of the wallet's unspent top-up money back to the payments it came from, newest
   * top-up first; a repeated Idempotency-Key answers the first request.
   */
  create(userId: string, amount: number, idempotencyKey?: string): Promise<Refund>;
}

const REFUND_REASON = 'Pengembalian saldo Bantuin yang tidak terpakai';
const REFUSED_REASON =
  'Layanan pembayaran menolak pengembalian ke metode pembayaran ini. Saldo sudah dikembalikan.';

/** processing while any part waits, failed when every part was refused, else completed. */
function statusOf(parts: readonly PartRow[]): Refund['status'] {
  if (parts.some((part) => part.status === 'processing')) return 'processing';
  if (parts.every((part) => part.status === 'failed')) return 'failed';
  return 'completed';
}

const present = (refund: RefundRow, parts: readonly PartRow[]): Refund => ({
  _id: refund.id,
  amount: refund.amount,
  status: statusOf(parts),
  createdAt: refund.createdAt.toISOString(),
});

/** Where a top-up's money came from in the ledger, and so where its refund goes. */
const sourceAccountOf = (topup: { provider: 'sandbox' | 'midtrans' }) =>
  topup.provider === 'sandbox' ? SYSTEM_ACCOUNTS.playMoney : SYSTEM_ACCOUNTS.provider;

export function createRefundService(
  db: Database,
  provider: PaymentProvider,
  log: { error(obj: object, msg: string): void } = { error: () => {} },
): RefundService {
  async function partsOf(refundId: string) {
    return db.select().from(refundParts).where(eq(refundParts.refundId, refundId));
  }

  async function answerRepeat(existing: RefundRow, amount: number): Promise<Refund> {
    if (existing.amount !== amount) {
      throw conflict(
        'Idempotency-Key ini sudah dipakai untuk pengembalian dengan nominal lain',
        'IDEMPOTENCY_KEY_REUSED',
      );
    }
    return present(existing, await partsOf(existing.id));
  }

  async function byKey(userId: string, key: string) {
    const [row] = await db
      .select()
      .from(refunds)
      .where(and(eq(refunds.userId, userId), eq(refunds.idempotencyKey, key)))
      .limit(1);
    return row;
  }

  /** Holds the refund in the ledger: one transfer per top-up, newest first. */
  async function hold(tx: Transaction, userId: string, amount: number, idempotencyKey?: string) {
    // The person first (the lock order): a suspension that committed meanwhile stops it.
    await requireActiveAccount(tx, userId);
    // With a key, a concurrent twin waits here on the unique index and then inserts nothing.
    const [refund] = await tx
      .insert(refunds)
      .values({ userId, amount, idempotencyKey })
      .onConflictDoNothing()
      .returning();
    if (!refund) return undefined;
    // Then the top-ups (in one order for every refund, so two cannot deadlock), then the ledger.
    // Only this provider's top-ups: it is the one that can send their money back.
    const refundable = await tx
      .select()
      .from(topups)
      .where(
        and(
          eq(topups.userId, userId),
          eq(topups.status, 'paid'),
          eq(topups.provider, provider.name),
          lt(topups.refundedAmount, topups.amount),
        ),
      )
      .orderBy(desc(topups.paidAt), desc(topups.id))
      .for('update');
    const wallet = await walletOf(tx, userId);
    const unrefunded = refundable.reduce((sum, t) => sum + t.amount - t.refundedAmount, 0);
    const unspent = Math.min(wallet.balance - wallet.withdrawable, unrefunded);
    if (amount > unspent) throw aboveUnspent(unspent);

    const parts: PartRow[] = [];
    let left = amount;
    for (const topup of refundable) {
      if (left === 0) break;
      const partAmount = Math.min(left, topup.amount - topup.refundedAmount);
      left -= partAmount;
      const [part] = await tx
        .insert(refundParts)
        .values({ refundId: refund.id, topupId: topup.id, amount: partAmount })
        .returning();
      // The ledger refuses to take earned money here (and re-checks under the wallet's lock).
      await transfer(tx, {
        kind: 'topup_refund',
        fromAccountId: wallet.id,
        toAccountId: sourceAccountOf(topup),
        amount: partAmount,
        topupId: topup.id,
        refundPartId: part!.id,
      });
      await tx
        .update(topups)
        .set({ refundedAmount: sql`${topups.refundedAmount} + ${partAmount}` })
        .where(eq(topups.id, topup.id));
      parts.push(part!);
    }
    return { refund, parts };
  }

  /** Applies the provider's answer to one part exactly once (a refusal returns its money). */
  async function settle(partId: string, outcome: 'completed' | 'failed') {
    try {
      return await retryingTransaction(db, async (tx) => {
        const [part] = await tx
          .select()
          .from(refundParts)
          .where(eq(refundParts.id, partId))
          .for('update');
        if (!part || part.status !== 'processing') return part;
        if (outcome === 'failed') {
          const [topup] = await tx
            .select()
            .from(topups)
            .where(eq(topups.id, part.topupId))
            .for('update');
          const wallet = await walletOf(tx, topup!.userId);
          await transfer(tx, {
            kind: 'topup_refund_return',
            fromAccountId: sourceAccountOf(topup!),
            toAccountId: wallet.id,
            amount: part.amount,
            topupId: topup!.id,
            refundPartId: part.id,
          });
          await tx
            .update(topups)
            .set({ refundedAmount: sql`${topups.refundedAmount} - ${part.amount}` })
            .where(eq(topups.id, topup!.id));
        }
        const [settled] = await tx
          .update(refundParts)
          .set({
            status: outcome,
            failureReason: outcome === 'failed' ? REFUSED_REASON : null,
            settledAt: new Date(),
          })
          .where(eq(refundParts.id, part.id))
          .returning();
        return settled;
      });
    } catch (error) {
      // The unique index on refund transfers is the last line: someone else applied it.
      if (violatedUniqueConstraint(error) === undefined) throw error;
      return undefined;
    }
  }

  return {
    async create(userId, amount, idempotencyKey) {
      if (idempotencyKey) {
        const existing = await byKey(userId, idempotencyKey);
        if (existing) return answerRepeat(existing, amount);
      }
      const held = await retryingTransaction(db, (tx) => hold(tx, userId, amount, idempotencyKey));
      if (!held) {
        const existing = await byKey(userId, idempotencyKey!);
        if (!existing) throw conflict('Pengembalian yang sama sedang diproses, coba lagi');
        return answerRepeat(existing, amount);
      }

      const parts: PartRow[] = [];
      for (const part of held.parts) {
        let outcome: 'completed' | 'failed' | undefined;
        try {
          await provider.refund({
            orderId: part.topupId,
            refundKey: part.id,
            amount: part.amount,
            reason: REFUND_REASON,
          });
          outcome = 'completed';
        } catch (error) {
          if (error instanceof RefundRefusedError) outcome = 'failed';
          // No answer: the provider may have refunded. The money stays out of the wallet (never
          // refunded twice); a repeat with the same refund_key is harmless, so an operator
          // asks again.
          log.error(
            { err: error, refundPartId: part.id, topupId: part.topupId },
            outcome ? 'payment provider refused a refund' : 'refund left processing: no answer',
          );
        }
        parts.push((outcome && (await settle(part.id, outcome))) || part);
      }
      return present(held.refund, parts);
    },
  };
}
