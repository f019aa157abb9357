import { walletTransactionSchema, type WalletTransaction } from '@bantuin/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { nextCursor } from '@/lib/pagination';
import { walletKeys } from './keys';

export const TRANSACTIONS_PAGE_SIZE = 20;

/** The lines of my wallet, newest first; `cursor` is the last shown line's `_id`. */
export function getWalletTransactions(
  page: { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<WalletTransaction[]> {
  return apiRequest('/profile/wallet/transactions', {
    query: page,
    schema: walletTransactionSchema.array(),
    signal,
  });
}

export function walletTransactionsQuery() {
  return infiniteQueryOptions({
    queryKey: walletKeys.transactions(),
    queryFn: ({ pageParam, signal }) =>
      getWalletTransactions({ limit: TRANSACTIONS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => nextCursor(lastPage, TRANSACTIONS_PAGE_SIZE),
    meta: { onLoadError: 'log' },
  });
}

export function useWalletTransactions() {
  return useInfiniteQuery(walletTransactionsQuery());
}
