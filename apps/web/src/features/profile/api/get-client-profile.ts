import { clientProfileSchema, type ClientProfile } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getClientProfile(signal?: AbortSignal): Promise<ClientProfile> {
  return apiRequest('/clients/profile', { schema: clientProfileSchema, signal });
}

/**
 * One key for the signed-in Jalu's profile: the navbar avatar, the home greeting and the profile
 * pages share one request, and a saved update shows in all of them at once.
 */
export const clientProfileKey = ['profile', 'jalu'] as const;

export function clientProfileQuery() {
  return queryOptions({
    queryKey: clientProfileKey,
    queryFn: ({ signal }) => getClientProfile(signal),
    meta: { onLoadError: 'toast' },
  });
}

export function useClientProfile() {
  return useQuery(clientProfileQuery());
}
