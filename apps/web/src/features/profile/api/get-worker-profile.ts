import { workerProfileSchema, type WorkerProfile } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './keys';

export function getWorkerProfile(signal?: AbortSignal): Promise<WorkerProfile> {
  return apiRequest('/workers/profile', { schema: workerProfileSchema, signal });
}

export function workerProfileQuery() {
  return queryOptions({
    queryKey: profileKeys.mine('yasa'),
    queryFn: ({ signal }) => getWorkerProfile(signal),
    meta: { onLoadError: 'toast' },
  });
}

export function useWorkerProfile() {
  return useQuery(workerProfileQuery());
}
