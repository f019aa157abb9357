import type { QueryClient } from '@tanstack/react-query';

/** Every cached answer about money, under one prefix. */
export const walletKeys = {
  all: ['wallet'] as const,
  /** GET /profile/wallet: the balance. */
  balance: () => [...walletKeys.all, 'balance'] as const,
  /** GET /profile/wallet/transactions: 'Riwayat Saldo'. */
  transactions: () => [...walletKeys.all, 'transactions'] as const,
  /** GET /payment/config: which payment popup to load. */
  paymentConfig: () => ['payment', 'config'] as const,
};

/**
 * Money moved (a job posted or cancelled, a payment released, a top-up): the balance and
 * 'Riwayat Saldo' refetch. Pages call it after other features' mutations; live updates too.
 */
export function invalidateWallet(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: walletKeys.all });
}
