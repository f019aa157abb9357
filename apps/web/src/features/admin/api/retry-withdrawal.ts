import { adminWithdrawalSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAdmin } from './keys';

export function retryWithdrawal(input: { id: string }) {
  return apiRequest(`/admin/withdrawals/${input.id}/retry`, {
    method: 'POST',
    schema: adminWithdrawalSchema,
  });
}

export function useRetryWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryWithdrawal,
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
