import { adminUserSchema, type AdminUser } from '@bantuin/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';
import { definedOnly, pagedQuery } from './paged';

export type UsersFilters = { q?: string; role?: string };

export function listUsers(
  filters: UsersFilters,
  page: { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<AdminUser[]> {
  return apiRequest('/admin/users', {
    query: { ...definedOnly(filters), ...page },
    schema: adminUserSchema.array(),
    signal,
  });
}

export function useUsers(filters: UsersFilters) {
  return useInfiniteQuery(
    pagedQuery(adminKeys.users(filters), (page, signal) => listUsers(filters, page, signal)),
  );
}
