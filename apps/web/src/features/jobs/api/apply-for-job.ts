import { messageResponseSchema, PROFILE_INCOMPLETE_MESSAGE } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { invalidateJob } from './keys';

/** Spec §8: the toast after applying. */
export const APPLY_SUCCESS_MESSAGE = 'Successfully apply for the job';

/** POST /workers/jobs/:id: apply for an open job. */
export function applyForJob(id: string): Promise<{ message: string }> {
  return apiRequest(`/workers/jobs/${encodeURIComponent(id)}`, {
    method: 'POST',
    schema: messageResponseSchema,
  });
}

/** The server refuses until the Yasa has a name: 'Fill in your profile first!'. */
export function isProfileIncomplete(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'PROFILE_INCOMPLETE' || error.message === PROFILE_INCOMPLETE_MESSAGE)
  );
}

export function useApplyForJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForJob,
    // The job now says 'Sudah melamar'; lists may have changed too.
    onSettled: (_answer, _error, id) => invalidateJob(queryClient, id),
  });
}
