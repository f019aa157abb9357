import type { QueryClient } from '@tanstack/react-query';

/** Every cached answer about money, under one prefix. */
export const walletKeys = {
  all: ['wallet'] as const,
  /** GET /profile/wallet: the balance. */
  balance: () => [...walletKeys.all, 'balance'] as const,
  /** GET /profile/wallet/transactions: 'Riwayat Saldo'. */
  transactions: () => [...walletKeys.all, 'transactions'] as const,
  /** GET /payment/topup/pending: top-ups waiting for payment (under the wallet: it refetches). */
  pendingTopups: () => [...walletKeys.all, 'pending-topups'] as const,
  /** GET /profile/withdrawals: 'Riwayat Penarikan' (under the wallet: money moved, it refetches). */
  withdrawals: () => [...walletKeys.all, 'withdrawals'] as const,
  /** GET /profile/payout-account: where withdrawals go. */
  payoutAccount: () => ['payout', 'account'] as const,
  /** GET /payout/channels: banks and e-wallets. */
  payoutChannels: () => ['payout', 'channels'] as const,
  /** GET /payout/config: the minimum and the fee of a withdrawal. */
  payoutConfig: () => ['payout', 'config'] as const,
  /** GET /payment/config: which payment popup to load. */
  paymentConfig: () => ['payment', 'config'] as const,
};

/**
 * Money moved (a job posted or cancelled, a payment released, a top-up): the balance and
 * 'Riwayat Saldo' and 'Riwayat Penarikan' refetch. Pages call it after other features' mutations; live updates too.
 */
export function invalidateWallet(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: walletKeys.all });
}
