import { messageResponseSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateJob, invalidateJobLists, jobKeys } from './keys';

/** DELETE /workers/jobs/:id: the assigned Yasa backs out; the job is open again for others. */
export function backOutOfJob(id: string): Promise<{ message: string }> {
  return apiRequest(`/workers/jobs/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: messageResponseSchema,
  });
}

export function useBackOutOfJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: backOutOfJob,
    onSuccess: (_answer, id) => {
      void Promise.all([
        invalidateJobLists(queryClient),
        // Stale, not refetched now: the page on screen would see the job open again and turn
        // into its 'Melamar' page while the Yasa is being taken to 'Pekerjaan saya'.
        queryClient.invalidateQueries({ queryKey: jobKeys.job(id), refetchType: 'none' }),
      ]);
    },
    onError: (_error, id) => invalidateJob(queryClient, id),
  });
}
