import { messageResponseSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AlsoOnSuccess } from '@/lib/mutation';
import { invalidateJob } from './keys';

/**
 * POST /clients/jobs/:id/receipt/extra: a receipt above 'Batas belanja'; approving takes the
 * extra from my wallet (400 INSUFFICIENT_BALANCE when it is short: top up first).
 */
export function answerExtra(jobId: string, approve: boolean) {
  return apiRequest(`/clients/jobs/${encodeURIComponent(jobId)}/receipt/extra`, {
    method: 'POST',
    body: { approve },
    schema: messageResponseSchema,
  });
}

/** `onSuccess`: the page refreshes the wallet. */
export function useAnswerExtra(jobId: string, { onSuccess }: AlsoOnSuccess = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (approve: boolean) => answerExtra(jobId, approve),
    onSuccess: () => onSuccess?.(),
    onSettled: () => invalidateJob(queryClient, jobId),
  });
}
