import { jobSchema, type Job, type JobCategory } from '@bantuin/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { nextCursor } from '@/lib/pagination';
import { jobKeys } from './keys';

export const ACTIVE_ORDERS_PAGE_SIZE = 12;

/** GET /clients/jobs/active: my jobs not finished nor cancelled, newest first. */
export function listActiveOrders(
  { category, limit, cursor }: { category?: JobCategory; limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<Job[]> {
  return apiRequest('/clients/jobs/active', {
    query: { category, limit, cursor },
    schema: jobSchema.array(),
    signal,
  });
}

export function activeOrdersQuery(category: JobCategory | undefined) {
  return infiniteQueryOptions({
    queryKey: jobKeys.activeOrders(category ?? null),
    queryFn: ({ pageParam, signal }) =>
      listActiveOrders({ category, limit: ACTIVE_ORDERS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => nextCursor(lastPage, ACTIVE_ORDERS_PAGE_SIZE),
    // Spec §8: a failed orders load is only logged; the page shows its own retry.
    meta: { onLoadError: 'log' },
  });
}

export function useActiveOrders(category: JobCategory | undefined) {
  // Another category keeps the shown list (dimmed) until its own arrives: the page keeps its
  // height, so the scroll stays where the person chose.
  return useInfiniteQuery({ ...activeOrdersQuery(category), placeholderData: keepPreviousData });
}
