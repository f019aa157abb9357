import { disputeSchema, type Dispute } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from './keys';

/** GET /jobs/:id/dispute: the complaint on a job, for its Jalu and Yasa (404 when none). */
export function getDispute(jobId: string, signal?: AbortSignal): Promise<Dispute> {
  return apiRequest(`/jobs/${encodeURIComponent(jobId)}/dispute`, {
    schema: disputeSchema,
    signal,
  });
}

export function disputeQuery(jobId: string) {
  return queryOptions({
    queryKey: jobKeys.dispute(jobId),
    queryFn: ({ signal }) => getDispute(jobId, signal),
    meta: { onLoadError: 'log' },
  });
}

export function useDispute(jobId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...disputeQuery(jobId), enabled });
}
