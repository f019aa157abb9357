import { adminDisputeDetailSchema, type AdminDisputeDetail } from '@bantuin/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';

export function getAdminDispute(id: string, signal?: AbortSignal): Promise<AdminDisputeDetail> {
  return apiRequest(`/admin/disputes/${id}`, { schema: adminDisputeDetailSchema, signal });
}

export function useAdminDispute(id: string | null) {
  return useQuery({
    queryKey: adminKeys.dispute(id ?? ''),
    queryFn: ({ signal }) => getAdminDispute(id!, signal),
    enabled: id !== null,
  });
}
