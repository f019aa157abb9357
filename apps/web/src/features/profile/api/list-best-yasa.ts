import { bestYasaSchema, type BestYasa } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './keys';

/** GET /clients/best-yasa: at most 5 reviewed Yasa, by rating then jobs done. */
export function listBestYasa(signal?: AbortSignal): Promise<BestYasa[]> {
  return apiRequest('/clients/best-yasa', { schema: bestYasaSchema.array(), signal });
}

export function bestYasaQuery() {
  return queryOptions({
    queryKey: profileKeys.bestYasa(),
    queryFn: ({ signal }) => listBestYasa(signal),
    // Spec §8: a failed load of the best providers is only logged.
    meta: { onLoadError: 'log' },
  });
}

export function useBestYasa() {
  return useQuery(bestYasaQuery());
}
