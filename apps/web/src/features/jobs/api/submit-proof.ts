import { SHOWN_SUCCESS_MESSAGES, messageResponseSchema, taskImagesField } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateJob } from './keys';

/** Spec §8 (the contract's sentence). */
export const PROOF_SENT_MESSAGE = SHOWN_SUCCESS_MESSAGES.proofSent;

export type ProofInput = {
  description: string;
  photos: File[];
  /** A job with a task list: task i's photos (before/after), sent as `taskImages[i]`. */
  taskPhotos?: File[][];
};

/** The multipart body: `description`, one `image` part per photo, task photos per task. */
export function proofFormData({ description, photos, taskPhotos = [] }: ProofInput): FormData {
  const form = new FormData();
  form.set('description', description.trim());
  for (const photo of photos) form.append('image', photo);
  for (const [index, files] of taskPhotos.entries()) {
    for (const photo of files) form.append(taskImagesField(index), photo);
  }
  return form;
}

/**
 * PATCH /workers/jobs/:id/worker: the assigned Yasa's proof of the finished work (1–5 photos, or
 * on a job with a task list 1–2 per task, and an optional description); 400 TASK_PROOF_MISSING
 * when a task has none, 409 JOB_STATE_CONFLICT once it was sent.
 */
export function submitProof(id: string, input: ProofInput): Promise<{ message: string }> {
  return apiRequest(`/workers/jobs/${encodeURIComponent(id)}/worker`, {
    method: 'PATCH',
    body: proofFormData(input),
    schema: messageResponseSchema,
  });
}

export function useSubmitProof(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProofInput) => submitProof(id, input),
    onSettled: () => {
      // 'Pekerjaan saya' and the job page now say it waits for the Jalu.
      void invalidateJob(queryClient, id);
    },
  });
}
