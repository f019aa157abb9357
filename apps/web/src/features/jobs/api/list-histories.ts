import { historyEntrySchema, type HistoryEntry, type JobCategory } from '@bantuin/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { nextCursor } from '@/lib/pagination';
import { jobKeys } from './keys';

export const HISTORY_PAGE_SIZE = 12;
/** The profile shows the latest few and links to the whole list. */
export const PROFILE_HISTORY_SIZE = 6;

/** GET /profile/histories: my finished jobs, most recently finished first. */
export function listHistories(
  { category, limit, cursor }: { category?: JobCategory; limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<HistoryEntry[]> {
  return apiRequest('/profile/histories', {
    query: { category, limit, cursor },
    schema: historyEntrySchema.array(),
    signal,
  });
}

/** 'Riwayat Pesanan': paged, by category. */
export function historiesQuery(category: JobCategory | undefined) {
  return infiniteQueryOptions({
    queryKey: [...jobKeys.history(), 'list', { category: category ?? null }] as const,
    queryFn: ({ pageParam, signal }) =>
      listHistories({ category, limit: HISTORY_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => nextCursor(lastPage, HISTORY_PAGE_SIZE),
    // Spec §8: a failed history load is only logged; the page shows its own retry.
    meta: { onLoadError: 'log' },
  });
}

export function useHistories(category: JobCategory | undefined) {
  // Another category keeps the shown list (dimmed) until its own arrives: the page keeps its
  // height, so the scroll stays where the person chose.
  return useInfiniteQuery({ ...historiesQuery(category), placeholderData: keepPreviousData });
}

/** The latest few, for the profile's grid. */
export function recentHistoriesQuery() {
  return queryOptions({
    queryKey: [...jobKeys.history(), 'recent'] as const,
    queryFn: ({ signal }) => listHistories({ limit: PROFILE_HISTORY_SIZE }, signal),
    meta: { onLoadError: 'log' },
  });
}

export function useRecentHistories() {
  return useQuery(recentHistoriesQuery());
}
