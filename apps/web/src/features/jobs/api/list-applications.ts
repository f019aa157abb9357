import { applicationSchema, type Application } from '@bantuin/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { nextCursor } from '@/lib/pagination';
import { jobKeys } from './keys';

export const APPLICATIONS_PAGE_SIZE = 12;

/** GET /workers/applications: 'Lamaran Saya', newest first. */
export function listApplications(
  page: { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<Application[]> {
  return apiRequest('/workers/applications', {
    query: page,
    schema: applicationSchema.array(),
    signal,
  });
}

export function applicationsQuery() {
  return infiniteQueryOptions({
    queryKey: jobKeys.applications(),
    queryFn: ({ pageParam, signal }) =>
      listApplications({ limit: APPLICATIONS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => nextCursor(lastPage, APPLICATIONS_PAGE_SIZE),
    meta: { onLoadError: 'log' },
  });
}

export function useApplications() {
  return useInfiniteQuery(applicationsQuery());
}
