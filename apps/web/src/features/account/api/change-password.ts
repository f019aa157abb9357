import {
  endedSessionsSchema,
  type ChangePasswordBody,
  type EndedSessions,
} from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './keys';

/** 'Ubah kata sandi': every other session ends. */
export function changePassword(body: ChangePasswordBody): Promise<EndedSessions> {
  return apiRequest('/profile/password', { method: 'PUT', body, schema: endedSessionsSchema });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
