import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where the stub puts the first place a search finds, so a test can tell the pin went there. */
export const SEARCH_FIRST_PLACE = { lat: -6.1754, lng: 106.8272 };

/** What a search for `q` answers: two places in Jakarta, named after the words searched. */
export function stubSearchPlaces(q: string) {
  return [
    { address: `${q} Nomor 1, Gambir, Jakarta Pusat`, ...SEARCH_FIRST_PLACE },
    { address: `${q} Nomor 2, Tebet, Jakarta Selatan`, lat: -6.2262, lng: 106.8551 },
  ];
}

function refuse(res: ServerResponse, why: string) {
  res.statusCode = 400;
  res.end(JSON.stringify({ error: `stub geocoder: ${why}` }));
}

/**
 * Nominatim's stand-in for the journeys. Reverse: any point answers a predictable address naming
 * its coordinates, so a test can tell which click produced it. Search: checks the request is
 * what our server must send (format, language, country, limit, a trimmed query, our
 * User-Agent) and answers `stubSearchPlaces(q)`; a wrong request answers 400, which the server
 * turns into 502 and the journey fails on.
 */
export async function startStubGeocoder() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const params = url.searchParams;
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/search') {
      const q = params.get('q') ?? '';
      if (!/^Bantuin\//.test(req.headers['user-agent'] ?? '')) return refuse(res, 'user-agent');
      if (params.get('format') !== 'jsonv2') return refuse(res, 'format');
      if (params.get('accept-language') !== 'id') return refuse(res, 'accept-language');
      if (params.get('countrycodes') !== 'id') return refuse(res, 'countrycodes');
      if (params.get('limit') !== '5') return refuse(res, 'limit');
      if (q !== q.trim() || q.length < 3 || q.length > 200) return refuse(res, `q ${q}`);
      return res.end(
        JSON.stringify(
          stubSearchPlaces(q).map(({ address, lat, lng }) => ({
            display_name: address,
            // Nominatim sends coordinates as strings.
            lat: String(lat),
            lon: String(lng),
          })),
        ),
      );
    }
    if (url.pathname !== '/reverse') {
      res.statusCode = 404;
      return res.end('{}');
    }
    const lat = Number(params.get('lat')).toFixed(3);
    const lon = Number(params.get('lon')).toFixed(3);
    res.end(JSON.stringify({ display_name: `Jl. Uji Coba (${lat}, ${lon}), Jakarta` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
