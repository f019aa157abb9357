import type { ClientReviewBody } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from './keys';

export const RATE_JALU_SUCCESS_MESSAGE = 'Terima kasih, rating Jalu tersimpan';

/** POST /workers/jobs/:id/review: the Yasa rates the Jalu of a done job. */
export function rateJalu(input: { jobId: string } & ClientReviewBody) {
  return apiRequest(`/workers/jobs/${input.jobId}/review`, {
    method: 'POST',
    body: { rating: input.rating, description: input.description },
    schema: z.object({ message: z.string() }),
  });
}

export function useRateJalu(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientReviewBody) => rateJalu({ jobId, ...body }),
    // The Jalu's review may now be revealed, and 'Beri rating' goes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.review(jobId) }),
  });
}
