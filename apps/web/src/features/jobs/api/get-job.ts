import { jobSchema, type Job } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from './keys';

/**
 * GET /jobs/:id: the job with its `state` and `status` (the proof: description and photos), as
 * its Jalu, its assigned Yasa, or any Yasa while it is open (with `hasApplied`); 404 otherwise.
 * One key for every page that shows the job, whichever role.
 */
export function getJob(id: string, signal?: AbortSignal): Promise<Job> {
  return apiRequest(`/jobs/${encodeURIComponent(id)}`, { schema: jobSchema, signal });
}

export function jobQuery(id: string) {
  return queryOptions({
    queryKey: jobKeys.job(id),
    queryFn: ({ signal }) => getJob(id, signal),
    // Spec §8: only logged; the pages show their own retry.
    meta: { onLoadError: 'log' },
  });
}

export function useJob(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...jobQuery(id), enabled });
}
