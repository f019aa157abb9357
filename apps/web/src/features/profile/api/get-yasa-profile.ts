import { publicYasaProfileSchema, type PublicYasaProfile } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './keys';

/** GET /clients/yasa/:id: a Yasa as a Jalu choosing one sees them. */
export function getYasaProfile(id: string, signal?: AbortSignal): Promise<PublicYasaProfile> {
  return apiRequest(`/clients/yasa/${id}`, { schema: publicYasaProfileSchema, signal });
}

export function yasaProfileQuery(id: string) {
  return queryOptions({
    queryKey: profileKeys.yasa(id),
    queryFn: ({ signal }) => getYasaProfile(id, signal),
  });
}

export function useYasaProfile(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...yasaProfileQuery(id), enabled });
}
