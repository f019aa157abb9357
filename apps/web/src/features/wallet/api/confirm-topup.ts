import { walletSchema, type Wallet } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateWallet, walletKeys } from './keys';

/**
 * After the popup reports success: the server checks with the provider, credits the wallet once
 * and answers the new balance (409 TOPUP_PENDING while unpaid, 400 TOPUP_FAILED).
 */
export function confirmTopup(topupId: string): Promise<Wallet> {
  return apiRequest('/profile/wallet', {
    method: 'PATCH',
    body: { topupId },
    schema: walletSchema,
  });
}

export function useConfirmTopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTopup,
    onSuccess: async (wallet) => {
      queryClient.setQueryData(walletKeys.balance(), wallet);
      // Refetches the balance and marks the ledger lines stale.
      await invalidateWallet(queryClient);
    },
  });
}
