import { adminUserSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAdmin } from './keys';

export function reinstateUser(input: { id: string }) {
  return apiRequest(`/admin/users/${input.id}/reinstate`, {
    method: 'POST',
    schema: adminUserSchema,
  });
}

export function useReinstateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinstateUser,
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
