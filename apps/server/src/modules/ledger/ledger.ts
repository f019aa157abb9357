import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { ANNOUNCED_AFTER_COMMIT, type Announcer } from '../../lib/announcer.js';
import { ledgerAccounts, ledgerTransfers, SYSTEM_ACCOUNTS } from '../../db/schema.js';
import { violatedCheckConstraint } from '../../db/errors.js';
import { executePrepared } from '../../db/prepared.js';
import { badRequest } from '../../http/errors.js';

export type TransferKind = (typeof ledgerTransfers.$inferInsert)['kind'];

export interface TransferInput {
  kind: TransferKind;
  fromAccountId: string;
  toAccountId: string;
  amount: number;
  topupId?: string;
  jobId?: string;
  withdrawalId?: string;
}

export { SYSTEM_ACCOUNTS };

const insufficientBalance = () => badRequest('Saldo kamu tidak cukup', 'INSUFFICIENT_BALANCE');

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

  const [fromAfter] = await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} - ${input.amount}` })
    .where(eq(ledgerAccounts.id, from.id))
    .returning({ balance: ledgerAccounts.balance });
  const [toAfter] = await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${input.amount}` })
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
    })
    .returning();
  return row!;
}

/**
 * Creates what owns an escrow (a job) and holds `amount` from the user's wallet in that new
 * escrow, all in ONE statement run on its own (never inside a transaction), so the wallet row is
 * locked only while the database runs it and commits, never across a round trip to Node
 * (posting is serialised per wallet).
 *
 * The wallet is debited first (`UPDATE … RETURNING`, which locks the row); the CHECK on wallets
 * refuses a negative balance, which aborts the whole statement. `owner` adds CTEs after it: they
 * may read `wallet` and must define `owner(id)`; an owner inserted `… SELECT … FROM wallet` exists
 * only when the wallet was debited. The escrow is opened holding the amount (the same as opening
 * it empty and moving the money, which no one else can see before commit) and the journal row
 * records the move with both balances after it. `onlyIf` is one more condition the debit needs
 * (checked under the wallet's row lock); when it does not hold nothing is written and the answer
 * is null. Answers the owner's id.
 *
 * Its triggers stay quiet (their NOTIFY would serialise every such commit, see migration 0013):
 * `announcer` tells every process about the new owner and the wallet once it has committed. The
 * statement is prepared as `statement` (see executePrepared): the caller names each shape.
 */
export async function holdIntoNewEscrow(
  db: Database,
  input: {
    statement: string;
    userId: string;
    amount: number;
    kind: TransferKind;
    owner: SQL;
    onlyIf?: SQL;
    announcer: Announcer;
  },
): Promise<string | null> {
  const { userId, amount, kind, owner, onlyIf } = input;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error(`transfer amount must be a positive whole number, got ${amount}`);
  }
  let result: { rows: { owner_id: string }[] };
  try {
    result = await executePrepared<{ owner_id: string }>(
      db,
      input.statement,
      sql`
      WITH wallet AS (
        UPDATE ${ledgerAccounts} SET balance = balance - ${amount}::bigint
        WHERE kind = 'wallet' AND user_id = ${userId}::uuid ${onlyIf ? sql`AND ${onlyIf}` : sql``}
        RETURNING id, balance
      ), ${owner}, escrow AS (
        INSERT INTO ${ledgerAccounts} (kind, job_id, balance)
        SELECT 'escrow'::account_kind, owner.id, ${amount}::bigint FROM owner
        RETURNING id, job_id, balance
      ), quiet AS (SELECT ${ANNOUNCED_AFTER_COMMIT})
      INSERT INTO ${ledgerTransfers}
        (kind, from_account_id, to_account_id, amount, from_balance_after, to_balance_after, job_id)
      SELECT ${kind}::transfer_kind, wallet.id, escrow.id, ${amount}::bigint, wallet.balance,
        escrow.balance, escrow.job_id
      FROM wallet, escrow, quiet
      RETURNING job_id AS owner_id`,
    );
  } catch (error) {
    if (violatedCheckConstraint(error) === 'ledger_accounts_wallet_not_negative') {
      throw insufficientBalance();
    }
    throw error;
  }
  const ownerId = result.rows[0]?.owner_id ?? null;
  if (ownerId) input.announcer.afterCommit({ walletOwners: [userId] });
  return ownerId;
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
