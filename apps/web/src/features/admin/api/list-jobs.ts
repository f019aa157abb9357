import { adminJobSchema, type AdminJob } from '@bantuin/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';
import { definedOnly, pagedQuery } from './paged';

export type JobsFilters = { q?: string; state?: string };

export function listJobs(
  filters: JobsFilters,
  page: { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<AdminJob[]> {
  return apiRequest('/admin/jobs', {
    query: { ...definedOnly(filters), ...page },
    schema: adminJobSchema.array(),
    signal,
  });
}

export function useJobs(filters: JobsFilters) {
  return useInfiniteQuery(
    pagedQuery(adminKeys.jobs(filters), (page, signal) => listJobs(filters, page, signal)),
  );
}
