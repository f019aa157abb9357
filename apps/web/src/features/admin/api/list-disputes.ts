import { adminDisputeSchema, type AdminDispute } from '@bantuin/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';
import { definedOnly, pagedQuery } from './paged';

export type DisputesFilters = { status?: string };

export function listDisputes(
  filters: DisputesFilters,
  page: { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<AdminDispute[]> {
  return apiRequest('/admin/disputes', {
    query: { ...definedOnly(filters), ...page },
    schema: adminDisputeSchema.array(),
    signal,
  });
}

export function useDisputes(filters: DisputesFilters) {
  return useInfiniteQuery(
    pagedQuery(adminKeys.disputes(filters), (page, signal) => listDisputes(filters, page, signal)),
  );
}
