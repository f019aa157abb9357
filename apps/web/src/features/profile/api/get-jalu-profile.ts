import { publicJaluProfileSchema, type PublicJaluProfile } from '@bantuin/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './keys';

/** GET /workers/jalu/:id: a Jalu's rating and finished jobs, as a Yasa sees them. */
export function getJaluProfile(id: string, signal?: AbortSignal): Promise<PublicJaluProfile> {
  return apiRequest(`/workers/jalu/${id}`, { schema: publicJaluProfileSchema, signal });
}

export function useJaluProfile(id: string) {
  return useQuery({
    queryKey: profileKeys.jalu(id),
    queryFn: ({ signal }) => getJaluProfile(id, signal),
    meta: { onLoadError: 'log' },
  });
}
