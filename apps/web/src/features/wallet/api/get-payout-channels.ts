import { payoutChannelSchema, type PayoutChannel } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletKeys } from './keys';

/** The banks and e-wallets a withdrawal can go to. */
export function getPayoutChannels(signal?: AbortSignal): Promise<PayoutChannel[]> {
  return apiRequest('/payout/channels', { schema: payoutChannelSchema.array(), signal });
}

export function payoutChannelsQuery() {
  return queryOptions({
    queryKey: walletKeys.payoutChannels(),
    queryFn: ({ signal }) => getPayoutChannels(signal),
    staleTime: Infinity,
    meta: { onLoadError: 'toast' },
  });
}

/** `enabled: false` leaves it unasked (a page that starts it early for one role only). */
export function usePayoutChannels({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...payoutChannelsQuery(), enabled });
}
