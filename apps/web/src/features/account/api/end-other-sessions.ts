import { endedSessionsSchema, type EndedSessions } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './keys';

/** 'Keluar dari semua perangkat lain' (DELETE /profile/sessions). */
export function endOtherSessions(): Promise<EndedSessions> {
  return apiRequest('/profile/sessions', { method: 'DELETE', schema: endedSessionsSchema });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
