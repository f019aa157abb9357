import { z } from 'zod';

/** Geocoding: GET /geocode/reverse (a point's address) and GET /geocode/search (an address's places). */

export const reverseGeocodeQuerySchema = z.object({
  lat: z.coerce.number({ error: 'Koordinat tidak valid' }).min(-90).max(90),
  lng: z.coerce.number({ error: 'Koordinat tidak valid' }).min(-180).max(180),
});
export const reverseGeocodeSchema = z.object({ address: z.string() });

/** Address search: what a person may type (one line, after trimming). */
export const GEOCODE_SEARCH_LIMITS = { queryMin: 3, queryMax: 200, results: 5 } as const;
export const GEOCODE_SEARCH_QUERY_MESSAGES = {
  tooShort: `Ketik minimal ${GEOCODE_SEARCH_LIMITS.queryMin} huruf untuk mencari alamat`,
  tooLong: `Alamat yang dicari maksimal ${GEOCODE_SEARCH_LIMITS.queryMax} karakter`,
  control: 'Alamat yang dicari berisi karakter yang tidak diizinkan',
} as const;
// eslint-disable-next-line no-control-regex -- a one-line search holds no control character at all
const ANY_CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;

/** GET /geocode/search?q=: forward geocoding through the same geocoder, cache and line. */
export const geocodeSearchQuerySchema = z.object({
  q: z
    .string({ error: GEOCODE_SEARCH_QUERY_MESSAGES.tooShort })
    .trim()
    .min(GEOCODE_SEARCH_LIMITS.queryMin, GEOCODE_SEARCH_QUERY_MESSAGES.tooShort)
    .max(GEOCODE_SEARCH_LIMITS.queryMax, GEOCODE_SEARCH_QUERY_MESSAGES.tooLong)
    .refine((q) => !ANY_CONTROL_CHARACTER.test(q), GEOCODE_SEARCH_QUERY_MESSAGES.control),
});
export const geocodeSearchResultSchema = z.object({
  address: z.string(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type GeocodeSearchResult = z.infer<typeof geocodeSearchResultSchema>;
/** Up to five places, best first; empty when nothing matches. */
export const geocodeSearchSchema = z
  .array(geocodeSearchResultSchema)
  .max(GEOCODE_SEARCH_LIMITS.results);
