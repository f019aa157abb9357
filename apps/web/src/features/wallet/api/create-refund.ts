import { IDEMPOTENCY_KEY_HEADER, refundSchema, type Refund } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateWallet } from './keys';

export type CreateRefundInput = {
  amount: number;
  /** One per confirm step: a repeat (double click, retry) answers the first refund. */
  idempotencyKey: string;
};

/** Sends `amount` of unspent top-up money back to the payments it came from (Jalu). */
export function createRefund({ amount, idempotencyKey }: CreateRefundInput): Promise<Refund> {
  return apiRequest('/payment/refunds', {
    method: 'POST',
    body: { amount },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: refundSchema,
  });
}

export function useCreateRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRefund,
    // The balance dropped and 'Riwayat Saldo' has new lines.
    onSuccess: () => invalidateWallet(queryClient),
  });
}
