import { workerProfileSchema, type WorkerProfile } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getWorkerProfile(signal?: AbortSignal): Promise<WorkerProfile> {
  return apiRequest('/workers/profile', { schema: workerProfileSchema, signal });
}

/** One key for the signed-in Yasa's profile (navbar avatar and profile pages). */
export const workerProfileKey = ['profile', 'yasa'] as const;

export function workerProfileQuery() {
  return queryOptions({
    queryKey: workerProfileKey,
    queryFn: ({ signal }) => getWorkerProfile(signal),
    meta: { onLoadError: 'toast' },
  });
}

export function useWorkerProfile() {
  return useQuery(workerProfileQuery());
}
