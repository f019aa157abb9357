import { accountSessionsSchema, type AccountSessions } from '@bantuin/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './keys';

export function getSessions(signal?: AbortSignal): Promise<AccountSessions> {
  return apiRequest('/profile/sessions', { schema: accountSessionsSchema, signal });
}

export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => getSessions(signal),
  });
}
