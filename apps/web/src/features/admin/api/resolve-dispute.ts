import { disputeResolutionSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAdmin } from './keys';

export function resolveDispute(input: {
  id: string;
  workerAmount: number;
  /** A Nitip with a receipt: the Yasa's part of the shopping money. */
  purchaseAmount?: number;
  note: string;
}) {
  return apiRequest(`/admin/disputes/${input.id}/resolve`, {
    method: 'POST',
    body: {
      workerAmount: input.workerAmount,
      ...(input.purchaseAmount !== undefined ? { purchaseAmount: input.purchaseAmount } : {}),
      note: input.note,
    },
    schema: disputeResolutionSchema,
  });
}

export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveDispute,
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
