import { jobSchema, type Job } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { yasaJobsKey } from './yasa-keys';

/** GET /jobs/:id: an open job, or one given to me (with `hasApplied` for me); 404 otherwise. */
export function getJob(id: string, signal?: AbortSignal): Promise<Job> {
  return apiRequest(`/jobs/${encodeURIComponent(id)}`, { schema: jobSchema, signal });
}

export function jobQuery(id: string) {
  return queryOptions({
    queryKey: [...yasaJobsKey, 'detail', id] as const,
    queryFn: ({ signal }) => getJob(id, signal),
    meta: { onLoadError: 'log' },
  });
}

export function useJob(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...jobQuery(id), enabled });
}
