import { messageResponseSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateJob } from './keys';

/** DELETE /workers/jobs/:id/application: take back a pending application. */
export function withdrawApplication(jobId: string): Promise<{ message: string }> {
  return apiRequest(`/workers/jobs/${encodeURIComponent(jobId)}/application`, {
    method: 'DELETE',
    schema: messageResponseSchema,
  });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    // 'Lamaran Saya' and the job's 'Sudah melamar' change.
    onSettled: (_answer, _error, jobId) => invalidateJob(queryClient, jobId),
  });
}
