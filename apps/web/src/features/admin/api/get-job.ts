import { adminJobDetailSchema, type AdminJobDetail } from '@bantuin/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';

export function getAdminJob(id: string, signal?: AbortSignal): Promise<AdminJobDetail> {
  return apiRequest(`/admin/jobs/${id}`, { schema: adminJobDetailSchema, signal });
}

export function useAdminJob(id: string | null) {
  return useQuery({
    queryKey: adminKeys.job(id ?? ''),
    queryFn: ({ signal }) => getAdminJob(id!, signal),
    enabled: id !== null,
  });
}
