import { SHOWN_SUCCESS_MESSAGES, cancelledJobSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateJob } from './keys';
import type { AlsoOnSuccess } from '@/lib/mutation';

/** Spec §8 (the contract's sentence). */
export const CANCEL_SUCCESS_MESSAGE = SHOWN_SUCCESS_MESSAGES.jobCancelled;

export type CancelOrderInput = { id: string; reason?: string };

/**
 * DELETE /clients/jobs/:id: cancel while nobody has the job or before the Yasa's proof. The
 * answer says what it cost: `refund` to my wallet, `compensation` to the Yasa's.
 */
export function cancelOrder({ id, reason }: CancelOrderInput) {
  const trimmed = reason?.trim();
  return apiRequest(`/clients/jobs/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    body: trimmed ? { reason: trimmed } : undefined,
    schema: cancelledJobSchema,
  });
}

/** `onSuccess`: the page refreshes what else changed (the refund went back to the wallet). */
export function useCancelOrder({ onSuccess }: AlsoOnSuccess = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => onSuccess?.(),
    // 409: the proof arrived meanwhile; the page shows the job as it now is.
    onSettled: (_answer, _error, { id }) => invalidateJob(queryClient, id),
  });
}
