/** Turns a point into a human address; null when there is nothing there. */
export interface ReverseGeocoder {
  reverse(point: { lat: number; lng: number }): Promise<string | null>;
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

export function createNominatimGeocoder(options: NominatimOptions): ReverseGeocoder {
  let nextSlot = 0;

  /** Waits for this request's turn; turns are handed out one interval apart. */
  async function takeTurn() {
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + options.minIntervalMs;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  }

  return {
    async reverse({ lat, lng }) {
      await takeTurn();
      const url = new URL('reverse', `${options.baseUrl.replace(/\/$/, '')}/`);
      url.search = new URLSearchParams({
        format: 'jsonv2',
        lat: String(lat),
        lon: String(lng),
        'accept-language': 'id',
        zoom: '18',
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
      const body = (await response.json().catch(() => null)) as {
        display_name?: unknown;
        error?: unknown;
      } | null;
      if (!body) throw new GeocoderError('INVALID_RESPONSE');
      if (typeof body.display_name === 'string' && body.display_name) return body.display_name;
      return null;
    },
  };
}
