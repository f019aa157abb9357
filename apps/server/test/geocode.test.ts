import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

describe('the line to the geocoder (GEOCODE_QUEUE_PER_USER, GEOCODE_QUEUE_MAX)', () => {
  /** A geocoder that holds every request until the test lets them go (points near -6.5 excepted). */
  const held: Array<() => void> = [];
  let letAllThrough = false;
  let holding: Server;
  let q: TestApp;

  beforeAll(async () => {
    holding = createServer((req, res) => {
      const lat = new URL(req.url ?? '/', 'http://stub').searchParams.get('lat');
      const answer = () => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ display_name: `Jl. Antre ${lat}, Jakarta` }));
      };
      if (letAllThrough || lat === '-6.5') answer();
      else held.push(answer);
    });
    await new Promise<void>((resolve) => holding.listen(0, '127.0.0.1', resolve));
    q = await createTestApp({
      nominatimUrl: `http://127.0.0.1:${(holding.address() as AddressInfo).port}`,
      geocodeQueuePerUser: 2,
      geocodeQueueMax: 3,
    });
  });
  afterAll(async () => {
    letAllThrough = true;
    held.splice(0).forEach((answer) => answer());
    await q.close();
    await new Promise((resolve) => holding.close(resolve));
  });

  /** Fires lookups without waiting; `settled` fills as their answers arrive. */
  function fire(who: TestUser, lats: number[]) {
    const settled: Array<{ status: number; code?: string }> = [];
    const all = lats.map((lat) =>
      q.app
        .inject({ method: 'GET', url: `/geocode/reverse?lat=${lat}&lng=106.7`, headers: who.auth })
        .then((res) => {
          settled.push({ status: res.statusCode, code: res.json<{ code?: string }>().code });
          return res.statusCode;
        }),
    );
    return { settled, all };
  }

  it('refuses a fourth waiting lookup of one person (429), a full line (503), and serves the cache meanwhile', async () => {
    const hog = await createUser(q.app, 'jalu');
    const second = await createUser(q.app, 'yasa');
    const third = await createUser(q.app, 'jalu');
    const reader = await createUser(q.app, 'yasa');
    // A point the cache knows.
    expect(await fire(reader, [-6.5]).all[0]).toBe(200);

    // The hog's first lookup is at the geocoder, held there…
    const first = fire(hog, [-6.61]);
    await vi.waitFor(() => expect(held.length).toBe(1), { timeout: 20_000, interval: 20 });
    // …two more may wait; the third waiting one is refused at once.
    const more = fire(hog, [-6.62, -6.63, -6.64]);
    await vi.waitFor(() => expect(more.settled.length).toBe(1), { timeout: 20_000, interval: 20 });
    expect(more.settled[0]).toEqual({ status: 429, code: 'RATE_LIMITED' });

    // Room for one more person in the line of three; the next finds it full.
    const others = [fire(second, [-6.71]), fire(third, [-6.72])];
    await vi.waitFor(() => expect(others.flatMap((o) => o.settled)).toHaveLength(1), {
      timeout: 20_000,
      interval: 20,
    });
    expect(others.flatMap((o) => o.settled)).toEqual([
      { status: 503, code: 'SERVICE_UNAVAILABLE' },
    ]);

    // A cached point is answered while the line is full.
    expect(await fire(reader, [-6.5]).all[0]).toBe(200);

    // Once the geocoder answers, everyone in the line gets their address.
    letAllThrough = true;
    held.splice(0).forEach((answer) => answer());
    const statuses = await Promise.all([
      ...first.all,
      ...more.all,
      ...others.flatMap((o) => o.all),
    ]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
  }, 60_000);
});
