import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { safetyKeys } from './keys';

/** DELETE /blocks/:userId. */
export function unblockUser(input: { userId: string }) {
  return apiRequest(`/blocks/${input.userId}`, { method: 'DELETE' });
}

export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.blocks() }),
  });
}
