import { endedSessionsSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAdmin } from './keys';

/** 'Akhiri semua sesi': every device of the person is signed out (audit-logged). */
export function endUserSessions(input: { id: string }) {
  return apiRequest(`/admin/users/${input.id}/sessions/end`, {
    method: 'POST',
    schema: endedSessionsSchema,
  });
}

export function useEndUserSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endUserSessions,
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
