import { jobSchema, type Coordinates, type Job, type JobCategory } from '@bantuin/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { nextCursor } from '@/lib/pagination';
import { jobKeys } from './keys';

export const OPEN_JOBS_PAGE_SIZE = 12;

export type OpenJobsFilter = {
  category?: JobCategory;
  /** Nearest first from here (each job then has distanceKm); newest first without it. */
  near?: Coordinates;
};

/** `near=lat,lng`, rounded to about a metre: enough for distances, stable as a cache key. */
export function nearParam({ lat, lng }: Coordinates): string {
  return `${lat.toFixed(5)},${lng.toFixed(5)}`;
}

/** GET /workers/jobs/worker: jobs waiting for a Yasa; `cursor` is the last shown job's `_id`. */
export function listOpenJobs(
  { category, near, limit, cursor }: OpenJobsFilter & { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<Job[]> {
  return apiRequest('/workers/jobs/worker', {
    query: { category, near: near && nearParam(near), limit, cursor },
    schema: jobSchema.array(),
    signal,
  });
}

export function openJobsQuery(filter: OpenJobsFilter) {
  const near = filter.near ? nearParam(filter.near) : null;
  return infiniteQueryOptions({
    queryKey: [...jobKeys.open(), { category: filter.category ?? null, near }] as const,
    queryFn: ({ pageParam, signal }) =>
      listOpenJobs({ ...filter, limit: OPEN_JOBS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => nextCursor(lastPage, OPEN_JOBS_PAGE_SIZE),
    // Spec §8: a failed job list is only logged; the page shows its own retry.
    meta: { onLoadError: 'log' },
  });
}

export function useOpenJobs(filter: OpenJobsFilter) {
  // Another category keeps the shown list (dimmed) until its own arrives: the page keeps its
  // height, so the scroll stays where the person chose.
  return useInfiniteQuery({ ...openJobsQuery(filter), placeholderData: keepPreviousData });
}
