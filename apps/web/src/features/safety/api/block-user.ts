import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockResultSchema } from '@bantuin/contract';
import { apiRequest } from '@/lib/api-client';

/** PUT /blocks/:userId: 'Blokir'. Their open applications to each other's jobs end. */
export function blockUser(input: { userId: string }) {
  return apiRequest(`/blocks/${input.userId}`, {
    method: 'PUT',
    schema: blockResultSchema,
  });
}

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    // Waiting lists and job lists may have lost an application.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
