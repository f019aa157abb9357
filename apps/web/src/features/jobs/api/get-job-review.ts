import { jobReviewSchema, type JobReview } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from './keys';

/** GET /jobs/:id/review: the Jalu's review of a finished job (`review: null` until given). */
export function getJobReview(id: string, signal?: AbortSignal): Promise<JobReview> {
  return apiRequest(`/jobs/${encodeURIComponent(id)}/review`, { schema: jobReviewSchema, signal });
}

export function jobReviewQuery(id: string) {
  return queryOptions({
    queryKey: jobKeys.review(id),
    queryFn: ({ signal }) => getJobReview(id, signal),
    // Spec §8: failures loading reviews are only logged.
    meta: { onLoadError: 'log' },
  });
}

export function useJobReview(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...jobReviewQuery(id), enabled });
}
