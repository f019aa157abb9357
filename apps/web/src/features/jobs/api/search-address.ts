import {
  GEOCODE_SEARCH_LIMITS,
  geocodeSearchSchema,
  type GeocodeSearchResult,
} from '@bantuin/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from './keys';

/**
 * GET /geocode/search?q=: up to five places for a typed address, through the server's
 * geocoder (same cache and line as the reverse look-up). 400 for a query the server refuses,
 * 429/503 when the line to the geocoder is full, 502 when the geocoder failed.
 */
export function searchAddress(query: string, signal?: AbortSignal): Promise<GeocodeSearchResult[]> {
  return apiRequest('/geocode/search', {
    query: { q: query },
    schema: geocodeSearchSchema,
    signal,
  });
}

// eslint-disable-next-line no-control-regex -- a pasted tab or newline is not part of an address
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]+/g;

/** What is sent for what was typed: one line, trimmed, within the server's length. */
export function addressSearchTerm(typed: string): string {
  return typed
    .replace(CONTROL_CHARACTERS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, GEOCODE_SEARCH_LIMITS.queryMax);
}

export function addressSearchQuery(term: string) {
  return queryOptions({
    queryKey: jobKeys.addressSearch(term),
    queryFn: ({ signal }) => searchAddress(term, signal),
    // Places do not move: one answer per term for the whole visit.
    staleTime: Infinity,
    // A full line (429/503) is not helped by asking again at once; the next keystroke asks.
    retry: false,
    meta: { onLoadError: 'log' },
  });
}

/** The places for `term` (already debounced and cleaned); idle below the minimum length. */
export function useAddressSearch(term: string) {
  return useQuery({
    ...addressSearchQuery(term),
    enabled: term.length >= GEOCODE_SEARCH_LIMITS.queryMin,
    // The previous suggestions stay while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}
