import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { ledgerAccounts, ledgerTransfers, SYSTEM_ACCOUNTS } from '../../db/schema.js';
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
    throw badRequest('Saldo kamu tidak cukup', 'INSUFFICIENT_BALANCE');
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
