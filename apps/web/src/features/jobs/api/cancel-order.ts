import { SUCCESS_MESSAGES, messageResponseSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateJob } from './keys';
import type { AlsoOnSuccess } from '@/lib/mutation';

/** Spec §8 (the contract's sentence). */
export const CANCEL_SUCCESS_MESSAGE = SUCCESS_MESSAGES.jobCancelled;

/** DELETE /clients/jobs/:id: cancel a job nobody has yet; fee + admin fee go back to the wallet. */
export function cancelOrder(id: string): Promise<{ message: string }> {
  return apiRequest(`/clients/jobs/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: messageResponseSchema,
  });
}

/** `onSuccess`: the page refreshes what else changed (the fee went back to the wallet). */
export function useCancelOrder({ onSuccess }: AlsoOnSuccess = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => onSuccess?.(),
    // 409: a Yasa was accepted meanwhile; the page shows the job as it now is.
    onSettled: (_answer, _error, id) => invalidateJob(queryClient, id),
  });
}
