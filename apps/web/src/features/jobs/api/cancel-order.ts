import { messageResponseSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ordersKey, refreshOrdersAndWallet } from './keys';

/** Spec §8: the toast after cancelling. */
export const CANCEL_SUCCESS_MESSAGE = 'Berhasil membatalkan order nya';

/** DELETE /clients/jobs/:id: cancel a job nobody has yet; fee + admin fee go back to the wallet. */
export function cancelOrder(id: string): Promise<{ message: string }> {
  return apiRequest(`/clients/jobs/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: messageResponseSchema,
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => refreshOrdersAndWallet(queryClient),
    // 409: a Yasa was accepted meanwhile; the page shows the job as it now is.
    onError: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
