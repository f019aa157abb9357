import { jobWithWorkersSchema, type JobWithWorkers } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from './keys';

/** GET /clients/jobs/:id/workers: one of my jobs with its applicants ('Daftar Tunggu Yasa'). */
export function getOrder(id: string, signal?: AbortSignal): Promise<JobWithWorkers> {
  return apiRequest(`/clients/jobs/${encodeURIComponent(id)}/workers`, {
    schema: jobWithWorkersSchema,
    signal,
  });
}

export function orderQuery(id: string) {
  return queryOptions({
    queryKey: jobKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    meta: { onLoadError: 'log' },
  });
}

export function useOrder(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...orderQuery(id), enabled });
}
