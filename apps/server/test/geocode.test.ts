import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestAdmin } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';

/** A local stand-in for Nominatim that records what it is asked. */
const requests: Array<{ url: URL; userAgent?: string }> = [];
let failWith: number | undefined;
/** Set: the stub answers this raw body with 200 instead (a geocoder talking nonsense). */
let answerRaw: string | undefined;
/** Set: the stub closes the connection without answering. */
let hangUp = false;
let stub: Server;
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  stub = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    requests.push({ url, userAgent: req.headers['user-agent'] });
    if (hangUp) return req.socket.destroy();
    res.setHeader('content-type', 'application/json');
    if (failWith) {
      res.statusCode = failWith;
      return res.end('{}');
    }
    if (answerRaw !== undefined) return res.end(answerRaw);
    if (url.pathname === '/search') {
      const q = url.searchParams.get('q') ?? '';
      if (q === 'Jalan Entah Berantah') return res.end('[]');
      // Six places (one with unreadable coordinates): we keep at most five readable ones.
      const places = [
        { display_name: `${q} Nomor 0, Jakarta`, lat: 'bukan angka', lon: '106.8' },
        ...[1, 2, 3, 4, 5].map((n) => ({
          display_name: `${q} Nomor ${n}, Jakarta`,
          lat: String(-6.2 - n / 100),
          lon: String(106.8 + n / 100),
        })),
      ];
      return res.end(JSON.stringify(places));
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
    expect(res.json()).toEqual({ message: 'No results found', code: 'ADDRESS_NOT_FOUND' });
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

const search = (q: string, auth: Record<string, string> = user.auth) =>
  t.app.inject({
    method: 'GET',
    url: `/geocode/search?${new URLSearchParams({ q }).toString()}`,
    headers: auth,
  });

describe('GET /geocode/search', () => {
  it('answers up to five places, asking Nominatim once per search with our User-Agent', async () => {
    const before = requests.length;
    const res = await search('  Jalan Kenanga  ');
    expect(res.statusCode).toBe(200);
    const places = res.json<Array<{ address: string; lat: number; lng: number }>>();
    expect(places).toHaveLength(5);
    expect(places[0]).toEqual({
      address: 'Jalan Kenanga Nomor 1, Jakarta',
      lat: -6.21,
      lng: 106.81,
    });
    expect(requests.length).toBe(before + 1);
    const asked = requests.at(-1)!;
    expect(asked.url.pathname).toBe('/search');
    expect(asked.userAgent).toMatch(/^Bantuin\//);
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({
      format: 'jsonv2',
      'accept-language': 'id',
      // Trimmed before it leaves us.
      q: 'Jalan Kenanga',
      limit: '5',
      countrycodes: 'id',
    });

    // The same search again, in other letters and spacing, is served from the cache.
    const again = await search('jalan   KENANGA');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(places);
    expect(requests.length).toBe(before + 1);
  });

  it('answers an empty list when nothing matches, and remembers that too', async () => {
    const before = requests.length;
    for (let i = 0; i < 2; i += 1) {
      const res = await search('Jalan Entah Berantah');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    expect(requests.length).toBe(before + 1);
  });

  it('is open to every signed-in role (Jalu, Yasa, admin) and to nobody else', async () => {
    const yasa = await createUser(t.app, 'yasa');
    const admin = await createTestAdmin(t.app, t.database.db);
    for (const auth of [user.auth, yasa.auth, admin.auth]) {
      expect((await search('Jalan Mawar', auth)).statusCode).toBe(200);
    }
    const anonymous = await search('Jalan Mawar', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<{ code: string }>().code).toBe('UNAUTHENTICATED');
    const forged = await search('Jalan Mawar', { authorization: 'Bearer bukan-token' });
    expect(forged.statusCode).toBe(401);
  });

  it.each([
    ['', 'Ketik minimal 3 huruf untuk mencari alamat'],
    ['ab', 'Ketik minimal 3 huruf untuk mencari alamat'],
    ['   ab   ', 'Ketik minimal 3 huruf untuk mencari alamat'],
    ['j'.repeat(201), 'Alamat yang dicari maksimal 200 karakter'],
    // NUL and DEL are refused for every route before its schema runs.
    ['Jalan\u0000Mawar', 'Teks berisi karakter yang tidak diizinkan'],
    ['Jalan\nMawar', 'Alamat yang dicari berisi karakter yang tidak diizinkan'],
    ['Jalan\u007FMawar', 'Teks berisi karakter yang tidak diizinkan'],
    ['Jalan\tMawar', 'Alamat yang dicari berisi karakter yang tidak diizinkan'],
  ])('answers 400 VALIDATION_ERROR for %j without asking the geocoder', async (q, message) => {
    const before = requests.length;
    const res = await search(q);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION_ERROR' });
    expect(requests.length).toBe(before);
  });

  it('answers 400 when q is missing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/geocode/search', headers: user.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('VALIDATION_ERROR');
  });

  it("answers 502 'Geocoder failed due to: {status}' when the geocoder fails, and caches nothing", async () => {
    failWith = 500;
    try {
      const res = await search('Jalan Flamboyan');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        message: 'Geocoder failed due to: 500',
        code: 'GEOCODER_FAILED',
      });
    } finally {
      failWith = undefined;
    }
    const retried = await search('Jalan Flamboyan');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toHaveLength(5);
  });

  it('answers 502 when the geocoder talks nonsense (not a list)', async () => {
    answerRaw = '{"display_name":"bukan daftar"}';
    try {
      const res = await search('Jalan Anggrek');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        message: 'Geocoder failed due to: INVALID_RESPONSE',
        code: 'GEOCODER_FAILED',
      });
    } finally {
      answerRaw = undefined;
    }
  });

  it('answers 502 when the geocoder hangs up without an answer', async () => {
    hangUp = true;
    try {
      const res = await search('Jalan Melati');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        message: 'Geocoder failed due to: UNREACHABLE',
        code: 'GEOCODER_FAILED',
      });
    } finally {
      hangUp = false;
    }
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
      const url = new URL(req.url ?? '/', 'http://stub');
      const lat = url.searchParams.get('lat');
      const answer = () => {
        res.setHeader('content-type', 'application/json');
        res.end(
          url.pathname === '/search'
            ? JSON.stringify([{ display_name: 'Jl. Antre, Jakarta', lat: '-6.6', lon: '106.7' }])
            : JSON.stringify({ display_name: `Jl. Antre ${lat}, Jakarta` }),
        );
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

  it('puts searches in the same line: 429 for one person, 503 when full', async () => {
    letAllThrough = false;
    const hog = await createUser(q.app, 'jalu');
    const other = await createUser(q.app, 'yasa');
    const late = await createUser(q.app, 'jalu');
    /** Fires searches without waiting; `settled` fills as their answers arrive. */
    const searches = (who: TestUser, texts: string[]) => {
      const settled: Array<{ status: number; code?: string }> = [];
      const all = texts.map((text) =>
        q.app
          .inject({
            method: 'GET',
            url: `/geocode/search?q=${encodeURIComponent(text)}`,
            headers: who.auth,
          })
          .then((res) => {
            settled.push({ status: res.statusCode, code: res.json<{ code?: string }>().code });
            return res;
          }),
      );
      return { settled, all };
    };
    const wait = { timeout: 20_000, interval: 20 };

    // The hog's reverse lookup is at the geocoder, held there…
    const first = fire(hog, [-6.81]);
    await vi.waitFor(() => expect(held.length).toBe(1), wait);
    // …behind it, two of the hog's searches may wait; the third is refused at once.
    const hogs = searches(hog, ['Jalan Antre Satu', 'Jalan Antre Dua', 'Jalan Antre Tiga']);
    await vi.waitFor(() => expect(hogs.settled).toHaveLength(1), wait);
    expect(hogs.settled[0]).toEqual({ status: 429, code: 'RATE_LIMITED' });

    // Room for one more search in the line of three; the next finds it full.
    const others = [searches(other, ['Jalan Antre Empat']), searches(late, ['Jalan Antre Lima'])];
    await vi.waitFor(() => expect(others.flatMap((o) => o.settled)).toHaveLength(1), wait);
    expect(others.flatMap((o) => o.settled)).toEqual([
      { status: 503, code: 'SERVICE_UNAVAILABLE' },
    ]);
    // One line: nothing but the first lookup reached the geocoder meanwhile.
    expect(held).toHaveLength(1);

    letAllThrough = true;
    held.splice(0).forEach((answer) => answer());
    expect(await Promise.all(first.all)).toEqual([200]);
    const answers = await Promise.all([...hogs.all, ...others.flatMap((o) => o.all)]);
    const served = answers.filter((res) => res.statusCode === 200);
    expect(served).toHaveLength(3);
    expect(served[0]!.json()).toEqual([{ address: 'Jl. Antre, Jakarta', lat: -6.6, lng: 106.7 }]);
  }, 60_000);
});
