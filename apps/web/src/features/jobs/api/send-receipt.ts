import { messageResponseSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateJob } from './keys';

export type ReceiptInput = { total: number; photos: File[] };

/** POST /workers/jobs/:id/receipt (multipart): 'Struk belanja', the total paid and its photos. */
export function sendReceipt(jobId: string, { total, photos }: ReceiptInput) {
  const form = new FormData();
  form.set('total', String(total));
  for (const photo of photos) form.append('image', photo);
  return apiRequest(`/workers/jobs/${encodeURIComponent(jobId)}/receipt`, {
    method: 'POST',
    body: form,
    schema: messageResponseSchema,
  });
}

export function useSendReceipt(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReceiptInput) => sendReceipt(jobId, input),
    onSettled: () => invalidateJob(queryClient, jobId),
  });
}
