import { overviewSchema, type Overview } from '@bantuin/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';
import { definedOnly } from './paged';

export type OverviewPeriod = { from?: string; to?: string };

export function getOverview(period: OverviewPeriod, signal?: AbortSignal): Promise<Overview> {
  return apiRequest('/admin/overview', {
    query: definedOnly(period),
    schema: overviewSchema,
    signal,
  });
}

export function useOverview(period: OverviewPeriod) {
  return useQuery({
    queryKey: adminKeys.overview(period),
    queryFn: ({ signal }) => getOverview(period, signal),
  });
}
