import { cancellationQuoteSchema, type CancellationQuote } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from './keys';

/** GET /clients/jobs/:id/cancellation: what cancelling would cost right now. */
export function getCancellationQuote(id: string, signal?: AbortSignal): Promise<CancellationQuote> {
  return apiRequest(`/clients/jobs/${encodeURIComponent(id)}/cancellation`, {
    schema: cancellationQuoteSchema,
    signal,
  });
}

export function cancellationQuoteQuery(id: string) {
  return queryOptions({
    queryKey: jobKeys.cancellation(id),
    queryFn: ({ signal }) => getCancellationQuote(id, signal),
    // The quote depends on the clock: ask again each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
    meta: { onLoadError: 'log' },
  });
}

export function useCancellationQuote(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...cancellationQuoteQuery(id), enabled });
}
