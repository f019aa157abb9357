import type { Wallet, WalletTransaction } from '@bantuin/contract';
import type { ledgerTransfers } from '../../db/schema.js';

/** One ledger transfer as a line of this wallet's history: money in is positive. */
export function presentTransaction(
  transfer: typeof ledgerTransfers.$inferSelect,
  walletId: string,
  jobTitle: string | null,
): WalletTransaction {
  const incoming = transfer.toAccountId === walletId;
  return {
    _id: transfer.id,
    // Only these kinds touch a wallet; the others move money between system accounts.
    kind: transfer.kind as WalletTransaction['kind'],
    amount: incoming ? transfer.amount : -transfer.amount,
    balanceAfter: incoming ? transfer.toBalanceAfter : transfer.fromBalanceAfter,
    createdAt: transfer.createdAt.toISOString(),
    jobTitle,
  };
}

/** A wallet as its owner sees it: the balance and the part of it that may be withdrawn (earned). */
export const presentWallet = (wallet: { balance: number; withdrawable: number }): Wallet => ({
  amount: wallet.balance,
  withdrawable: wallet.withdrawable,
});
