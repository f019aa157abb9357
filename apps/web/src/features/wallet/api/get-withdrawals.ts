import { withdrawalSchema, type Withdrawal } from '@bantuin/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { nextCursor } from '@/lib/pagination';
import { walletKeys } from './keys';

export const WITHDRAWALS_PAGE_SIZE = 10;

/** My withdrawals, newest first; `cursor` is the last shown one's `_id`. */
export function getWithdrawals(
  page: { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<Withdrawal[]> {
  return apiRequest('/profile/withdrawals', {
    query: page,
    schema: withdrawalSchema.array(),
    signal,
  });
}

export function withdrawalsQuery() {
  return infiniteQueryOptions({
    queryKey: walletKeys.withdrawals(),
    queryFn: ({ pageParam, signal }) =>
      getWithdrawals({ limit: WITHDRAWALS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => nextCursor(lastPage, WITHDRAWALS_PAGE_SIZE),
    meta: { onLoadError: 'log' },
  });
}

export function useWithdrawals() {
  return useInfiniteQuery(withdrawalsQuery());
}
