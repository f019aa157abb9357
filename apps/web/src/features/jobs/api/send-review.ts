import { SHOWN_SUCCESS_MESSAGES, messageResponseSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AlsoOnSuccess } from '@/lib/mutation';
import { jobKeys } from './keys';

/** Spec §8 (the contract's sentence). */
export const REVIEWED_MESSAGE = SHOWN_SUCCESS_MESSAGES.reviewed;

export type ReviewInput = { rating: number; description: string; photos: File[] };

/** The multipart body: `rating` ('1'..'5'), `description` and one `image` part per photo. */
export function reviewFormData({ rating, description, photos }: ReviewInput): FormData {
  const form = new FormData();
  form.set('rating', String(rating));
  form.set('description', description.trim());
  for (const photo of photos) form.append('image', photo);
  return form;
}

/**
 * POST /clients/jobs/:id/review: the Jalu's stars, words and photos for the Yasa of a finished
 * job, once (409 ALREADY_REVIEWED after that).
 */
export function sendReview(id: string, input: ReviewInput): Promise<{ message: string }> {
  return apiRequest(`/clients/jobs/${encodeURIComponent(id)}/review`, {
    method: 'POST',
    body: reviewFormData(input),
    schema: messageResponseSchema,
  });
}

/** `onSuccess`: the page refreshes what else changed ('Yasa Terbaik': the rating moved). */
export function useSendReview(id: string, { onSuccess }: AlsoOnSuccess = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => sendReview(id, input),
    onSuccess: () => void onSuccess?.(),
    // The history entry is reviewed now (or was already: ALREADY_REVIEWED), and the job's page
    // shows the review.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.history() }),
        queryClient.invalidateQueries({ queryKey: jobKeys.review(id) }),
      ]),
  });
}
