import { reverseGeocodeSchema, type Coordinates } from '@bantuin/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /geocode/reverse: the address at a point, through the server's geocoder. 404 'No results
 * found' when there is none; 502 'Geocoder failed due to: {status}' when the geocoder failed.
 */
export function reverseGeocode(
  { lat, lng }: Coordinates,
  signal?: AbortSignal,
): Promise<{ address: string }> {
  return apiRequest('/geocode/reverse', {
    query: { lat, lng },
    schema: reverseGeocodeSchema,
    signal,
  });
}

/**
 * Looks addresses up one point at a time: a newer point cancels the older request, so a slow
 * answer never overwrites a newer one. `lookUp` resolves the address, null when superseded (or
 * the page was left), and rejects with the ApiError of a failed look-up.
 */
export function useReverseGeocode() {
  const inFlight = useRef<AbortController | null>(null);
  const [isPending, setIsPending] = useState(false);

  useEffect(() => () => inFlight.current?.abort(), []);

  const lookUp = useCallback(async (point: Coordinates): Promise<string | null> => {
    inFlight.current?.abort();
    const request = new AbortController();
    inFlight.current = request;
    setIsPending(true);
    try {
      const { address } = await reverseGeocode(point, request.signal);
      return request.signal.aborted ? null : address;
    } catch (error) {
      if (request.signal.aborted) return null;
      throw error;
    } finally {
      if (inFlight.current === request) {
        inFlight.current = null;
        setIsPending(false);
      }
    }
  }, []);

  return { lookUp, isPending };
}
