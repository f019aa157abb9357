// Sessions (issue 27): a row per login, named by the token, ended from 'Perangkat yang masuk'.
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.js';
import { describeDevice } from '../src/modules/accounts/device.js';
import { createTestAdmin, type TestAdmin } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';
import { closeSockets, connect, listen } from './support/sockets.js';

let t: TestApp;
let url: string;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  admin = await createTestAdmin(t.app, t.database.db);
});
afterEach(() => closeSockets());
afterAll(() => t.close());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Another login of the same person, from another device: its token and auth header. */
async function loginAgain(user: TestUser, userAgent = SAFARI_IPHONE) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/login',
    headers: { 'user-agent': userAgent },
    payload: { email: user.email, password: user.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json<{ access_token: string }>().access_token;
  return { token, auth: { authorization: `Bearer ${token}` } };
}
const listSessions = (auth: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/profile/sessions', headers: auth });
const me = (auth: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/profile/me', headers: auth });

describe('device names', () => {
  it('reads browser and system from the User-Agent', () => {
    expect(describeDevice(CHROME_WINDOWS)).toBe('Chrome di Windows');
    expect(describeDevice(SAFARI_IPHONE)).toBe('Safari di iOS');
    expect(describeDevice(undefined)).toBe('Perangkat tidak dikenal');
    expect(describeDevice('')).toBe('Perangkat tidak dikenal');
  });
});

describe('sessions', () => {
  it('each login is a session; the list marks the asking one', async () => {
    const user = await createUser(t.app, 'jalu');
    const phone = await loginAgain(user);
    const res = await listSessions(phone.auth);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ sessions: Array<{ device: string; current: boolean; ip: string }> }>()
      .sessions;
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toEqual([
      expect.objectContaining({ device: 'Safari di iOS', ip: '127.0.0.1' }),
    ]);
  });

  it("'Keluar' on another device ends that token and closes its socket; not the asker's", async () => {
    const user = await createUser(t.app, 'yasa');
    const phone = await loginAgain(user);
    const socket = await connect(url, { token: phone.token });
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const phoneSession = (await listSessions(phone.auth))
      .json<{ sessions: Array<{ id: string; current: boolean }> }>()
      .sessions.find((s) => s.current)!;

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/profile/sessions/${phoneSession.id}`,
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await disconnected).toBe('io server disconnect');
    const refused = await me(phone.auth);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('UNAUTHENTICATED');
    await expect(connect(url, { token: phone.token })).rejects.toMatchObject({
      data: { code: 'UNAUTHENTICATED' },
    });
    expect((await me(user.auth)).statusCode).toBe(200);
    // Ended is ended: a second 'Keluar' on it finds nothing.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/profile/sessions/${phoneSession.id}`,
      headers: user.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it("someone else's session is not found, and stays", async () => {
    const owner = await createUser(t.app, 'jalu');
    const stranger = await createUser(t.app, 'jalu');
    const ownerSession = (await listSessions(owner.auth)).json<{
      sessions: Array<{ id: string }>;
    }>().sessions[0]!;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/profile/sessions/${ownerSession.id}`,
      headers: stranger.auth,
    });
    expect(res.statusCode).toBe(404);
    expect((await me(owner.auth)).statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/profile/sessions/not-a-uuid',
      headers: stranger.auth,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("'Keluar dari semua perangkat lain' keeps only the asking session", async () => {
    const user = await createUser(t.app, 'jalu');
    const phone = await loginAgain(user);
    const laptop = await loginAgain(user, CHROME_WINDOWS);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/profile/sessions',
      headers: laptop.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await me(user.auth)).statusCode).toBe(401);
    expect((await me(phone.auth)).statusCode).toBe(401);
    expect((await me(laptop.auth)).statusCode).toBe(200);
    expect((await listSessions(laptop.auth)).json().sessions).toHaveLength(1);
  });

  it('refuses a well-signed token that names no session (issued before sessions existed)', async () => {
    const user = await createUser(t.app, 'jalu');
    const legacy = await new SignJWT({ role: 'jalu', iat_ms: Date.now() })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await me({ authorization: `Bearer ${legacy}` })).statusCode).toBe(401);
  });

  it('records when a session was last seen, at most once a minute', async () => {
    const user = await createUser(t.app, 'jalu');
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const old = new Date(Date.now() - 3_600_000);
    await t.database.db.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.id, row!.id));
    expect((await me(user.auth)).statusCode).toBe(200);
    const seenAt = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.id, row!.id)))[0]!.lastSeenAt;
    await expect.poll(seenAt).not.toEqual(old);
    // Within the minute, further requests write nothing.
    await t.database.db.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.id, row!.id));
    expect((await me(user.auth)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await seenAt()).toEqual(old);
  });
});

describe('the admin console', () => {
  it("shows a person's sessions count and 'Akhiri semua sesi' ends them, in the audit log", async () => {
    const user = await createUser(t.app, 'yasa');
    const phone = await loginAgain(user);
    const socket = await connect(url, { token: phone.token });
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const detail = () =>
      t.app.inject({ method: 'GET', url: `/admin/users/${user.id}`, headers: admin.auth });
    expect((await detail()).json()).toMatchObject({
      sessions: 2,
      emailVerified: false,
      phoneVerified: false,
    });

    const res = await t.app.inject({
      method: 'POST',
      url: `/admin/users/${user.id}/sessions/end`,
      headers: admin.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect(await disconnected).toBe('io server disconnect');
    expect((await me(user.auth)).statusCode).toBe(401);
    expect((await me(phone.auth)).statusCode).toBe(401);
    expect((await detail()).json().sessions).toBe(0);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/admin/audit?limit=100',
      headers: admin.auth,
    });
    expect(
      audit.json<Array<{ action: string; targetId: string }>>().find((e) => e.targetId === user.id),
    ).toMatchObject({ action: 'user.sessions_ended', after: { ended: 2 } });

    const suspendedOne = await createUser(t.app, 'jalu');
    const suspension = await t.app.inject({
      method: 'POST',
      url: `/admin/users/${suspendedOne.id}/suspend`,
      headers: admin.auth,
      payload: { reason: 'Akun palsu' },
    });
    expect(suspension.statusCode).toBe(200);
    const suspendedDetail = await t.app.inject({
      method: 'GET',
      url: `/admin/users/${suspendedOne.id}`,
      headers: admin.auth,
    });
    // A suspension ends the sessions too.
    expect(suspendedDetail.json().sessions).toBe(0);

    const notAdmin = await t.app.inject({
      method: 'POST',
      url: `/admin/users/${user.id}/sessions/end`,
      headers: (await createUser(t.app, 'jalu')).auth,
    });
    expect(notAdmin.statusCode).toBe(403);
  });
});
