import {
  maskAccountNumber,
  type PayoutAccount,
  type PayoutChannelCode,
  type Withdrawal,
  type WithdrawalCreated,
} from '@bantuin/contract';
import type { payoutAccounts, withdrawals } from '../../db/schema.js';

type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The answer to a new withdrawal. */
export const presentCreatedWithdrawal = (w: WithdrawalRow): WithdrawalCreated => ({
  _id: w.id,
  amount: w.amount,
  fee: w.fee,
  status: w.status,
  createdAt: w.createdAt.toISOString(),
});

/** A line of the owner's withdrawals: the account number masked. */
export const presentWithdrawal = (w: WithdrawalRow): Withdrawal => ({
  ...presentCreatedWithdrawal(w),
  failureReason: w.failureReason,
  channel: w.channel as PayoutChannelCode,
  accountNumber: maskAccountNumber(w.accountNumber),
  completedAt: w.completedAt?.toISOString() ?? null,
});

/** The owner's own payout account, in full (only they see it), with a hold still running. */
export const presentPayoutAccount = (
  account: typeof payoutAccounts.$inferSelect,
  now = new Date(),
): PayoutAccount => ({
  channel: account.channel as PayoutChannelCode,
  accountNumber: account.accountNumber,
  accountName: account.accountName,
  withdrawalsHeldUntil:
    account.withdrawalsHeldUntil && account.withdrawalsHeldUntil > now
      ? account.withdrawalsHeldUntil.toISOString()
      : null,
});
