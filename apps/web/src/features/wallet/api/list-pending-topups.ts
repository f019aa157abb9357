import { pendingTopupSchema, type PendingTopup } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletKeys } from './keys';

/** GET /payment/topup/pending: the Jalu's top-ups still waiting for payment, newest first. */
export function listPendingTopups(signal?: AbortSignal): Promise<PendingTopup[]> {
  return apiRequest('/payment/topup/pending', { schema: pendingTopupSchema.array(), signal });
}

export function pendingTopupsQuery() {
  return queryOptions({
    queryKey: walletKeys.pendingTopups(),
    queryFn: ({ signal }) => listPendingTopups(signal),
  });
}

export function usePendingTopups(enabled: boolean) {
  return useQuery({ ...pendingTopupsQuery(), enabled });
}
