import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { notifyError } from './notify';

/**
 * One retry, one second later: a blip passes, and a list or page that cannot load shows its error
 * and 'Coba lagi' after about a second rather than after several seconds of 'Memuat…'.
 */
export const MAX_QUERY_RETRIES = 1;
export const QUERY_RETRY_DELAY_MS = 1000;

/**
 * What a query does when loading fails for good (after its retries). The spec (§8) toasts the
 * server's message for some loads (profile, the Jalu's wallet) and only logs others (reviews,
 * history, the wallet on profile pages); pages still show their own inline state either way.
 */
export type QueryMeta = { onLoadError?: 'toast' | 'log' };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMeta;
  }
}

/** Retrying a 4xx cannot help (bad input, no access, missing); network and 5xx blips can pass. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Once per failed fetch of a query, however many components watch it.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.onLoadError === 'toast') notifyError(error);
        else console.error(`Gagal memuat ${JSON.stringify(query.queryKey)}:`, error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: QUERY_RETRY_DELAY_MS,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
