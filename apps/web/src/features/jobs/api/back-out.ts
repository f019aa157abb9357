import { messageResponseSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateJob } from './keys';

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
    onSettled: (_answer, _error, id) => invalidateJob(queryClient, id),
  });
}
