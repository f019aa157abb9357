import { SHOWN_SUCCESS_MESSAGES, messageResponseSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateJob } from './keys';

/** Spec §8 (the contract's sentence). */
export const APPLY_SUCCESS_MESSAGE = SHOWN_SUCCESS_MESSAGES.applied;

/** POST /workers/jobs/:id: apply for an open job. */
export function applyForJob(id: string): Promise<{ message: string }> {
  return apiRequest(`/workers/jobs/${encodeURIComponent(id)}`, {
    method: 'POST',
    schema: messageResponseSchema,
  });
}

export function useApplyForJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForJob,
    // The job now says 'Sudah melamar'; lists may have changed too.
    onSettled: (_answer, _error, id) => invalidateJob(queryClient, id),
  });
}
