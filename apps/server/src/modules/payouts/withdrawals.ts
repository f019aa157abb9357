import {
  formatScheduledAt,
  formatIDR,
  maskAccountNumber,
  payoutChannelOf,
  SOCKET_EVENTS,
  type PayoutAccount,
  type PayoutAccountBody,
  type PayoutChannelCode,
  type Withdrawal,
  type WithdrawalCreated,
  ACCOUNT_MESSAGES,
} from '@bantuin/contract';
import { and, asc, desc, eq, lt, or, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { retryingTransaction } from '../../db/retry.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { afterCursor } from '../../db/keyset.js';
import { ledgerAccounts, payoutAccounts, users, withdrawals } from '../../db/schema.js';
import { badRequest, conflict, forbidden, invalidSignature, notFound } from '../../lib/errors.js';
import { presentCreatedWithdrawal, presentPayoutAccount, presentWithdrawal } from './presenter.js';
import {
  isIrisSignatureValid,
  outcomeOfIrisStatus,
  PayoutRefusedError,
  type PayoutNotification,
  type PayoutOutcome,
  type PayoutProvider,
} from '../../adapters/payout/provider.js';
import { requireActiveAccount } from '../accounts/standing.js';
import { silentNotifier, type Notifier } from '../chat/notifier.js';
import { aboveEarned, SYSTEM_ACCOUNTS, transfer, walletOf } from '../ledger/ledger.js';
import { notifyNobody, type Notify } from '../notifications/outbox.js';

type WithdrawalRow = typeof withdrawals.$inferSelect;
type FinalOutcome = Exclude<PayoutOutcome, { status: 'processing' }>;

export interface WithdrawalRules {
  min: number;
  fee: number;
  staleAfterMs: number;
  /** After a change of payout account, withdrawals wait this long. */
  accountHoldMs: number;
}

export interface WithdrawalService {
  getAccount(userId: string): Promise<PayoutAccount>;
  /** `role` picks the notice's link (the Jalu's or the Yasa's 'Tarik Saldo'). */
  saveAccount(
    userId: string,
    role: 'jalu' | 'yasa',
    body: PayoutAccountBody,
  ): Promise<PayoutAccount>;
  /** Holds amount + fee and sends the payout; a repeated idempotency key answers the first. */
  create(
    userId: string,
    amount: number,
    idempotencyKey?: string,
    /** Runs in the transaction that holds the money (the console's retry writes its audit). */
    withinHold?: (tx: Transaction, withdrawal: WithdrawalRow) => Promise<void>,
  ): Promise<WithdrawalCreated>;
  list(userId: string, page: { limit: number; cursor?: string }): Promise<Withdrawal[]>;
  /** The provider's signed webhook; `rawBody` is what the signature covers. */
  handleNotification(
    rawBody: string,
    signature: string | undefined,
    notification: PayoutNotification,
  ): Promise<void>;
  /** Applies a final outcome exactly once; false when the withdrawal already had one. */
  settle(withdrawalId: string, outcome: FinalOutcome): Promise<boolean>;
  /** Asks the provider about payouts processing longer than the stale limit; answers how many settled. */
  sweepStale(limit?: number): Promise<number>;
  /** A withdrawal of this user, or 404 (also for another person's). */
  findOwn(userId: string, withdrawalId: string): Promise<WithdrawalRow>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const withdrawalNotFound = () => notFound('Penarikan tidak ditemukan');
const wrongPassword = () => badRequest('Kata sandi salah. Rekening tidak diubah', 'WRONG_PASSWORD');
const accountOnHold = (until: Date) =>
  conflict(
    `Rekening tujuan baru saja diubah. Demi keamanan, penarikan ke rekening ini bisa dilakukan ` +
      `mulai ${formatScheduledAt(until)}`,
    'PAYOUT_ACCOUNT_ON_HOLD',
  );
/**
 * Play money (sandbox top-ups, marked in the ledger by their own provider account) never leaves
 * through a real payout provider: a database that ever took it pays out in the sandbox only.
 */
const playMoneyRefused = () =>
  conflict(
    'Penarikan tidak tersedia: sistem ini pernah menerima saldo uji coba (sandbox)',
    'PLAY_MONEY',
  );

/** Whether play money ever entered this database (the sandbox's account has moved money). */
export async function holdsPlayMoney(db: Database | Transaction): Promise<boolean> {
  const [account] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, SYSTEM_ACCOUNTS.playMoney));
  return (account?.balance ?? 0) !== 0;
}

export function createWithdrawalService(
  db: Database,
  provider: PayoutProvider,
  rules: WithdrawalRules,
  passwords: { verify(userId: string, password: string): Promise<boolean> },
  notifier: Notifier = silentNotifier,
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void } = {
    error: () => {},
    warn: () => {},
  },
  notify: Notify = notifyNobody,
  /** REQUIRE_VERIFIED_PAYOUT: refuses (403 VERIFICATION_REQUIRED) an unverified Yasa. */
  assertMayWithdraw: (userId: string) => Promise<void> = async () => {},
): WithdrawalService {
  async function byKey(userId: string, key: string) {
    const [row] = await db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), eq(withdrawals.idempotencyKey, key)))
      .limit(1);
    return row;
  }

  function answerRepeat(existing: WithdrawalRow, amount: number): WithdrawalCreated {
    if (existing.amount !== amount) {
      throw conflict(
        'Idempotency-Key ini sudah dipakai untuk penarikan dengan nominal lain',
        'IDEMPOTENCY_KEY_REUSED',
      );
    }
    return presentCreatedWithdrawal(existing);
  }

  /** Completed: hold → provider (amount) and → revenue (fee). Failed: hold → wallet (all). */
  async function applyOutcome(tx: Transaction, w: WithdrawalRow, outcome: FinalOutcome) {
    if (outcome.status === 'completed') {
      await transfer(tx, {
        kind: 'withdrawal_payout',
        fromAccountId: SYSTEM_ACCOUNTS.payoutHold,
        toAccountId: SYSTEM_ACCOUNTS.payoutProvider,
        amount: w.amount,
        withdrawalId: w.id,
      });
      if (w.fee > 0) {
        await transfer(tx, {
          kind: 'withdrawal_fee_revenue',
          fromAccountId: SYSTEM_ACCOUNTS.payoutHold,
          toAccountId: SYSTEM_ACCOUNTS.revenue,
          amount: w.fee,
          withdrawalId: w.id,
        });
      }
    } else {
      const wallet = await walletOf(tx, w.userId);
      await transfer(tx, {
        kind: 'withdrawal_return',
        fromAccountId: SYSTEM_ACCOUNTS.payoutHold,
        toAccountId: wallet.id,
        amount: w.amount + w.fee,
        withdrawalId: w.id,
      });
    }
    await tx
      .update(withdrawals)
      .set({
        status: outcome.status,
        failureReason: outcome.status === 'failed' ? outcome.reason : null,
        completedAt: new Date(),
      })
      .where(eq(withdrawals.id, w.id));
  }

  async function settle(withdrawalId: string, outcome: FinalOutcome): Promise<boolean> {
    let applied: WithdrawalRow | undefined;
    try {
      applied = await retryingTransaction(db, async (tx) => {
        // The row lock orders a webhook and a sweep arriving together; the second sees the outcome.
        const [w] = await tx
          .select()
          .from(withdrawals)
          .where(eq(withdrawals.id, withdrawalId))
          .for('update');
        if (!w || w.status !== 'processing') return undefined;
        await applyOutcome(tx, w, outcome);
        await notify(tx, {
          kind: `withdrawal_${outcome.status}`,
          recipientId: w.userId,
          data: { amount: w.amount },
        });
        return w;
      });
    } catch (error) {
      // The unique index on withdrawal transfers is the last line: someone else applied it.
      if (violatedUniqueConstraint(error) === undefined) throw error;
    }
    if (!applied) return false;
    notifier.toUser(applied.userId, SOCKET_EVENTS.withdrawalUpdated, {
      withdrawalId: applied.id,
      status: outcome.status,
    });
    return true;
  }

  async function getAccount(userId: string) {
    const [account] = await db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, userId))
      .limit(1);
    return account;
  }

  return {
    settle,

    async getAccount(userId) {
      const account = await getAccount(userId);
      if (!account) throw notFound('Kamu belum menyimpan rekening tujuan penarikan');
      return presentPayoutAccount(account);
    },

    async saveAccount(userId, role, { channel, accountNumber, password }) {
      // Step-up: the password again, before the provider is asked anything.
      if (!(await passwords.verify(userId, password))) throw wrongPassword();
      const validated = await provider.validateAccount(channel, accountNumber);
      if (!validated) {
        throw badRequest(
          'Rekening tidak ditemukan. Periksa lagi bank dan nomor rekeningnya',
          'PAYOUT_ACCOUNT_INVALID',
        );
      }
      const values = { channel, accountNumber, accountName: validated.accountName };
      const now = new Date();
      const saved = await retryingTransaction(db, async (tx) => {
        const [before] = await tx
          .select()
          .from(payoutAccounts)
          .where(eq(payoutAccounts.userId, userId))
          .for('update');
        const changed =
          !!before && (before.channel !== channel || before.accountNumber !== accountNumber);
        // The first account pays out at once; a different one waits (a stolen password and
        // token must not redirect the money before the owner hears of it). Saving the same one
        // again keeps whatever hold it has.
        const withdrawalsHeldUntil =
          changed && rules.accountHoldMs > 0
            ? new Date(now.getTime() + rules.accountHoldMs)
            : (before?.withdrawalsHeldUntil ?? null);
        const [row] = await tx
          .insert(payoutAccounts)
          .values({ userId, ...values, withdrawalsHeldUntil })
          .onConflictDoUpdate({
            target: payoutAccounts.userId,
            set: { ...values, updatedAt: now, withdrawalsHeldUntil },
          })
          .returning();
        if (!before || changed) {
          // The owner hears of every new destination of their money, by email too (not optional).
          await notify(tx, {
            kind: 'payout_account_changed',
            recipientId: userId,
            data: {
              role,
              accountLabel: `${payoutChannelOf(channel)?.name ?? channel} ${maskAccountNumber(accountNumber)}`,
              releaseAt: changed ? withdrawalsHeldUntil?.toISOString() : undefined,
            },
          });
        }
        return { row: row!, changed };
      });
      if (saved.changed) {
        notifier.toUser(userId, SOCKET_EVENTS.payoutAccountChanged, {
          heldUntil: saved.row.withdrawalsHeldUntil?.toISOString() ?? null,
        });
      }
      return presentPayoutAccount(saved.row);
    },

    async create(userId, amount, idempotencyKey, withinHold) {
      await assertMayWithdraw(userId);
      if (amount < rules.min) {
        throw badRequest(
          `Nominal penarikan minimal ${formatIDR(rules.min)}`,
          'WITHDRAWAL_TOO_SMALL',
        );
      }
      if (idempotencyKey) {
        const existing = await byKey(userId, idempotencyKey);
        if (existing) return answerRepeat(existing, amount);
      }
      // Money leaves only for a person whose email is proven theirs (issue 27).
      const [owner] = await db
        .select({ emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, userId));
      if (!owner?.emailVerifiedAt) {
        throw forbidden(ACCOUNT_MESSAGES.emailNotVerified, 'EMAIL_NOT_VERIFIED');
      }
      const account = await getAccount(userId);
      if (!account) {
        throw badRequest(
          'Simpan rekening tujuan dulu sebelum menarik saldo',
          'PAYOUT_ACCOUNT_REQUIRED',
        );
      }
      if (account.withdrawalsHeldUntil && account.withdrawalsHeldUntil > new Date()) {
        throw accountOnHold(account.withdrawalsHeldUntil);
      }

      const withdrawal = await retryingTransaction(db, async (tx) => {
        // The account first (the lock order): a suspension that committed meanwhile stops it.
        await requireActiveAccount(tx, userId);
        if (provider.name !== 'sandbox' && (await holdsPlayMoney(tx))) throw playMoneyRefused();
        // With a key, a concurrent twin waits here on the unique index and then inserts nothing.
        const [row] = await tx
          .insert(withdrawals)
          .values({
            userId,
            amount,
            fee: rules.fee,
            channel: account.channel,
            accountNumber: account.accountNumber,
            accountName: account.accountName,
            provider: provider.name,
            idempotencyKey,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return undefined;
        const wallet = await walletOf(tx, userId);
        if (wallet.balance < amount + rules.fee) {
          throw badRequest(
            `Saldo kamu tidak cukup untuk menarik ${formatIDR(amount)} ditambah biaya ${formatIDR(rules.fee)}`,
            'INSUFFICIENT_BALANCE',
          );
        }
        // Only earned money leaves through a withdrawal, fee included (the ledger enforces it
        // under the wallet's lock; this names the whole sum in the answer).
        if (wallet.withdrawable < amount + rules.fee) throw aboveEarned(wallet.withdrawable);
        await transfer(tx, {
          kind: 'withdrawal',
          fromAccountId: wallet.id,
          toAccountId: SYSTEM_ACCOUNTS.payoutHold,
          amount,
          withdrawalId: row.id,
        });
        if (rules.fee > 0) {
          await transfer(tx, {
            kind: 'withdrawal_fee',
            fromAccountId: wallet.id,
            toAccountId: SYSTEM_ACCOUNTS.payoutHold,
            amount: rules.fee,
            withdrawalId: row.id,
          });
        }
        await withinHold?.(tx, row);
        return row;
      });
      if (!withdrawal) {
        const existing = await byKey(userId, idempotencyKey!);
        if (!existing) throw conflict('Penarikan yang sama sedang diproses, coba lagi');
        return answerRepeat(existing, amount);
      }

      try {
        const { reference } = await provider.createPayout({
          withdrawalId: withdrawal.id,
          amount,
          channel: account.channel as PayoutChannelCode,
          accountNumber: account.accountNumber,
          accountName: account.accountName,
        });
        await db
          .update(withdrawals)
          .set({ providerReference: reference })
          .where(eq(withdrawals.id, withdrawal.id));
      } catch (error) {
        if (error instanceof PayoutRefusedError) {
          await settle(withdrawal.id, {
            status: 'failed',
            reason: 'Layanan penarikan menolak permintaan. Saldo sudah dikembalikan.',
          });
          throw error;
        }
        // No answer: the provider may have taken it. The money stays held (never paid twice);
        // the sweep cannot ask without a reference, so an operator looks at it.
        log.error(
          { err: error, withdrawalId: withdrawal.id },
          'payout provider did not answer; withdrawal left processing without a reference',
        );
      }
      return presentCreatedWithdrawal(withdrawal);
    },

    async list(userId, page) {
      const w = withdrawals;
      const rows = await db
        .select()
        .from(w)
        .where(and(eq(w.userId, userId), afterCursor(w, w.createdAt, w.id, page.cursor)))
        .orderBy(desc(w.createdAt), desc(w.id))
        .limit(page.limit);
      return rows.map(presentWithdrawal);
    },

    async findOwn(userId, withdrawalId) {
      if (!UUID.test(withdrawalId)) throw withdrawalNotFound();
      const [row] = await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.userId, userId)))
        .limit(1);
      if (!row) throw withdrawalNotFound();
      return row;
    },

    async handleNotification(rawBody, signature, notification) {
      if (!isIrisSignatureValid(rawBody, signature, provider.merchantKey)) {
        throw invalidSignature();
      }
      const [w] = await db
        .select()
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.provider, provider.name),
            eq(withdrawals.providerReference, notification.reference_no),
          ),
        )
        .limit(1);
      if (!w) {
        // A payout someone made outside Bantuin (e.g. from the dashboard): nothing of ours.
        log.warn(
          { reference: notification.reference_no },
          'payout notification for an unknown payout',
        );
        return;
      }
      const outcome = outcomeOfIrisStatus(notification.status);
      if (outcome.status === 'processing') return;
      if (Number(notification.amount) !== w.amount) {
        throw badRequest('Nominal payout tidak cocok dengan penarikan', 'AMOUNT_MISMATCH');
      }
      await settle(w.id, outcome);
    },

    async sweepStale(limit = 50) {
      let settled = 0;
      for (let checked = 0; checked < limit; checked++) {
        const cutoff = new Date(Date.now() - rules.staleAfterMs);
        // Claim one stale payout (SKIP LOCKED: another process takes another one) and mark it
        // checked, so the next round and the other processes move on to the next one.
        const claimed = await retryingTransaction(db, async (tx) => {
          const [stale] = await tx
            .select()
            .from(withdrawals)
            .where(
              and(
                eq(withdrawals.status, 'processing'),
                lt(withdrawals.createdAt, cutoff),
                or(isNull(withdrawals.checkedAt), lt(withdrawals.checkedAt, cutoff)),
              ),
            )
            .orderBy(asc(withdrawals.createdAt))
            .limit(1)
            .for('update', { skipLocked: true });
          if (!stale) return undefined;
          await tx
            .update(withdrawals)
            .set({ checkedAt: sql`now()` })
            .where(eq(withdrawals.id, stale.id));
          return stale;
        });
        if (!claimed) break;
        if (!claimed.providerReference) {
          log.error({ withdrawalId: claimed.id }, 'stale withdrawal has no payout reference');
          continue;
        }
        try {
          const outcome = await provider.fetchStatus(claimed.providerReference);
          if (outcome.status === 'processing') {
            log.warn({ withdrawalId: claimed.id }, 'payout still processing at the provider');
          } else if (await settle(claimed.id, outcome)) {
            settled += 1;
          }
        } catch (error) {
          log.error({ err: error, withdrawalId: claimed.id }, 'payout status check failed');
        }
      }
      return settled;
    },
  };
}
