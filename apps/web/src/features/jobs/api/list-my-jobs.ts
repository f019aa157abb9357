import { jobSchema, type Job } from '@bantuin/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { nextCursor } from '@/lib/pagination';
import { jobKeys } from './keys';

export const MY_JOBS_PAGE_SIZE = 12;

/** GET /workers/job: the jobs given to me and not finished yet. */
export function listMyJobs(
  page: { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<Job[]> {
  return apiRequest('/workers/job', { query: page, schema: jobSchema.array(), signal });
}

export function myJobsQuery() {
  return infiniteQueryOptions({
    queryKey: jobKeys.mine(),
    queryFn: ({ pageParam, signal }) =>
      listMyJobs({ limit: MY_JOBS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => nextCursor(lastPage, MY_JOBS_PAGE_SIZE),
    meta: { onLoadError: 'log' },
  });
}

export function useMyJobs() {
  return useInfiniteQuery(myJobsQuery());
}
