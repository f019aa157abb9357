import {
  IDEMPOTENCY_KEY_HEADER,
  withdrawalCreatedSchema,
  type WithdrawalCreated,
} from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateWallet } from './keys';

export type CreateWithdrawalInput = {
  amount: number;
  /** One per confirm step: a repeat (double click, retry) answers the first withdrawal. */
  idempotencyKey: string;
};

/** Moves `amount + fee` out of the wallet and starts the payout to the saved account. */
export function createWithdrawal({
  amount,
  idempotencyKey,
}: CreateWithdrawalInput): Promise<WithdrawalCreated> {
  return apiRequest('/profile/withdrawals', {
    method: 'POST',
    body: { amount },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: withdrawalCreatedSchema,
  });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    // The balance dropped and 'Riwayat Penarikan' has a new line.
    onSuccess: () => invalidateWallet(queryClient),
  });
}
