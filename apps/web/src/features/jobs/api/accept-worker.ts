import { SHOWN_SUCCESS_MESSAGES, messageResponseSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateJob } from './keys';

/** Spec §8: the two toasts after accepting a Yasa (the contract's sentences). */
export const ACCEPT_SUCCESS_MESSAGE = SHOWN_SUCCESS_MESSAGES.workerAccepted;
export const ACCEPT_FOLLOW_UP_MESSAGE = SHOWN_SUCCESS_MESSAGES.workerAcceptedFollowUp;

/** PATCH /clients/jobs/:id/:workerUserId: give the job to one applicant. */
export function acceptWorker({
  jobId,
  workerUserId,
}: {
  jobId: string;
  workerUserId: string;
}): Promise<{ message: string }> {
  return apiRequest(
    `/clients/jobs/${encodeURIComponent(jobId)}/${encodeURIComponent(workerUserId)}`,
    { method: 'PATCH', schema: messageResponseSchema },
  );
}

export function useAcceptWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptWorker,
    // Accepted, or taken meanwhile (409): either way the job and its card have changed.
    onSettled: (_answer, _error, { jobId }) => invalidateJob(queryClient, jobId),
  });
}
