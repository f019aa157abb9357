import { suspensionResultSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAdmin } from './keys';

export function suspendUser(input: { id: string; reason: string }) {
  return apiRequest(`/admin/users/${input.id}/suspend`, {
    method: 'POST',
    body: { reason: input.reason },
    schema: suspensionResultSchema,
  });
}

export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendUser,
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
