import { clientProfileSchema, type ClientProfile } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './keys';

export function getClientProfile(signal?: AbortSignal): Promise<ClientProfile> {
  return apiRequest('/clients/profile', { schema: clientProfileSchema, signal });
}

export function clientProfileQuery() {
  return queryOptions({
    queryKey: profileKeys.mine('jalu'),
    queryFn: ({ signal }) => getClientProfile(signal),
    meta: { onLoadError: 'toast' },
  });
}

export function useClientProfile() {
  return useQuery(clientProfileQuery());
}
