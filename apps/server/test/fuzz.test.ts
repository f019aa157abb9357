import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { createTestApp, testConfig, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';
import { multipartBody } from './support/multipart.js';
import { apiRoutes, type ApiRoute } from './support/routes.js';

let t: TestApp;
let jalu: TestUser;
let yasa: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [jalu, yasa] = await Promise.all([createUser(t.app, 'jalu'), createUser(t.app, 'yasa')]);
});
afterAll(() => t.close());

const FIELDS = [
  'email',
  'password',
  'name',
  'phoneNumber',
  'address',
  'addressNotes',
  'bio',
  'dateOfBirth',
  'title',
  'description',
  'fee',
  'category',
  'coordinates',
  'lat',
  'lng',
  'rating',
  'amount',
  'outcome',
  'message',
  'topupId',
  'workerId',
  'order_id',
  'status_code',
  'gross_amount',
  'signature_key',
  'transaction_status',
  'cursor',
  'limit',
  'near',
  'q',
  'state',
];

/** Values that have crashed servers before: NUL, control characters, huge and wrongly typed. */
const NASTY: unknown[] = [
  'a\u0000b@x.id',
  'ok\u0007\u001b[31m',
  'x'.repeat(20_000),
  -1,
  1e308,
  null,
  { $gt: '' },
  "' or 1=1 --",
];

const bodyOf = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
const queryOf = (value: unknown) =>
  FIELDS.map((field) => `${field}=${encodeURIComponent(String(value))}`).join('&');

async function send(route: ApiRoute, user: TestUser | undefined, value: unknown) {
  const headers = user ? { ...user.auth } : {};
  const url = `${route.url}?${queryOf(value)}`;
  if (route.method === 'GET' || route.method === 'DELETE') {
    return t.app.inject({ method: route.method as 'GET', url, headers });
  }
  if (route.contentTypes.includes('multipart/form-data')) {
    const body = await multipartBody(
      FIELDS.map((field) => [field, typeof value === 'string' ? value : JSON.stringify(value)]),
    );
    return t.app.inject({
      method: route.method as 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }
  return t.app.inject({ method: route.method as 'POST', url, headers, payload: bodyOf(value) });
}

describe('every route against hostile input', () => {
  it('answers no 5xx, whoever asks, to NUL bytes, huge and malformed values', async () => {
    const routes = apiRoutes(t.app);
    // Path parameters get the hostile values too.
    const withNastyParams = routes
      .filter((route) => route.path.includes('{'))
      .flatMap((route) =>
        ['%00', 'a%00b', 'x'.repeat(3000), '..%2F..%2Fetc'].map((param) => ({
          ...route,
          url: route.path.replace(/\{\w+\}/g, param),
        })),
      );
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    const cases = [...routes, ...withNastyParams].flatMap((route) =>
      [undefined, jalu, yasa].flatMap((user) => NASTY.map((value) => ({ route, user, value }))),
    );
    // A few at a time: enough to be quick, few enough not to turn into a load test.
    for (let i = 0; i < cases.length; i += 8) {
      await Promise.all(
        cases.slice(i, i + 8).map(async ({ route, user, value }) => {
          const res = await send(route, user, value);
          // No geocoder answers in tests: its 502 is the honest answer, not a crash.
          const geocoderDown = res.statusCode === 502 && res.json().code === 'GEOCODER_FAILED';
          if (res.statusCode >= 500 && !geocoderDown) {
            const shown = String(value).slice(0, 20);
            failures.push(`${route.method} ${route.url.slice(0, 60)} ${shown} → ${res.statusCode}`);
          }
        }),
      );
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses a NUL byte in a login email with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'a\u0000b@x.id', password: 'whatever-password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses a NUL byte in a sandbox token path with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/payment/sandbox/%00' });
    expect(res.statusCode).toBe(400);
  });
});

describe('logs', () => {
  it("never hold a failing query's parameters", async () => {
    const lines: string[] = [];
    const { app } = await buildApp(testConfig({ logLevel: 'error' }), {
      database: t.database,
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const secret = 'pesan rahasia di Jalan Mawar 7';
      const error = await t.database.db
        .execute(sql`select ${secret}::int`)
        .then(() => undefined)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      app.log.error({ err: error }, 'unhandled error');
      expect(lines.join('')).toContain('Failed query');
      expect(lines.join('')).not.toContain('Jalan Mawar');
    } finally {
      await app.close();
    }
  });
});
