import { historyEntrySchema, type HistoryEntry, type Job } from '@bantuin/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { historyQueryKey } from '@/lib/query-keys';
import { completionKey } from './completion-keys';

/*
 * Whether the Jalu has reviewed a finished job. GET /jobs/:id does not say; a history entry does
 * (`reviewed`). Finished jobs are listed most recently finished first, and the job on these
 * pages is nearly always among the latest, so the first page of the history answers it; a
 * review sent from this session (or the server's ALREADY_REVIEWED) is remembered as well. An
 * older job not on that page counts as not reviewed: the server still refuses a second review.
 */

const LOOKUP_SIZE = 50;

const reviewedKey = (id: string) => [...completionKey, 'reviewed', id] as const;

/** GET /profile/histories: the latest finished jobs (below the history key, so refreshed with it). */
export function listLatestFinished(signal?: AbortSignal): Promise<HistoryEntry[]> {
  return apiRequest('/profile/histories', {
    query: { limit: LOOKUP_SIZE },
    schema: historyEntrySchema.array(),
    signal,
  });
}

export function latestFinishedQuery() {
  return queryOptions({
    queryKey: [...historyQueryKey, 'latest-for-review'] as const,
    queryFn: ({ signal }) => listLatestFinished(signal),
    meta: { onLoadError: 'log' },
  });
}

export function markReviewed(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData(reviewedKey(id), true);
}

/** `isChecking` while the answer is on its way; then whether the job is known to be reviewed. */
export function useReviewed(job: Job): { reviewed: boolean; isChecking: boolean } {
  const marked = useQuery({
    queryKey: reviewedKey(job._id),
    queryFn: () => false,
    // Only ever set by markReviewed.
    enabled: false,
  });
  const lookUp = job.state === 'done' && marked.data !== true;
  const latest = useQuery({ ...latestFinishedQuery(), enabled: lookUp });
  const entry = latest.data?.find((finished) => finished._id === job._id);
  return {
    reviewed: marked.data === true || entry?.reviewed === true,
    isChecking: lookUp && latest.isPending,
  };
}
