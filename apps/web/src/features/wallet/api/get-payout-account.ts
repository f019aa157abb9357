import { payoutAccountSchema, type PayoutAccount } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, hasStatus } from '@/lib/api-client';
import { walletKeys } from './keys';

/** My saved payout account, or null when none is saved yet (the server's 404). */
export async function getPayoutAccount(signal?: AbortSignal): Promise<PayoutAccount | null> {
  try {
    return await apiRequest('/profile/payout-account', { schema: payoutAccountSchema, signal });
  } catch (error) {
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}

export function payoutAccountQuery() {
  return queryOptions({
    queryKey: walletKeys.payoutAccount(),
    queryFn: ({ signal }) => getPayoutAccount(signal),
    meta: { onLoadError: 'toast' },
  });
}

export function usePayoutAccount() {
  return useQuery(payoutAccountQuery());
}
