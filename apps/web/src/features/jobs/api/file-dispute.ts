import { messageResponseSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateJob } from './keys';

export type DisputeInput = { text: string; photos: File[] };

function disputeFormData(field: 'reason' | 'response', { text, photos }: DisputeInput): FormData {
  const form = new FormData();
  form.set(field, text.trim());
  for (const photo of photos) form.append('image', photo, photo.name);
  return form;
}

/** POST /clients/jobs/:id/dispute: 'Ajukan Komplain' instead of paying (reason, 0–5 photos). */
export function fileDispute(jobId: string, input: DisputeInput): Promise<{ message: string }> {
  return apiRequest(`/clients/jobs/${encodeURIComponent(jobId)}/dispute`, {
    method: 'POST',
    body: disputeFormData('reason', input),
    schema: messageResponseSchema,
  });
}

/** PATCH /workers/jobs/:id/dispute: the Yasa's one answer to the complaint. */
export function answerDispute(jobId: string, input: DisputeInput): Promise<{ message: string }> {
  return apiRequest(`/workers/jobs/${encodeURIComponent(jobId)}/dispute`, {
    method: 'PATCH',
    body: disputeFormData('response', input),
    schema: messageResponseSchema,
  });
}

export function useFileDispute(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisputeInput) => fileDispute(jobId, input),
    onSettled: () => invalidateJob(queryClient, jobId),
  });
}

export function useAnswerDispute(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisputeInput) => answerDispute(jobId, input),
    onSettled: () => invalidateJob(queryClient, jobId),
  });
}
