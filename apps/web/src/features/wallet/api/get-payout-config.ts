import { payoutConfigSchema, type PayoutConfig } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletKeys } from './keys';

/** The minimum and the fee of a withdrawal (the server's WITHDRAW_MIN and WITHDRAW_FEE). */
export function getPayoutConfig(signal?: AbortSignal): Promise<PayoutConfig> {
  return apiRequest('/payout/config', { schema: payoutConfigSchema, signal });
}

export function payoutConfigQuery() {
  return queryOptions({
    queryKey: walletKeys.payoutConfig(),
    queryFn: ({ signal }) => getPayoutConfig(signal),
    // Fixed for the life of the server process.
    staleTime: Infinity,
    meta: { onLoadError: 'toast' },
  });
}

export function usePayoutConfig() {
  return useQuery(payoutConfigQuery());
}
