import { TIP_MESSAGES, tipResultSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AlsoOnSuccess } from '@/lib/mutation';
import { invalidateJob } from './keys';

export const TIP_SENT_MESSAGE = TIP_MESSAGES.sent;

/**
 * POST /clients/jobs/:id/tip: 'Beri tip' from my wallet to the Yasa of a done job, once, within
 * 7 days (409 `ALREADY_TIPPED` / `TIP_WINDOW_CLOSED`, 400 `INSUFFICIENT_BALANCE`).
 */
export function sendTip(jobId: string, amount: number) {
  return apiRequest(`/clients/jobs/${encodeURIComponent(jobId)}/tip`, {
    method: 'POST',
    body: { amount },
    schema: tipResultSchema,
  });
}

/** `onSuccess`: the page refreshes what else changed (the wallet paid it). */
export function useSendTip(jobId: string, { onSuccess }: AlsoOnSuccess = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => sendTip(jobId, amount),
    onSuccess: () => onSuccess?.(),
    // The job now carries its tip (and no longer offers one), whichever way it went.
    onSettled: () => invalidateJob(queryClient, jobId),
  });
}
