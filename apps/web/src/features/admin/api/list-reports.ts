import { adminReportSchema, type AdminReport } from '@bantuin/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';
import { definedOnly, pagedQuery } from './paged';

export type ReportsFilters = { status?: string };

/** GET /admin/reports: newest first. */
export function listReports(
  filters: ReportsFilters,
  page: { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<AdminReport[]> {
  return apiRequest('/admin/reports', {
    query: { ...definedOnly(filters), ...page },
    schema: adminReportSchema.array(),
    signal,
  });
}

export function useReports(filters: ReportsFilters) {
  return useInfiniteQuery(
    pagedQuery(adminKeys.reports(filters), (page, signal) => listReports(filters, page, signal)),
  );
}
