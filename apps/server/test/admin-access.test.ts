import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { createTestAdmin, type TestAdmin } from './support/admin.js';
import { createUser, type TestUser } from './support/factories.js';
import { createNitipJob, readyJalu } from './support/jobs.js';

let t: TestApp;
let admin: TestAdmin;
let jalu: TestUser;
let yasa: TestUser;
let jobId: string;

beforeAll(async () => {
  t = await createTestApp({
    bootstrapAdmin: { email: 'boot@bantuin.id', password: 'kata-sandi-awal' },
  });
  admin = await createTestAdmin(t.app, t.database.db);
  jalu = await readyJalu(t.app);
  yasa = await createUser(t.app, 'yasa');
  jobId = await createNitipJob(t.app, jalu);
});
afterAll(() => t.close());

const routes = () => [
  { method: 'GET' as const, url: '/admin/overview' },
  { method: 'GET' as const, url: '/admin/users' },
  { method: 'GET' as const, url: `/admin/users/${jalu.id}` },
  { method: 'POST' as const, url: `/admin/users/${yasa.id}/suspend`, payload: { reason: 'x' } },
  { method: 'POST' as const, url: `/admin/users/${yasa.id}/reinstate` },
  { method: 'GET' as const, url: '/admin/jobs' },
  { method: 'GET' as const, url: `/admin/jobs/${jobId}` },
  { method: 'GET' as const, url: '/admin/audit' },
];

describe('who may use /admin', () => {
  it('refuses anonymous callers with 401 and Jalu or Yasa with 403, changing nothing', async () => {
    for (const route of routes()) {
      const anonymous = await t.app.inject(route);
      expect(anonymous.statusCode, route.url).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHENTICATED');
      for (const member of [jalu, yasa]) {
        const res = await t.app.inject({ ...route, headers: member.auth });
        expect(res.statusCode, `${member.role} ${route.url}`).toBe(403);
        expect(res.json()).toEqual({ code: 'FORBIDDEN', message: expect.any(String) });
      }
    }
    const audit = await t.app.inject({ method: 'GET', url: '/admin/audit', headers: admin.auth });
    expect(audit.json().map((e: { action: string }) => e.action)).not.toContain('user.suspended');
  });

  it('answers every route for an admin', async () => {
    for (const route of routes()) {
      const res = await t.app.inject({ ...route, headers: admin.auth });
      // In list order: the Yasa is suspended, then reinstated.
      expect(res.statusCode, `${route.url}: ${res.body}`).toBe(200);
    }
  });

  it('refuses an admin token on Jalu, Yasa and member routes', async () => {
    const attempts = [
      { method: 'GET' as const, url: '/clients/jobs/active' },
      { method: 'GET' as const, url: '/workers/job' },
      { method: 'GET' as const, url: '/profile/wallet' },
      { method: 'GET' as const, url: '/profile/histories' },
      { method: 'GET' as const, url: `/jobs/${jobId}` },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({ ...attempt, headers: admin.auth });
      expect(res.statusCode, attempt.url).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('logs an admin in through POST /login with role admin; /profile/me names the role', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: admin.email, password: 'admin-kata-sandi' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().role).toBe('admin');
    const me = await t.app.inject({ method: 'GET', url: '/profile/me', headers: admin.auth });
    expect(me.json()).toMatchObject({ _id: admin.id, role: 'admin', email: admin.email });
  });

  it('has no public registration of admins', async () => {
    for (const url of ['/admin/register', '/admins/register']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: 'x@y.id', phoneNumber: '081234567890', password: 'kata-sandi-x' },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('rejects bad input with a 400 in Indonesian', async () => {
    const cases = [
      { url: '/admin/users/not-a-uuid' },
      { url: '/admin/users?role=boss' },
      { url: '/admin/jobs?state=lost' },
      { url: '/admin/audit?cursor=abc' },
      { url: '/admin/overview?from=2026-13-01' },
      { url: '/admin/overview?from=2026-11-20&to=2026-11-01' },
      { url: '/admin/overview?from=2020-01-01&to=2026-01-01' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'GET', url: c.url, headers: admin.auth });
      expect(res.statusCode, c.url).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/admin/users/${yasa.id}/suspend`,
      headers: admin.auth,
      payload: { reason: '   ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Alasan wajib diisi');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/admin/users/00000000-0000-4000-8000-000000000000',
      headers: admin.auth,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('admins from the configuration', () => {
  it('creates the ADMIN_EMAIL admin at start, who can log in, with an audit row', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'boot@bantuin.id', password: 'kata-sandi-awal' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().role).toBe('admin');
    const audit = await t.app.inject({
      method: 'GET',
      url: '/admin/audit?limit=100',
      headers: admin.auth,
    });
    const created = audit
      .json()
      .filter((e: { action: string }) => e.action === 'admin.created')
      .map((e: { after: { email: string } }) => e.after.email);
    expect(created).toEqual(expect.arrayContaining(['boot@bantuin.id', admin.email]));
  });

  it('never changes an existing account with that email', async () => {
    const again = await createTestApp({
      bootstrapAdmin: { email: jalu.email, password: 'kata-sandi-lain' },
    });
    try {
      const { createAdmin } = await import('../src/modules/admin/admins.js');
      const result = await createAdmin(again.database.db, {
        email: 'twice@bantuin.id',
        password: 'kata-sandi-satu',
      });
      expect(result.created).toBe(true);
      const second = await createAdmin(again.database.db, {
        email: 'twice@bantuin.id',
        password: 'kata-sandi-dua',
      });
      expect(second.created).toBe(false);
      const login = await again.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: 'twice@bantuin.id', password: 'kata-sandi-satu' },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await again.close();
    }
  });
});

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/bantuin-config-test' };

  it('are read together, the email normalised', async () => {
    const { loadConfig } = await import('../src/config.js');
    const config = loadConfig({
      ...base,
      ADMIN_EMAIL: ' Ops@Bantuin.ID ',
      ADMIN_PASSWORD: 'kata-sandi-ops',
    });
    expect(config.bootstrapAdmin).toEqual({ email: 'ops@bantuin.id', password: 'kata-sandi-ops' });
    expect(loadConfig(base).bootstrapAdmin).toBeUndefined();
  });

  it('stop start-up when only one is set or the password is short', async () => {
    const { loadConfig } = await import('../src/config.js');
    expect(() => loadConfig({ ...base, ADMIN_EMAIL: 'ops@bantuin.id' })).toThrow(
      /ADMIN_EMAIL, ADMIN_PASSWORD: set both or neither/,
    );
    expect(() =>
      loadConfig({ ...base, ADMIN_EMAIL: 'ops@bantuin.id', ADMIN_PASSWORD: 'pendek' }),
    ).toThrow(/ADMIN_PASSWORD/);
  });
});
