import { messageResponseSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateWallet } from './keys';

/**
 * 'Batalkan': POST /payment/topup/:id/cancel. 409 TOPUP_PAID when it was paid meanwhile (the
 * server credited it); either way the balance and the list refetch.
 */
export function cancelTopup(topupId: string): Promise<{ message: string }> {
  return apiRequest(`/payment/topup/${topupId}/cancel`, {
    method: 'POST',
    schema: messageResponseSchema,
  });
}

export function useCancelTopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTopup,
    onSettled: () => invalidateWallet(queryClient),
  });
}
