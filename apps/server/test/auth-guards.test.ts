import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';
import { apiRoutes } from './support/routes.js';

let t: TestApp;
let jalu: TestUser;
let yasa: TestUser;

beforeAll(async () => {
  // A probe route behind each guard, so the role check is tested the way modules use it.
  t = await createTestApp({}, (app) => {
    for (const role of ['jalu', 'yasa'] as const) {
      app.get(`/test-only/${role}`, { preHandler: app.guards.requireRole(role) }, async () => ({
        ok: true,
      }));
    }
  });
  jalu = await createUser(t.app, 'jalu');
  yasa = await createUser(t.app, 'yasa');
});
afterAll(() => t.close());

const me = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/profile/me',
    headers: authorization ? { authorization } : {},
  });

const sign = (
  claims: Record<string, unknown>,
  options: { secret?: string; alg?: string; exp?: number | string; sub?: string } = {},
) => {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setIssuedAt()
    .setSubject(options.sub ?? jalu.id)
    .setExpirationTime(options.exp ?? '1h');
  return jwt.sign(new TextEncoder().encode(options.secret ?? t.config.jwtSecret));
};

describe('bearer tokens', () => {
  it('lets a valid token through and names its user', async () => {
    const res = await me(jalu.auth.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: jalu.id, email: jalu.email, role: 'jalu' });
  });

  it.each([
    ['no header', undefined],
    ['a header without Bearer', 'Token abc'],
    ['garbage', 'Bearer not-a-jwt'],
  ])('answers 401 for %s', async (_what, header) => {
    const res = await me(header);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
  });

  it('refuses a token signed with another secret', async () => {
    const token = await sign(
      { role: 'jalu' },
      { secret: 'another-secret-that-is-long-enough-too' },
    );
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await sign({ role: 'jalu' }, { exp: Math.floor(Date.now() / 1000) - 60 });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses a token with another algorithm, even with the right secret', async () => {
    const token = await sign({ role: 'jalu' }, { alg: 'HS512' });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses an unsigned token', async () => {
    const payload = Buffer.from(
      JSON.stringify({ sub: jalu.id, role: 'jalu', exp: Math.floor(Date.now() / 1000) + 3600 }),
    ).toString('base64url');
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect((await me(`Bearer ${header}.${payload}.`)).statusCode).toBe(401);
  });

  it('refuses a token without an expiry', async () => {
    const token = await new SignJWT({ role: 'jalu' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(jalu.id)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses a well-signed token for a user that does not exist', async () => {
    const token = await sign({ role: 'jalu' }, { sub: '00000000-0000-4000-8000-000000000000' });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('issues tokens that expire after the configured time', async () => {
    const [, payload] = jalu.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    expect(claims).toMatchObject({ sub: jalu.id, role: 'jalu' });
  });
});

describe('role checks', () => {
  it('lets each role into its own area only', async () => {
    const get = (url: string, user: TestUser) =>
      t.app.inject({ method: 'GET', url, headers: user.auth });
    expect((await get('/test-only/jalu', jalu)).statusCode).toBe(200);
    expect((await get('/test-only/yasa', yasa)).statusCode).toBe(200);

    const wrongForYasa = await get('/test-only/jalu', yasa);
    expect(wrongForYasa.statusCode).toBe(403);
    expect(wrongForYasa.json()).toEqual({
      message: 'Hanya Jalu yang bisa melakukan ini',
      code: 'FORBIDDEN',
    });
    expect((await get('/test-only/yasa', jalu)).statusCode).toBe(403);
  });

  it('checks the token before the role', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test-only/jalu' });
    expect(res.statusCode).toBe(401);
  });
});

describe('tokens naming nobody', () => {
  const ghost = '4b1d1b9e-5d5c-4a3e-9b1e-2f2f6f0c0a11';

  it('answers 401 UNAUTHENTICATED on every signed-in route for a user that does not exist', async () => {
    const guarded = [];
    for (const route of apiRoutes(t.app)) {
      const anonymous = await t.app.inject({ method: route.method, url: route.url });
      if (anonymous.statusCode === 401) guarded.push(route);
    }
    expect(guarded.length).toBeGreaterThan(10);
    for (const role of ['jalu', 'yasa']) {
      for (const sub of [ghost, 'not-a-uuid', "1' or '1'='1"]) {
        const authorization = `Bearer ${await sign({ role }, { sub })}`;
        for (const route of guarded) {
          const res = await t.app.inject({
            method: route.method,
            url: route.url,
            headers: { authorization },
          });
          expect([route.method, route.url, sub, res.statusCode]).toEqual([
            route.method,
            route.url,
            sub,
            401,
          ]);
          expect(res.json().code).toBe('UNAUTHENTICATED');
        }
      }
    }
  });
});
