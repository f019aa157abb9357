import { jobSchema, type Job } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { completionJobKey } from './completion-keys';

/**
 * GET /jobs/:id: the job with its `state` and `status` (the proof: description and photos), as
 * its Jalu or its assigned Yasa sees it; 404 for anyone else.
 */
export function getJob(id: string, signal?: AbortSignal): Promise<Job> {
  return apiRequest(`/jobs/${encodeURIComponent(id)}`, { schema: jobSchema, signal });
}

export function jobQuery(id: string) {
  return queryOptions({
    queryKey: completionJobKey(id),
    queryFn: ({ signal }) => getJob(id, signal),
    // Spec §8: only logged; the pages show their own retry.
    meta: { onLoadError: 'log' },
  });
}

export function useJob(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...jobQuery(id), enabled });
}
