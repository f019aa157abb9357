export interface GeocodedPlace {
  address: string;
  lat: number;
  lng: number;
}

/** Turns points into addresses and typed addresses into places. */
export interface Geocoder {
  /** The human address at a point; null when there is nothing there. */
  reverse(point: { lat: number; lng: number }): Promise<string | null>;
  /** Up to `limit` places matching what a person typed, best first; empty when none. */
  search(query: string, limit: number): Promise<GeocodedPlace[]>;
}

/** The geocoder did not answer properly; `status` is its HTTP status or what went wrong. */
export class GeocoderError extends Error {
  constructor(
    public readonly status: string,
    /** The start of the geocoder's answer, for the log. */
    public readonly bodyExcerpt?: string,
  ) {
    super(`geocoder failed: ${status}`);
  }
}

export interface NominatimOptions {
  baseUrl: string;
  userAgent: string;
  /** Nominatim's usage policy: at most one request per second from us. */
  minIntervalMs: number;
  timeoutMs?: number;
}

export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  let nextSlot = 0;

  /** Waits for this request's turn; turns are handed out one interval apart. */
  async function takeTurn() {
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + options.minIntervalMs;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  }

  /** One paced GET to the geocoder; the parsed JSON body, or a GeocoderError. */
  async function ask(path: 'reverse' | 'search', params: Record<string, string>) {
    await takeTurn();
    const url = new URL(path, `${options.baseUrl.replace(/\/$/, '')}/`);
    url.search = new URLSearchParams({
      format: 'jsonv2',
      'accept-language': 'id',
      ...params,
    }).toString();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'user-agent': options.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
      });
    } catch (error) {
      throw new GeocoderError(
        error instanceof Error && error.name === 'TimeoutError' ? 'TIMEOUT' : 'UNREACHABLE',
      );
    }
    if (!response.ok) {
      const excerpt = (await response.text().catch(() => '')).slice(0, 300);
      throw new GeocoderError(String(response.status), excerpt);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!body || typeof body !== 'object') throw new GeocoderError('INVALID_RESPONSE');
    return body;
  }

  return {
    async reverse({ lat, lng }) {
      const body = (await ask('reverse', {
        lat: String(lat),
        lon: String(lng),
        zoom: '18',
      })) as { display_name?: unknown };
      if (typeof body.display_name === 'string' && body.display_name) return body.display_name;
      return null;
    },

    async search(query, limit) {
      const body = await ask('search', {
        q: query,
        limit: String(limit),
        // A marketplace in Indonesia: a street name must not land in another country.
        countrycodes: 'id',
      });
      if (!Array.isArray(body)) throw new GeocoderError('INVALID_RESPONSE');
      const places: GeocodedPlace[] = [];
      for (const item of body as Array<Record<string, unknown>>) {
        const lat = Number(item.lat);
        const lng = Number(item.lon);
        const address = item.display_name;
        // Nominatim sends coordinates as strings; anything unreadable is skipped, not trusted.
        if (typeof address !== 'string' || !address) continue;
        if (!Number.isFinite(lat) || Math.abs(lat) > 90) continue;
        if (!Number.isFinite(lng) || Math.abs(lng) > 180) continue;
        places.push({ address, lat, lng });
      }
      return places.slice(0, limit);
    },
  };
}
