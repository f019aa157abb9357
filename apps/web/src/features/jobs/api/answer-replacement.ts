import { messageResponseSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateJob } from './keys';

/** POST /clients/jobs/:id/items/:itemId/replacement: 'Ganti dengan …?' Setuju / Tolak. */
export function answerReplacement(jobId: string, itemId: string, approve: boolean) {
  return apiRequest(
    `/clients/jobs/${encodeURIComponent(jobId)}/items/${encodeURIComponent(itemId)}/replacement`,
    { method: 'POST', body: { approve }, schema: messageResponseSchema },
  );
}

export function useAnswerReplacement(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, approve }: { itemId: string; approve: boolean }) =>
      answerReplacement(jobId, itemId, approve),
    onSettled: () => invalidateJob(queryClient, jobId),
  });
}
