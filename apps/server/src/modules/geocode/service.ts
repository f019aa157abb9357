import { GEOCODE_SEARCH_LIMITS, type GeocodeSearchResult } from '@bantuin/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { geocodeCache } from '../../db/schema.js';
import { notFound, upstreamFailed } from '../../lib/errors.js';
import { GeocoderError, type Geocoder } from '../../adapters/geocoder/nominatim.js';
import { createBoundedQueue } from '../../lib/bounded-queue.js';

export interface GeocodeService {
  /** `who` (the person asking) bounds their share of the line to the geocoder. */
  reverse(point: { lat: number; lng: number }, who: string): Promise<{ address: string }>;
  /** Up to five places for a typed address (already trimmed and checked by the route). */
  search(query: string, who: string): Promise<GeocodeSearchResult[]>;
}

/** About 11 m: close enough for a street address, coarse enough to share cache entries. */
const pointKey = ({ lat, lng }: { lat: number; lng: number }) =>
  `${lat.toFixed(4)},${lng.toFixed(4)}`;

/**
 * Searches share the reverse answers' table under their own prefix (a point key never starts
 * with a letter); case and runs of spaces do not make a new search.
 */
const searchKey = (query: string) => `search:${query.toLowerCase().replace(/\s+/g, ' ')}`;

export interface GeocodeQueueLimits {
  /** Uncached lookups one person may have waiting; one more answers 429. */
  perPerson: number;
  /** Uncached lookups waiting in total; one more answers 503. */
  total: number;
}

/** What the person is told when the geocoder failed (spec §8's sentence). */
function geocoderFailed(error: GeocoderError) {
  // Logged by the error handler with what the geocoder said.
  return upstreamFailed('GEOCODER_FAILED', `Geocoder failed due to: ${error.status}`, {
    upstreamStatus: error.status,
    upstreamBody: error.bodyExcerpt,
  });
}

/** A cached search answer, or undefined when the stored text is not one (never trusted blindly). */
function readCachedPlaces(stored: string | null): GeocodeSearchResult[] | undefined {
  if (stored === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? (parsed as GeocodeSearchResult[]) : undefined;
  } catch {
    return undefined;
  }
}

export function createGeocodeService(
  db: Database,
  geocoder: Geocoder,
  limits: GeocodeQueueLimits,
): GeocodeService {
  // The geocoder takes one request a second (Nominatim's policy): without a bounded line, one
  // person's burst of new points or searches makes everyone wait. Cache hits never stand in it.
  const line = createBoundedQueue({
    concurrency: 1,
    maxWaiting: limits.total,
    maxWaitingPerKey: limits.perPerson,
    busyMessage: 'Terlalu banyak permintaan alamat, coba lagi sebentar lagi',
  });

  /** Asks the geocoder through the line; its failures become 502 GEOCODER_FAILED. */
  async function throughLine<T>(who: string, job: () => Promise<T>): Promise<T> {
    try {
      return await line.run(who, job);
    } catch (error) {
      if (error instanceof GeocoderError) throw geocoderFailed(error);
      throw error;
    }
  }

  const cached = async (key: string) => {
    const [row] = await db.select().from(geocodeCache).where(eq(geocodeCache.key, key));
    return row;
  };

  return {
    async reverse(point, who) {
      const key = pointKey(point);
      const hit = await cached(key);
      let address = hit ? hit.address : undefined;
      if (address === undefined) {
        address = await throughLine(who, () => geocoder.reverse(point));
        await db.insert(geocodeCache).values({ key, address }).onConflictDoNothing();
      }
      if (!address) throw notFound('No results found', 'ADDRESS_NOT_FOUND');
      return { address };
    },

    async search(query, who) {
      const key = searchKey(query);
      const hit = await cached(key);
      const known = hit ? readCachedPlaces(hit.address) : undefined;
      if (known) return known;
      const places = await throughLine(who, () =>
        geocoder.search(query, GEOCODE_SEARCH_LIMITS.results),
      );
      // An empty answer is cached too: the same fruitless search does not ask again.
      await db
        .insert(geocodeCache)
        .values({ key, address: JSON.stringify(places) })
        .onConflictDoUpdate({ target: geocodeCache.key, set: { address: JSON.stringify(places) } });
      return places;
    },
  };
}
