import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Nominatim's stand-in for the journeys: any point answers a predictable address naming its
 * coordinates, so a test can tell which click produced it.
 */
export async function startStubGeocoder() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    res.setHeader('content-type', 'application/json');
    if (url.pathname !== '/reverse') {
      res.statusCode = 404;
      return res.end('{}');
    }
    const lat = Number(url.searchParams.get('lat')).toFixed(3);
    const lon = Number(url.searchParams.get('lon')).toFixed(3);
    res.end(JSON.stringify({ display_name: `Jl. Uji Coba (${lat}, ${lon}), Jakarta` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
