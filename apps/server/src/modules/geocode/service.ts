import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { geocodeCache } from '../../db/schema.js';
import { AppError, notFound } from '../../http/errors.js';
import { GeocoderError, type ReverseGeocoder } from '../../adapters/geocoder/nominatim.js';
import { createBoundedQueue } from '../../lib/bounded-queue.js';

export interface GeocodeService {
  /** `who` (the person asking) bounds their share of the line to the geocoder. */
  reverse(point: { lat: number; lng: number }, who: string): Promise<{ address: string }>;
}

/** About 11 m: close enough for a street address, coarse enough to share cache entries. */
const cacheKey = ({ lat, lng }: { lat: number; lng: number }) =>
  `${lat.toFixed(4)},${lng.toFixed(4)}`;

export interface GeocodeQueueLimits {
  /** Uncached lookups one person may have waiting; one more answers 429. */
  perPerson: number;
  /** Uncached lookups waiting in total; one more answers 503. */
  total: number;
}

export function createGeocodeService(
  db: Database,
  geocoder: ReverseGeocoder,
  limits: GeocodeQueueLimits,
): GeocodeService {
  // The geocoder takes one request a second (Nominatim's policy): without a bounded line, one
  // person's burst of new points makes everyone wait. Cache hits never stand in it.
  const line = createBoundedQueue({
    concurrency: 1,
    maxWaiting: limits.total,
    maxWaitingPerKey: limits.perPerson,
    busyMessage: 'Terlalu banyak permintaan alamat, coba lagi sebentar lagi',
  });
  return {
    async reverse(point, who) {
      const key = cacheKey(point);
      const [cached] = await db.select().from(geocodeCache).where(eq(geocodeCache.key, key));
      let address = cached ? cached.address : undefined;
      if (address === undefined) {
        try {
          address = await line.run(who, () => geocoder.reverse(point));
        } catch (error) {
          if (error instanceof GeocoderError) {
            const failure = new AppError(
              502,
              'GEOCODER_FAILED',
              `Geocoder failed due to: ${error.status}`,
            );
            // Logged by the error handler with what the geocoder said.
            throw Object.assign(failure, {
              upstreamStatus: error.status,
              upstreamBody: error.bodyExcerpt,
            });
          }
          throw error;
        }
        await db.insert(geocodeCache).values({ key, address }).onConflictDoNothing();
      }
      if (!address) throw notFound('No results found');
      return { address };
    },
  };
}
