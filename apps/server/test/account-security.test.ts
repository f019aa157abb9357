// Recovering and proving an account (issue 27): 'Lupa kata sandi?', 'Ubah kata sandi', email
// verification and change, WhatsApp codes. Mails and WhatsApp messages go through the real
// outbox to a local SMTP server and a fake Graph API, and the links are taken from them.
import { normalizePhoneNumber } from '@bantuin/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultNotificationsConfig } from '../src/config-notifications.js';
import { accountTokens, phoneCodes, sessions, users } from '../src/db/schema.js';
import { isCommonPassword } from '../src/modules/accounts/password-policy.js';
import { createTestApp, type TestApp } from './support/app.js';
import { createUser, newUserData, type TestUser } from './support/factories.js';
import { startFakeGraphApi, startSmtpServer, waitFor } from './support/notifications.js';
import { saveAccount, withdraw } from './support/payouts.js';

const WHATSAPP = { token: 'graph-token-for-tests', phoneNumberId: '1234567890' };
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let graph: Awaited<ReturnType<typeof startFakeGraphApi>>;

beforeAll(async () => {
  [smtp, graph] = await Promise.all([startSmtpServer(), startFakeGraphApi(WHATSAPP)]);
  t = await createTestApp({
    notifications: {
      ...defaultNotificationsConfig(),
      smtpUrl: smtp.url,
      whatsapp: WHATSAPP,
      whatsappApiUrl: graph.apiUrl,
      pollSeconds: 0.5,
    },
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([smtp.close(), graph.close()]);
});

const post = (url: string, payload?: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const me = (user: { auth: { authorization: string } }) =>
  t.app.inject({ method: 'GET', url: '/profile/me', headers: user.auth });
const login = (email: string, password: string) => post('/login', { email, password });

/** The token of the newest mail to `email` whose link opens `path`. */
async function mailedToken(email: string, path: string, after = 0): Promise<string> {
  const pattern = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`);
  const mail = await waitFor(() =>
    smtp.mails
      .slice(after)
      .filter((m) => m.envelopeTo.includes(email) && pattern.test(m.text ?? ''))
      .at(-1),
  );
  return pattern.exec(mail.text!)![1]!;
}
const mailCount = () => smtp.mails.length;

describe("'Verifikasi email'", () => {
  it('mails a link at registration; opening it verifies once, a second time is refused', async () => {
    const user = await createUser(t.app, 'yasa');
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/profile/verification', headers: user.auth })
      ).json(),
    ).toEqual({ emailVerified: false, phoneVerified: false, pendingEmail: null });
    const token = await mailedToken(user.email, '/verifikasi-email');
    // Only its hash is kept.
    const rows = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);

    const first = await post('/auth/email/verify', { token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ email: user.email });
    const again = await post('/auth/email/verify', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('LINK_INVALID');
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/profile/verification', headers: user.auth })
      ).json(),
    ).toMatchObject({ emailVerified: true });
    const resend = await post('/auth/email/resend', undefined, user.auth);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().code).toBe('ALREADY_VERIFIED');
  });

  it('refuses an expired link and a made-up one; resending is limited', async () => {
    const user = await createUser(t.app, 'jalu');
    const token = await mailedToken(user.email, '/verifikasi-email');
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    expect((await post('/auth/email/verify', { token })).json().code).toBe('LINK_INVALID');
    expect((await post('/auth/email/verify', { token: 'x'.repeat(43) })).statusCode).toBe(400);
    expect((await post('/auth/email/verify', {})).statusCode).toBe(400);

    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push((await post('/auth/email/resend', undefined, user.auth)).statusCode);
    expect(answers).toEqual([202, 202, 202, 429]);
    // Each resend retires the links before it: of the four mailed, only the newest works.
    const pattern = /\/verifikasi-email\?token=([A-Za-z0-9_-]+)/;
    const mailed = await waitFor(() => {
      const tokens = smtp.mails
        .filter((m) => m.envelopeTo.includes(user.email) && pattern.test(m.text ?? ''))
        .map((m) => pattern.exec(m.text!)![1]!);
      return tokens.length === 4 ? tokens : undefined;
    });
    const opened = [];
    for (const link of mailed)
      opened.push((await post('/auth/email/verify', { token: link })).statusCode);
    expect(opened.sort()).toEqual([200, 400, 400, 400]);
  });

  it("withdrawals ('Tarik Saldo') need a verified email: a clear 403", async () => {
    const yasa = await createUser(t.app, 'yasa');
    const res = await withdraw(t.app, yasa, 100_000);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
    // Verified (the helper does what the link does), the withdrawal goes on to its own checks.
    await saveAccount(t.app, yasa);
    const after = await withdraw(t.app, yasa, 100_000);
    expect(after.json().code).not.toBe('EMAIL_NOT_VERIFIED');
  });
});

describe("'Lupa kata sandi?'", () => {
  const forgot = (email: string) => post('/auth/password/forgot', { email });

  it('answers the same for a known and an unknown email, in the same time band', async () => {
    const user = await createUser(t.app, 'jalu');
    const unknown = newUserData().email;
    const known = await forgot(user.email);
    const stranger = await forgot(unknown);
    expect(known.statusCode).toBe(202);
    expect(stranger.statusCode).toBe(202);
    expect(stranger.body).toBe(known.body);
    // The lookup and the mail happen after the answer: timing tells nothing either.
    // Each answer is timed alone: the previous request's background work is over first.
    const linksOf = async () =>
      (await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id)))
        .length;
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 3; i++) {
      for (const [which, email] of [
        ['known', user.email],
        ['unknown', unknown],
      ] as const) {
        const before = await linksOf();
        const started = performance.now();
        await t.app.inject({ method: 'POST', url: '/auth/password/forgot', payload: { email } });
        timings[which].push(performance.now() - started);
        if (which === 'known') await waitFor(async () => (await linksOf()) > before);
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(30);
    await mailedToken(user.email, '/atur-ulang-sandi');
    expect(smtp.mails.some((m) => m.envelopeTo.includes(unknown))).toBe(false);
  });

  it('resets with the mailed link, ends every session, and the link works once', async () => {
    const user = await createUser(t.app, 'yasa');
    const other = (await login(user.email, user.password)).json().access_token as string;
    const before = mailCount();
    expect((await forgot(user.email)).statusCode).toBe(202);
    const token = await mailedToken(user.email, '/atur-ulang-sandi', before);

    const common = await post('/auth/password/reset', { token, password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().code).toBe('PASSWORD_TOO_COMMON');
    const short = await post('/auth/password/reset', { token, password: 'pendek' });
    expect(short.statusCode).toBe(400);

    const res = await post('/auth/password/reset', { token, password: 'sandi-baru-yang-panjang' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(user)).statusCode).toBe(401);
    expect((await me({ auth: { authorization: `Bearer ${other}` } })).statusCode).toBe(401);
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.every((row) => row.endedAt !== null)).toBe(true);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'sandi-baru-yang-panjang')).statusCode).toBe(200);

    const reuse = await post('/auth/password/reset', { token, password: 'sandi-lain-lagi-dong' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('LINK_INVALID');
    await waitFor(() =>
      smtp.mails.find(
        (m) => m.envelopeTo.includes(user.email) && m.subject?.startsWith('Kata sandi diubah'),
      ),
    );
  });

  it('an expired link is refused; mails per email are limited (the answer stays 202)', async () => {
    const user = await createUser(t.app, 'jalu');
    const before = mailCount();
    await forgot(user.email);
    const token = await mailedToken(user.email, '/atur-ulang-sandi', before);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountTokens.userId, user.id));
    const expired = await post('/auth/password/reset', {
      token,
      password: 'sandi-baru-yang-panjang',
    });
    expect(expired.json().code).toBe('LINK_INVALID');

    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await forgot(user.email)).statusCode);
    expect(statuses.every((status) => status === 202)).toBe(true);
    await waitFor(async () => {
      const rows = await t.database.db
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.userId, user.id));
      return rows.filter((row) => row.purpose === 'password_reset').length >= 5;
    });
    const links = (
      await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id))
    ).filter((row) => row.purpose === 'password_reset');
    // 5 an hour per email: the first (expired) one and four more.
    expect(links).toHaveLength(5);
  });
});

describe("'Ubah kata sandi'", () => {
  const change = (user: TestUser, body: object) =>
    t.app.inject({ method: 'PUT', url: '/profile/password', headers: user.auth, payload: body });

  it('needs the current password, refuses common ones, and ends every other session', async () => {
    const user = await createUser(t.app, 'jalu');
    const phone = (await login(user.email, user.password)).json().access_token as string;
    const wrong = await change(user, {
      currentPassword: 'bukan-ini',
      newPassword: 'sandi-baru-sekali',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const common = await change(user, { currentPassword: user.password, newPassword: 'iloveyou' });
    expect(common.json().code).toBe('PASSWORD_TOO_COMMON');
    expect((await me({ auth: { authorization: `Bearer ${phone}` } })).statusCode).toBe(200);

    const res = await change(user, {
      currentPassword: user.password,
      newPassword: 'sandi-baru-sekali',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 1 });
    expect((await me(user)).statusCode).toBe(200);
    expect((await me({ auth: { authorization: `Bearer ${phone}` } })).statusCode).toBe(401);
    expect((await login(user.email, 'sandi-baru-sekali')).statusCode).toBe(200);
  });

  it('registration refuses the most common passwords too', async () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('kata-sandi-rahasia')).toBe(false);
    const res = await post('/clients/register', newUserData({ password: 'qwertyuiop' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSWORD_TOO_COMMON');
  });
});

describe('changing the email', () => {
  it('confirms the new address first, then tells the old one', async () => {
    const user = await createUser(t.app, 'yasa');
    const newEmail = newUserData().email;
    const put = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/profile/email', headers: user.auth, payload: body });
    expect((await put({ email: newEmail, password: 'salah-sandi' })).json().code).toBe(
      'WRONG_PASSWORD',
    );
    const taken = await createUser(t.app, 'jalu');
    expect((await put({ email: taken.email, password: user.password })).statusCode).toBe(409);

    const res = await put({ email: newEmail, password: user.password });
    expect(res.statusCode, res.body).toBe(202);
    // Not yet: the account keeps its address until the new one is confirmed.
    expect((await me(user)).json().email).toBe(user.email);
    const token = await mailedToken(newEmail, '/verifikasi-email');
    const opened = await post('/auth/email/verify', { token });
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await me(user)).json().email).toBe(newEmail);
    await waitFor(() =>
      smtp.mails.find((m) => m.envelopeTo.includes(user.email) && m.text?.includes(newEmail)),
    );
    expect((await login(newEmail, user.password)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).not.toBeNull();
  });
});

describe('verifying the phone through WhatsApp', () => {
  const codeSentTo = async (phone: string, after: number) => {
    const message = await waitFor(() =>
      graph.messages.slice(after).find((m) => m.to === phone.replace('+', '')),
    );
    return /(\d{6})/.exec(message.parameters.join(' '))![1]!;
  };

  it('a 6-digit code, 5 tries, then a new code verifies', async () => {
    const data = newUserData();
    await post('/workers/register', data);
    const token = (await login(data.email, data.password)).json().access_token as string;
    const auth = { authorization: `Bearer ${token}` };
    const phone = normalizePhoneNumber(data.phoneNumber);
    let sent = graph.messages.length;
    expect((await post('/auth/phone/code', undefined, auth)).statusCode).toBe(202);
    const code = await codeSentTo(phone, sent);
    const [stored] = await t.database.db.select().from(phoneCodes);
    expect(JSON.stringify(stored)).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    const tries = [];
    for (let i = 0; i < 5; i++)
      tries.push((await post('/auth/phone/verify', { code: wrong }, auth)).json().code);
    expect(tries).toEqual([
      'PHONE_CODE_INVALID',
      'PHONE_CODE_INVALID',
      'PHONE_CODE_INVALID',
      'PHONE_CODE_INVALID',
      'PHONE_CODE_EXPIRED',
    ]);
    // The right code is no good any more: five tries spent it.
    expect((await post('/auth/phone/verify', { code }, auth)).statusCode).toBe(400);

    sent = graph.messages.length;
    expect((await post('/auth/phone/code', undefined, auth)).statusCode).toBe(202);
    const fresh = await codeSentTo(phone, sent);
    const ok = await post('/auth/phone/verify', { code: fresh }, auth);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ phoneVerified: true });
    expect((await post('/auth/phone/code', undefined, auth)).json().code).toBe('ALREADY_VERIFIED');
  });

  it('a new number must be verified again', async () => {
    const user = await createUser(t.app, 'yasa');
    await t.database.db
      .update(users)
      .set({ phoneVerifiedAt: new Date() })
      .where(eq(users.id, user.id));
    const put = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/profile/phone', headers: user.auth, payload: body });
    expect((await put({ phoneNumber: '081299998888', password: 'salah-sandi' })).json().code).toBe(
      'WRONG_PASSWORD',
    );
    const other = newUserData();
    await post('/clients/register', other);
    expect(
      (await put({ phoneNumber: other.phoneNumber, password: user.password })).json().code,
    ).toBe('PHONE_TAKEN');
    const fresh = newUserData().phoneNumber;
    const res = await put({ phoneNumber: fresh, password: user.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ phoneVerified: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.phoneNumber).toBe(normalizePhoneNumber(fresh));
    const sent = graph.messages.length;
    expect((await post('/auth/phone/code', undefined, user.auth)).statusCode).toBe(202);
    await codeSentTo(normalizePhoneNumber(fresh), sent);
  });

  it('an expired code is refused', async () => {
    const user = await createUser(t.app, 'jalu');
    expect((await post('/auth/phone/code', undefined, user.auth)).statusCode).toBe(202);
    await t.database.db
      .update(phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(phoneCodes.userId, user.id));
    const res = await post('/auth/phone/verify', { code: '123456' }, user.auth);
    expect(res.json().code).toBe('PHONE_CODE_EXPIRED');
    expect((await post('/auth/phone/verify', { code: '12ab' }, user.auth)).statusCode).toBe(400);
  });
});
