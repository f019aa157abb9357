import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { nextCursor } from '@/lib/pagination';

export const ADMIN_PAGE_SIZE = 20;

/** A console list, newest first, paged by `cursor` ('Muat lebih banyak'). */
export function pagedQuery<T extends { _id: string }>(
  queryKey: QueryKey,
  fetchPage: (page: { limit: number; cursor?: string }, signal: AbortSignal) => Promise<T[]>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchPage({ limit: ADMIN_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => nextCursor(lastPage, ADMIN_PAGE_SIZE),
  });
}

/** Drops unset filters, so `?q=` is not sent empty. */
export const definedOnly = (filters: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
