// The attack audit's findings (issue 24), each with the test that failed on the code before.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { delayAfter } from '../src/modules/accounts/login-throttle.js';
import { walletOf } from '../src/modules/ledger/ledger.js';
import { ledgerTransfers, sandboxMails, SYSTEM_ACCOUNTS, users } from '../src/db/schema.js';
import { createTestAdmin, type TestAdmin } from './support/admin.js';
import { createTestApp, testConfig, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';
import { FakeIris, IRIS_KEYS } from './support/fake-iris.js';
import {
  accept,
  apply,
  createAssignedJob,
  createNitipJob,
  readyJalu,
  readyYasa,
} from './support/jobs.js';
import { hoursFromNow, jobRow, setJobTimes } from './support/lifecycle.js';
import { balanceOf, fundEarnings, fundWallet } from './support/payments.js';
import { waitFor } from './support/notifications.js';
import { decideSandbox, saveAccount, withdraw } from './support/payouts.js';

let t: TestApp;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const irisPayouts = (iris: FakeIris) => ({
  ...t.config.payouts,
  midtrans: {
    creatorKey: IRIS_KEYS.creator,
    approverKey: IRIS_KEYS.approver,
    merchantKey: IRIS_KEYS.merchant,
    apiUrl: iris.url,
  },
});

describe('play money never leaves through a real payout provider (item 1)', () => {
  it('marks sandbox top-ups in the ledger as play money', async () => {
    const jalu = await createUser(t.app, 'jalu');
    await fundWallet(t.app, jalu, 30_000);
    const wallet = await walletOf(t.database.db, jalu.id);
    const credits = await t.database.db
      .select({ from: ledgerTransfers.fromAccountId })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.kind, 'topup'), eq(ledgerTransfers.toAccountId, wallet.id)));
    expect(credits).toEqual([{ from: SYSTEM_ACCOUNTS.playMoney }]);
  });

  it('a real payout provider refuses to start on a database that took play money', async () => {
    const iris = await new FakeIris().start();
    try {
      // t's database took sandbox top-ups above (and in every readyJalu).
      await fundWallet(t.app, await createUser(t.app, 'jalu'), 10_000);
      await expect(
        buildApp(testConfig({ payouts: irisPayouts(iris) }), {
          database: t.database,
          logger: false,
        }),
      ).rejects.toThrow(/play money/);
      expect(iris.requests).toEqual([]);
    } finally {
      await iris.stop();
    }
  });

  it('and refuses the withdrawal itself if play money arrives while it runs', async () => {
    const iris = await new FakeIris().start();
    iris.accounts.set('1234567890', 'SITI AMINAH');
    // A fresh database, real payouts, sandbox payments (a mix the config refuses; built by hand).
    const mixed = await createTestApp({ payouts: irisPayouts(iris) });
    try {
      const yasa = await createUser(mixed.app, 'yasa');
      await fundEarnings(mixed.app, mixed.database.db, yasa, 100_000);
      expect((await saveAccount(mixed.app, yasa)).statusCode).toBe(200);
      const res = await withdraw(mixed.app, yasa, 50_000);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'PLAY_MONEY' });
      expect(await balanceOf(mixed.app, yasa)).toBe(100_000);
      expect(iris.requests.filter((r) => r.method === 'POST')).toEqual([]);
    } finally {
      await mixed.close();
      await iris.stop();
    }
  });
});

describe('suspension checked where obligations are written (item 2)', () => {
  it('an accepted Yasa must not be suspended', async () => {
    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    const jobId = await createNitipJob(t.app, jalu);
    expect((await apply(t.app, yasa, jobId)).statusCode).toBe(201);
    // Suspended behind the suspension's back (as a racing suspension would leave it).
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, yasa.id));
    const res = await accept(t.app, jalu, jobId, yasa.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'WORKER_SUSPENDED' });
    expect((await jobRow(t.database.db, jobId)).status).toBe('open');
  });

  it('operators cancel an assigned job: the money moves as the Jalu’s cancel would', async () => {
    const jalu = await readyJalu(t.app, 27_000);
    const yasa = await readyYasa(t.app);
    const jobId = await createAssignedJob(t.app, jalu, yasa, { fee: 25_000 });
    await setJobTimes(t.database.db, jobId, { scheduledAt: hoursFromNow(1) });
    const res = await t.app.inject({
      method: 'POST',
      url: `/admin/jobs/${jobId}/cancel`,
      headers: admin.auth,
      payload: { reason: 'Yasa ditangguhkan' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ refund: 22_000, compensation: 5_000, late: true, kind: 'late' });
    expect(await balanceOf(t.app, jalu)).toBe(22_000);
    expect(await balanceOf(t.app, yasa)).toBe(5_000);
    expect((await jobRow(t.database.db, jobId)).status).toBe('cancelled');
    const audit = await t.app.inject({ method: 'GET', url: '/admin/audit', headers: admin.auth });
    expect(audit.json()).toContainEqual(
      expect.objectContaining({ action: 'job.cancelled', targetId: jobId }),
    );
    const again = await t.app.inject({
      method: 'POST',
      url: `/admin/jobs/${jobId}/cancel`,
      headers: admin.auth,
      payload: { reason: 'lagi' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('only operators cancel through the console route', async () => {
    const jalu = await readyJalu(t.app);
    const jobId = await createNitipJob(t.app, jalu);
    const res = await t.app.inject({
      method: 'POST',
      url: `/admin/jobs/${jobId}/cancel`,
      headers: jalu.auth,
      payload: { reason: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect((await jobRow(t.database.db, jobId)).status).toBe('open');
  });
});

describe('money routes are for Jalu and Yasa (item 4)', () => {
  it('an admin token saves no payout account and withdraws nothing (403, not 500)', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/profile/payout-account',
      headers: admin.auth,
      payload: { channel: 'bca', accountNumber: '1234567890', password: 'admin-kata-sandi' },
    });
    expect(saved.statusCode).toBe(403);
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/profile/withdrawals',
      headers: admin.auth,
      payload: { amount: 50_000 },
    });
    expect(withdrawal.statusCode).toBe(403);
    expect(withdrawal.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('overview dates (item 5)', () => {
  it.each(['0000-01-01', '1900-01-01', '9999-12-31'])('refuses %s with 400', async (day) => {
    for (const query of [`to=${day}`, `from=${day}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/admin/overview?${query}`,
        headers: admin.auth,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});

describe('operators’ retry keys (item 6)', () => {
  it('a person’s key cannot pass for the console’s retry of their failed withdrawal', async () => {
    const yasa = await createUser(t.app, 'yasa');
    await fundEarnings(t.app, t.database.db, yasa, 200_000);
    await saveAccount(t.app, yasa);
    const failed = (await withdraw(t.app, yasa, 50_000)).json<{ _id: string }>();
    expect((await decideSandbox(t.app, yasa, failed._id, 'failed')).statusCode).toBe(200);
    // The old console key, written by the person for a withdrawal of their own.
    const own = await withdraw(t.app, yasa, 50_000, `admin-retry:${failed._id}`);
    expect(own.statusCode).toBe(201);

    const retry = await t.app.inject({
      method: 'POST',
      url: `/admin/withdrawals/${failed._id}/retry`,
      headers: admin.auth,
    });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()._id).not.toBe(own.json()._id);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/admin/withdrawals?status=failed',
      headers: admin.auth,
    });
    const row = listed.json().find((w: { _id: string }) => w._id === failed._id);
    expect(row.retriedAs).toBe(retry.json()._id);
    // The operators' namespace holds spaces, which a person's key may not.
    expect((await withdraw(t.app, yasa, 50_000, `operator retry ${failed._id}`)).statusCode).toBe(
      400,
    );
  });
});

describe('/metrics (item 7)', () => {
  it('answers loopback only when no token is set', async () => {
    const local = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(local.statusCode).toBe(200);
    const outside = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.body).not.toMatch(/bantuin_/);
  });

  it('behind a trusted proxy, the client’s address counts, not the proxy’s', async () => {
    const proxied = await createTestApp({ trustProxy: 1 });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});

describe('payout account: password again and a hold on a new account (item 9)', () => {
  async function personWithAccount(balance = 200_000): Promise<TestUser> {
    const yasa = await createUser(t.app, 'yasa');
    await fundEarnings(t.app, t.database.db, yasa, balance);
    expect((await saveAccount(t.app, yasa)).statusCode).toBe(200);
    return yasa;
  }

  it('a stolen token alone cannot change the account', async () => {
    const yasa = await personWithAccount();
    for (const password of [undefined, 'bukan-kata-sandinya']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/profile/payout-account',
        headers: yasa.auth,
        payload: { channel: 'bri', accountNumber: '9999888877', password },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(password ? 'WRONG_PASSWORD' : 'VALIDATION_ERROR');
    }
    const kept = await t.app.inject({
      method: 'GET',
      url: '/profile/payout-account',
      headers: yasa.auth,
    });
    expect(kept.json()).toMatchObject({ channel: 'bca', accountNumber: '1234567890' });
  });

  it('a different account waits before it receives a withdrawal; the same one does not', async () => {
    const yasa = await personWithAccount();
    expect((await saveAccount(t.app, yasa)).json().withdrawalsHeldUntil).toBeNull();
    const changed = await saveAccount(t.app, yasa, {
      channel: 'bri',
      accountNumber: '9999888877',
    });
    const heldUntil = Date.parse(changed.json().withdrawalsHeldUntil);
    expect(heldUntil - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    // The owner hears of it by email too (money and security mails cannot be turned off).
    const mail = await waitFor(async () => {
      const mails = await t.database.db
        .select()
        .from(sandboxMails)
        .where(eq(sandboxMails.to, yasa.email));
      return mails.find(
        (m) => m.subject.includes('Rekening penarikan') && /BRI \S*8877/.test(m.text),
      );
    });
    expect(mail.text).toMatch(/bisa dilakukan mulai .* WIB/);
    const res = await withdraw(t.app, yasa, 50_000);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYOUT_ACCOUNT_ON_HOLD' });
    expect(res.json().message).toMatch(/WIB/);
    expect(await balanceOf(t.app, yasa)).toBe(200_000);
    // Saving the same account again does not end (or restart) the hold.
    const same = await saveAccount(t.app, yasa, { channel: 'bri', accountNumber: '9999888877' });
    expect(Date.parse(same.json().withdrawalsHeldUntil)).toBe(heldUntil);
  });

  it('reinstating a suspended person does not revive the tokens of before', async () => {
    const yasa = await createUser(t.app, 'yasa');
    const suspended = await t.app.inject({
      method: 'POST',
      url: `/admin/users/${yasa.id}/suspend`,
      headers: admin.auth,
      payload: { reason: 'Akun dicuri' },
    });
    expect(suspended.statusCode).toBe(200);
    const reinstated = await t.app.inject({
      method: 'POST',
      url: `/admin/users/${yasa.id}/reinstate`,
      headers: admin.auth,
    });
    expect(reinstated.statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: '/profile/me', headers: yasa.auth });
    expect(old.statusCode).toBe(401);
    // A new login (with the password the thief may not have) works again.
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: yasa.email, password: yasa.password },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('login limited per account (item 10)', () => {
  it('past a few failures each try waits, longer each time; the answer says until when', async () => {
    const jalu = await createUser(t.app, 'jalu');
    const login = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/login',
        remoteAddress,
        payload: { email: jalu.email, password },
      });
    // Five wrong guesses from five addresses (the per-address limit sees one each).
    for (let i = 0; i < 5; i++) {
      expect((await login('salah-tebak', `198.51.100.${i + 1}`)).statusCode).toBe(401);
    }
    const locked = await login(jalu.password, '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'LOGIN_LOCKED' });
    expect(locked.json().message).toMatch(/Coba lagi .* WIB, atau atur ulang kata sandimu/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);

    // An unknown email is answered the same way (nothing tells whether it exists).
    for (let i = 0; i < 6; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: 'tidak-ada@bantuin.id', password: 'salah' },
      });
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'tidak-ada@bantuin.id', password: 'salah' },
    });
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json().code).toBe('LOGIN_LOCKED');
  });
});

describe('the per-account delay', () => {
  it('doubles past the free failures, up to the longest', () => {
    const rules = { freeFailures: 5, baseDelayMs: 60_000, maxDelayMs: 3_600_000 };
    expect([4, 5, 6, 7, 10, 50].map((n) => delayAfter(n, rules))).toEqual([
      0, 60_000, 120_000, 240_000, 1_920_000, 3_600_000,
    ]);
  });
});
