import { messageResponseSchema, SHOWN_SUCCESS_MESSAGES } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AlsoOnSuccess } from '@/lib/mutation';
import { invalidateJob, jobKeys } from './keys';

/** Spec §8 (the contract's sentence). */
export const CONFIRMED_MESSAGE = SHOWN_SUCCESS_MESSAGES.jobConfirmed;

/**
 * PATCH /clients/jobs/:id/client: the Jalu confirms the work is done, which pays the Yasa the fee
 * held since posting (409 before the proof or when already paid).
 */
export function confirmJob(id: string): Promise<{ message: string }> {
  return apiRequest(`/clients/jobs/${encodeURIComponent(id)}/client`, {
    method: 'PATCH',
    schema: messageResponseSchema,
  });
}

/** `onSettled`: the page refreshes what else changed (the escrow was released). */
export function useConfirmJob(
  id: string,
  { onSettled }: { onSettled?: AlsoOnSuccess['onSuccess'] } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmJob(id),
    // The review page comes next and reads the same job: it is done now, not in a while. Read
    // from the server (its `actions` now offer the review), not guessed here; awaited, so the
    // page never shows the job as it was (a failed read leaves the refetch of onSettled).
    onSuccess: () => queryClient.refetchQueries({ queryKey: jobKeys.job(id), exact: true }),
    // Settled, not only succeeded: a 409 means the job moved on without this page (paid already).
    // Not awaited, so the next page does not wait for the refetches.
    onSettled: () => {
      // The job left 'Pesanan Saya' and joined 'Riwayat Pesanan'.
      void invalidateJob(queryClient, id);
      void onSettled?.();
    },
  });
}
