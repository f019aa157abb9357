import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { geocodeCache } from '../../db/schema.js';
import { AppError, notFound } from '../../http/errors.js';
import { GeocoderError, type ReverseGeocoder } from '../../adapters/geocoder/nominatim.js';

export interface GeocodeService {
  reverse(point: { lat: number; lng: number }): Promise<{ address: string }>;
}

/** About 11 m: close enough for a street address, coarse enough to share cache entries. */
const cacheKey = ({ lat, lng }: { lat: number; lng: number }) =>
  `${lat.toFixed(4)},${lng.toFixed(4)}`;

export function createGeocodeService(db: Database, geocoder: ReverseGeocoder): GeocodeService {
  return {
    async reverse(point) {
      const key = cacheKey(point);
      const [cached] = await db.select().from(geocodeCache).where(eq(geocodeCache.key, key));
      let address = cached ? cached.address : undefined;
      if (address === undefined) {
        try {
          address = await geocoder.reverse(point);
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
