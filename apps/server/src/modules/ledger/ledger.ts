import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { ANNOUNCED_AFTER_COMMIT, type Announcer } from '../../lib/announcer.js';
import { ledgerAccounts, ledgerTransfers, SYSTEM_ACCOUNTS, users } from '../../db/schema.js';
import { executePreparedOnce } from '../../db/prepared.js';
import { formatIDR } from '@bantuin/contract';
import { badRequest } from '../../lib/errors.js';

export type TransferKind = (typeof ledgerTransfers.$inferInsert)['kind'];

export interface TransferInput {
  kind: TransferKind;
  fromAccountId: string;
  toAccountId: string;
  amount: number;
  topupId?: string;
  jobId?: string;
  withdrawalId?: string;
  refundPartId?: string;
}

export { SYSTEM_ACCOUNTS };

const insufficientBalance = () => badRequest('Saldo kamu tidak cukup', 'INSUFFICIENT_BALANCE');

/**
 * Earned money (a wallet's `withdrawable`): what job payouts brought in — fees, late-cancel
 * compensation, complaint shares, tips — and a failed withdrawal brings back. Only it leaves through a
 * withdrawal; top-up money leaves only as a refund to its payment (decision 2026-11-27-cash-out).
 */
const EARNING_KINDS: ReadonlySet<TransferKind> = new Set([
  'job_payout',
  'withdrawal_return',
  // A tip is the Yasa's to withdraw like the fee it thanks them for.
  'tip',
  // The Yasa paid the shop out of pocket: the reimbursement is theirs to withdraw.
  'shopping_payout',
]);
const WITHDRAWING_KINDS: ReadonlySet<TransferKind> = new Set(['withdrawal', 'withdrawal_fee']);
const REFUNDING_KINDS: ReadonlySet<TransferKind> = new Set(['topup_refund']);

export const aboveEarned = (withdrawable: number) =>
  badRequest(
    `Saldo yang bisa kamu tarik ke rekening ${formatIDR(withdrawable)}: hanya pendapatan dari ` +
      'pekerjaan yang bisa ditarik. Sisa saldo dari top up bisa kamu kembalikan ke pembayaran asalnya',
    'WITHDRAWAL_ABOVE_EARNED',
  );
export const aboveUnspent = (unspent: number) =>
  badRequest(
    `Saldo top up yang bisa dikembalikan ${formatIDR(unspent)}. Pendapatan dari pekerjaan ` +
      'ditarik lewat Tarik Saldo, bukan dikembalikan',
    'REFUND_ABOVE_UNSPENT',
  );

/** A wallet's earned part after `amount` of `kind` leaves it (refusing what it may not take). */
function withdrawableAfterDebit(
  wallet: { balance: number; withdrawable: number },
  kind: TransferKind,
  amount: number,
) {
  if (WITHDRAWING_KINDS.has(kind)) {
    if (wallet.withdrawable < amount) throw aboveEarned(wallet.withdrawable);
    return wallet.withdrawable - amount;
  }
  if (REFUNDING_KINDS.has(kind)) {
    const unspent = wallet.balance - wallet.withdrawable;
    if (unspent < amount) throw aboveUnspent(unspent);
    return wallet.withdrawable;
  }
  // Spending (a job's hold) takes top-up money first, earned money only when that is gone.
  return Math.min(wallet.withdrawable, wallet.balance - amount);
}

/**
 * Moves money between two accounts: locks both rows (in id order, so two transfers over the same
 * pair cannot deadlock), refuses to take a wallet below zero, updates both balances and appends
 * the journal row. Must run inside the caller's transaction, which owns the whole state change.
 */
export async function transfer(tx: Transaction, input: TransferInput) {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new Error(`transfer amount must be a positive whole number, got ${input.amount}`);
  }
  const ids = [input.fromAccountId, input.toAccountId].sort();
  const locked = await tx
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(ledgerAccounts.id)
    .for('update');
  const from = locked.find((a) => a.id === input.fromAccountId);
  const to = locked.find((a) => a.id === input.toAccountId);
  if (!from || !to) throw new Error('transfer between unknown accounts');
  if (from.kind === 'wallet' && from.balance < input.amount) {
    throw insufficientBalance();
  }
  // The rows are locked: the earned parts computed here are the ones written.
  const fromWithdrawable =
    from.kind === 'wallet' ? withdrawableAfterDebit(from, input.kind, input.amount) : 0;
  const toWithdrawable =
    to.kind === 'wallet' && EARNING_KINDS.has(input.kind)
      ? to.withdrawable + input.amount
      : to.withdrawable;

  const [fromAfter] = await tx
    .update(ledgerAccounts)
    .set({
      balance: sql`${ledgerAccounts.balance} - ${input.amount}`,
      withdrawable: fromWithdrawable,
    })
    .where(eq(ledgerAccounts.id, from.id))
    .returning({ balance: ledgerAccounts.balance });
  const [toAfter] = await tx
    .update(ledgerAccounts)
    .set({
      balance: sql`${ledgerAccounts.balance} + ${input.amount}`,
      withdrawable: toWithdrawable,
    })
    .where(eq(ledgerAccounts.id, to.id))
    .returning({ balance: ledgerAccounts.balance });

  const [row] = await tx
    .insert(ledgerTransfers)
    .values({
      kind: input.kind,
      fromAccountId: from.id,
      toAccountId: to.id,
      amount: input.amount,
      fromBalanceAfter: fromAfter!.balance,
      toBalanceAfter: toAfter!.balance,
      topupId: input.topupId,
      jobId: input.jobId,
      withdrawalId: input.withdrawalId,
      refundPartId: input.refundPartId,
    })
    .returning();
  return row!;
}

/** One hold of `holdIntoNewEscrows`: `amount` from `userId`'s wallet into a new escrow. */
export interface NewEscrowHold {
  userId: string;
  amount: number;
}

/**
 * Creates what owns an escrow (a job) for each of several users and holds each one's `amount`
 * from their wallet in that owner's new escrow, all in ONE statement run on its own (never inside
 * a transaction), so the wallets are locked only while the database runs it and commits, never
 * across a round trip to Node; one statement and one commit serve the whole group (see
 * lib/group-commit.ts). The users must be distinct.
 *
 * The holders' user rows are locked first (FOR SHARE, in id order; the ARRAY() is evaluated
 * whole before any wallet is touched), following the server's lock order (user, then money,
 * docs/ARCHITECTURE.md): a suspension holding one waits, or its commit is seen and that hold
 * is skipped (a suspended account posts nothing). Then the wallets are locked in id order (so
 * two such statements cannot deadlock) and each is
 * debited only if it covers its amount and `onlyIf` holds (it may read `hold.user_id`); a
 * hold whose wallet was not debited writes nothing, and the CHECK on wallets still refuses a
 * negative balance. `owners` adds CTEs after `wallet(id, user_id, balance, amount)`: they must
 * define `owner(id, user_id)`, one row per debited wallet (insert `… FROM wallet`), and may use
 * the placeholders in `values`. Each escrow is opened holding its amount (the same as opening it
 * empty and moving the money, which no one else can see before commit) and the journal row
 * records the move with both balances after it. Answers each written user's owner id.
 *
 * Its triggers stay quiet (their NOTIFY would serialise every such commit, see migration 0013):
 * `announcer` tells every process about the new owners and the wallets once it has committed.
 * The statement is prepared once as `statement` (see executePreparedOnce).
 */
export async function holdIntoNewEscrows(
  db: Database,
  input: {
    statement: string;
    holds: readonly NewEscrowHold[];
    kind: TransferKind;
    owners: SQL;
    onlyIf?: SQL;
    values: Record<string, unknown>;
    announcer: Announcer;
  },
): Promise<Map<string, string>> {
  const { holds, kind, owners, onlyIf } = input;
  for (const { amount } of holds) {
    if (!Number.isSafeInteger(amount) || amount <= 0) {
      throw new Error(`transfer amount must be a positive whole number, got ${amount}`);
    }
  }
  const userIds = holds.map((hold) => hold.userId);
  if (new Set(userIds).size !== userIds.length) throw new Error('one hold per user and statement');
  const result = await executePreparedOnce<{ user_id: string; owner_id: string }>(
    db,
    input.statement,
    () => sql`
      WITH hold AS (
        SELECT * FROM unnest(${sql.placeholder('holdUsers')}::uuid[],
          ${sql.placeholder('holdAmounts')}::bigint[]) AS hold(user_id, amount)
      ), holder AS MATERIALIZED (
        SELECT id FROM ${users}
        WHERE id IN (SELECT user_id FROM hold) AND suspended_at IS NULL AND deleted_at IS NULL
        ORDER BY id FOR SHARE
      ), locked AS (
        SELECT id FROM ${ledgerAccounts}
        WHERE kind = 'wallet' AND user_id = ANY (ARRAY(SELECT id FROM holder))
        ORDER BY id FOR UPDATE
      ), wallet AS (
        UPDATE ${ledgerAccounts} AS account SET balance = account.balance - hold.amount,
          -- A hold spends top-up money first (transfer's rule for spending).
          withdrawable = least(account.withdrawable, account.balance - hold.amount)
        FROM hold
        WHERE account.id IN (SELECT id FROM locked) AND account.user_id = hold.user_id
          AND account.balance >= hold.amount ${onlyIf ? sql`AND ${onlyIf}` : sql``}
        RETURNING account.id, account.user_id, account.balance, hold.amount
      ), ${owners}, escrow AS (
        INSERT INTO ${ledgerAccounts} (kind, job_id, balance)
        SELECT 'escrow'::account_kind, owner.id, wallet.amount FROM owner JOIN wallet USING (user_id)
        RETURNING id, job_id, balance
      ), quiet AS (SELECT ${ANNOUNCED_AFTER_COMMIT}), moved AS (
        INSERT INTO ${ledgerTransfers}
          (kind, from_account_id, to_account_id, amount, from_balance_after, to_balance_after, job_id)
        SELECT ${kind}::transfer_kind, wallet.id, escrow.id, escrow.balance, wallet.balance,
          escrow.balance, escrow.job_id
        FROM escrow JOIN owner ON owner.id = escrow.job_id JOIN wallet USING (user_id), quiet
        RETURNING job_id
      )
      SELECT owner.user_id, owner.id AS owner_id FROM owner JOIN moved ON moved.job_id = owner.id`,
    { ...input.values, holdUsers: userIds, holdAmounts: holds.map((hold) => hold.amount) },
  );
  const owned = new Map(result.rows.map((row) => [row.user_id, row.owner_id]));
  if (owned.size > 0) input.announcer.afterCommit({ walletOwners: [...owned.keys()] });
  return owned;
}

/** Refuses (400 INSUFFICIENT_BALANCE) when the user's wallet holds less than `amount`. */
export async function requireWalletCovers(db: Executor, userId: string, amount: number) {
  const wallet = await walletOf(db, userId);
  if (wallet.balance < amount) throw insufficientBalance();
}

export async function walletOf(db: Executor, userId: string) {
  const [wallet] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, userId)))
    .limit(1);
  if (!wallet) throw new Error(`user ${userId} has no wallet`);
  return wallet;
}

export async function escrowOfJob(db: Executor, jobId: string) {
  const [escrow] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'escrow'), eq(ledgerAccounts.jobId, jobId)))
    .limit(1);
  if (!escrow) throw new Error(`job ${jobId} has no escrow account`);
  return escrow;
}
