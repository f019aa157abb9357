import { adminUserDetailSchema, type AdminUserDetail } from '@bantuin/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';

export function getAdminUser(id: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return apiRequest(`/admin/users/${id}`, { schema: adminUserDetailSchema, signal });
}

export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: adminKeys.user(id ?? ''),
    queryFn: ({ signal }) => getAdminUser(id!, signal),
    enabled: id !== null,
  });
}
