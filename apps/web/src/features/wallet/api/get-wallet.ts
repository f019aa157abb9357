import { walletSchema, type Role, type Wallet } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletKeys } from './keys';

export function getWallet(signal?: AbortSignal): Promise<Wallet> {
  return apiRequest('/profile/wallet', { schema: walletSchema, signal });
}

export function walletQuery(role: Role) {
  return queryOptions({
    queryKey: walletKeys.balance(),
    queryFn: ({ signal }) => getWallet(signal),
    // Spec §8: the Jalu's card (home) toasts a failed load; on the Yasa profile it is only logged.
    meta: { onLoadError: role === 'jalu' ? 'toast' : 'log' },
  });
}

export function useWallet(role: Role) {
  return useQuery(walletQuery(role));
}
