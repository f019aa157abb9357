import { jobSchema, type Coordinates, type Job } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from './keys';
import { nearParam } from './list-open-jobs';

/**
 * GET /jobs/:id: the job with its `state` and `status` (the proof: description and photos), as
 * its Jalu, its assigned Yasa, or any Yasa while it is open (with `hasApplied`); 404 otherwise.
 * One key for every page that shows the job, whichever role. A Yasa's `near` (their own point)
 * adds `distanceKm`, measured by the server to the true place; its key is under the job's.
 */
export function getJob(id: string, signal?: AbortSignal, near?: Coordinates): Promise<Job> {
  return apiRequest(`/jobs/${encodeURIComponent(id)}`, {
    query: { near: near && nearParam(near) },
    schema: jobSchema,
    signal,
  });
}

export function jobQuery(id: string, near?: Coordinates) {
  return queryOptions({
    queryKey: near ? [...jobKeys.job(id), { near: nearParam(near) }] : jobKeys.job(id),
    queryFn: ({ signal }) => getJob(id, signal, near),
    // Spec §8: only logged; the pages show their own retry.
    meta: { onLoadError: 'log' },
  });
}

export function useJob(
  id: string,
  { enabled = true, near }: { enabled?: boolean; near?: Coordinates } = {},
) {
  return useQuery({ ...jobQuery(id, near), enabled });
}
