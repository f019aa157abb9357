import { payoutAccountSchema, type PayoutAccount, type PayoutAccountBody } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletKeys } from './keys';

/**
 * Saves where withdrawals go. The server asks the bank or e-wallet first and answers the holder's
 * name (400 PAYOUT_ACCOUNT_INVALID when the account does not exist).
 */
export function savePayoutAccount(body: PayoutAccountBody): Promise<PayoutAccount> {
  return apiRequest('/profile/payout-account', {
    method: 'PUT',
    body,
    schema: payoutAccountSchema,
  });
}

export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutAccount,
    onSuccess: (account) => queryClient.setQueryData(walletKeys.payoutAccount(), account),
  });
}
