import { messageResponseSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { bestYasaQueryKey, historyQueryKey } from '@/lib/query-keys';
import { markReviewed } from './reviewed';

/** Spec §8: the toast after the review is sent (also the server's answer). */
export const REVIEWED_MESSAGE = 'berhasil memberikan rating';

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

export function useSendReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => sendReview(id, input),
    // (A success needs no mark: the history refetched below says so, and the page moves on.)
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'ALREADY_REVIEWED') {
        markReviewed(queryClient, id);
      }
    },
    onSettled: () => {
      // The Yasa's rating moved: 'Yasa Terbaik' may change, the history entry is reviewed.
      void queryClient.invalidateQueries({ queryKey: bestYasaQueryKey });
      void queryClient.invalidateQueries({ queryKey: historyQueryKey });
    },
  });
}
