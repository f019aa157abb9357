import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './keys';

/** 'Keluar' on one device (DELETE /profile/sessions/{id}). */
export function endSession(sessionId: string): Promise<unknown> {
  return apiRequest(`/profile/sessions/${sessionId}`, { method: 'DELETE' });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
