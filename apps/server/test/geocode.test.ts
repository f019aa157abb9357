import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';

/** A local stand-in for Nominatim that records what it is asked. */
const requests: Array<{ url: URL; userAgent?: string }> = [];
let failWith: number | undefined;
let stub: Server;
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  stub = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    requests.push({ url, userAgent: req.headers['user-agent'] });
    res.setHeader('content-type', 'application/json');
    if (failWith) {
      res.statusCode = failWith;
      return res.end('{}');
    }
    if (url.pathname !== '/reverse') {
      res.statusCode = 404;
      return res.end('{}');
    }
    // The sea north of Jakarta has no address.
    if (Number(url.searchParams.get('lat')) > -6.0) return res.end('{"error":"Unable to geocode"}');
    res.end(JSON.stringify({ display_name: `Jl. Contoh ${url.searchParams.get('lat')}, Jakarta` }));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    nominatimUrl: `http://127.0.0.1:${(stub.address() as AddressInfo).port}`,
  });
  user = await createUser(t.app, 'jalu');
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stub.close(resolve));
});

const reverse = (query: string, auth = user.auth) =>
  t.app.inject({ method: 'GET', url: `/geocode/reverse?${query}`, headers: auth });

describe('GET /geocode/reverse', () => {
  it('answers the address, asking Nominatim once per spot with our User-Agent', async () => {
    const before = requests.length;
    const res = await reverse('lat=-6.2&lng=106.8167');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ address: 'Jl. Contoh -6.2, Jakarta' });
    const asked = requests.at(-1)!;
    expect(asked.userAgent).toMatch(/^Bantuin\//);
    expect(Object.fromEntries(asked.url.searchParams)).toMatchObject({
      format: 'jsonv2',
      lat: '-6.2',
      lon: '106.8167',
      'accept-language': 'id',
    });

    // A point a few metres away is served from the cache.
    expect((await reverse('lat=-6.20001&lng=106.81671')).json()).toEqual(res.json());
    expect(requests.length).toBe(before + 1);
  });

  it("answers 404 'No results found' where there is no address", async () => {
    const res = await reverse('lat=-5.9&lng=106.8');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No results found', code: 'NOT_FOUND' });
  });

  it("answers 502 'Geocoder failed due to: {status}' when the geocoder fails", async () => {
    failWith = 503;
    try {
      const res = await reverse('lat=-6.3&lng=106.9');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        message: 'Geocoder failed due to: 503',
        code: 'GEOCODER_FAILED',
      });
    } finally {
      failWith = undefined;
    }
    // A failure is not cached: the next try asks again and succeeds.
    expect((await reverse('lat=-6.3&lng=106.9')).statusCode).toBe(200);
  });

  it.each(['lat=91&lng=0', 'lat=abc&lng=1', 'lng=106'])('answers 400 for %s', async (query) => {
    expect((await reverse(query)).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await reverse('lat=-6.2&lng=106.8', {} as never)).statusCode).toBe(401);
  });
});

describe('pacing', () => {
  it('spaces calls to the geocoder by the configured interval', async () => {
    const paced = await createTestApp({
      nominatimUrl: `http://127.0.0.1:${(stub.address() as AddressInfo).port}`,
      geocoderMinIntervalMs: 300,
    });
    try {
      const someone = await createUser(paced.app, 'yasa');
      const started = Date.now();
      await Promise.all(
        [-6.41, -6.42, -6.43].map((lat) =>
          paced.app.inject({
            method: 'GET',
            url: `/geocode/reverse?lat=${lat}&lng=106.8`,
            headers: someone.auth,
          }),
        ),
      );
      // Three calls need at least two intervals between them.
      expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    } finally {
      await paced.close();
    }
  });
});
