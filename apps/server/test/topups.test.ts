import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSignature } from '../src/adapters/payment/provider.js';
import { createSandboxProvider } from '../src/adapters/payment/sandbox.js';
import { ledgerTransfers, sandboxPayments, topups } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';
import {
  balanceOf,
  chooseSandboxOutcome,
  confirmTopup,
  fundWallet,
  openTopup,
} from './support/payments.js';
import { itOnPostgres } from './support/postgres.js';

let t: TestApp;
let jalu: TestUser;
let otherJalu: TestUser;
let yasa: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [jalu, otherJalu, yasa] = await Promise.all([
    createUser(t.app, 'jalu'),
    createUser(t.app, 'jalu'),
    createUser(t.app, 'yasa'),
  ]);
});
afterAll(() => t.close());

const serverKey = () => createSandboxProvider(t.database.db, t.config.jwtSecret).serverKey;
const signedNotification = (fields: {
  order_id: string;
  gross_amount: string;
  transaction_status: string;
  status_code?: string;
  fraud_status?: string;
}) => {
  const n = { status_code: '200', fraud_status: 'accept', ...fields };
  return { ...n, signature_key: notificationSignature(n, serverKey()) };
};
const notify = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/payment/notification', payload });
/** What the sandbox's status API will answer for the order from now on. */
const setSandboxStatus = (topupId: string, status: string) =>
  t.database.db.update(sandboxPayments).set({ status }).where(eq(sandboxPayments.orderId, topupId));
const topupTransfers = (topupId: string) =>
  t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.topupId, topupId));

describe('GET /profile/wallet', () => {
  it('answers a zero balance for a new Jalu and a new Yasa', async () => {
    const fresh = await createUser(t.app, 'yasa');
    const res = await t.app.inject({ method: 'GET', url: '/profile/wallet', headers: fresh.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ amount: 0, withdrawable: 0 });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/profile/wallet' })).statusCode).toBe(401);
  });
});

describe('POST /payment/topup', () => {
  it('opens a sandbox transaction for a Jalu', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/payment/topup',
      headers: jalu.auth,
      payload: { amount: 50_000 },
    });
    expect(res.statusCode).toBe(201);
    const { trans_token, topupId } = res.json();
    expect(trans_token).toEqual(expect.any(String));
    const popup = await t.app.inject({ method: 'GET', url: `/payment/sandbox/${trans_token}` });
    expect(popup.json()).toEqual({ orderId: topupId, amount: 50_000, status: 'pending' });
  });

  it.each([
    ['no amount', {}, 'Nominal top up wajib diisi dengan angka'],
    ['a string', { amount: '50000' }, 'Nominal top up wajib diisi dengan angka'],
    ['a fraction', { amount: 50_000.5 }, 'Nominal top up harus bilangan bulat rupiah'],
    ['a negative amount', { amount: -50_000 }, 'Nominal top up minimal Rp 10.000'],
    ['too little', { amount: 9_999 }, 'Nominal top up minimal Rp 10.000'],
    ['too much', { amount: 10_000_001 }, 'Nominal top up maksimal Rp 10.000.000'],
  ])('refuses %s with 400 and opens nothing', async (_what, payload, message) => {
    const before = await t.database.db.$count(topups);
    const res = await t.app.inject({
      method: 'POST',
      url: '/payment/topup',
      headers: jalu.auth,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message.replace(/\s/g, ' ')).toBe(message);
    expect(await t.database.db.$count(topups)).toBe(before);
  });

  it('is for Jalu only', async () => {
    const asYasa = await t.app.inject({
      method: 'POST',
      url: '/payment/topup',
      headers: yasa.auth,
      payload: { amount: 50_000 },
    });
    expect(asYasa.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/payment/topup',
      payload: { amount: 50_000 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('paying through the sandbox popup', () => {
  it('credits the wallet once the payment settles, and confirming again changes nothing', async () => {
    const user = await createUser(t.app, 'jalu');
    const { trans_token, topupId } = await openTopup(t.app, user, 50_000);

    const early = await confirmTopup(t.app, user, topupId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: 'Pembayaran kamu belum selesai',
      code: 'TOPUP_PENDING',
    });

    const paid = await chooseSandboxOutcome(t.app, trans_token, 'settlement');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ transaction_status: 'settlement', order_id: topupId });

    for (let i = 0; i < 3; i++) {
      const confirmed = await confirmTopup(t.app, user, topupId);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ amount: 50_000, withdrawable: 0 });
    }
    expect(await topupTransfers(topupId)).toHaveLength(1);
  });

  it('credits on confirmation when the provider says paid but its notification never came', async () => {
    const user = await createUser(t.app, 'jalu');
    const { trans_token, topupId } = await openTopup(t.app, user, 25_000);
    // The provider's own state changes, as if the webhook call was lost on the way.
    await t.database.db
      .update(sandboxPayments)
      .set({ status: 'settlement' })
      .where(eq(sandboxPayments.token, trans_token));
    const res = await confirmTopup(t.app, user, topupId);
    expect(res.json()).toEqual({ amount: 25_000, withdrawable: 0 });
  });

  it('keeps a pending payment pending, and refuses denied and expired ones', async () => {
    const user = await createUser(t.app, 'jalu');
    const later = await openTopup(t.app, user, 20_000);
    await chooseSandboxOutcome(t.app, later.trans_token, 'pending');
    expect((await confirmTopup(t.app, user, later.topupId)).statusCode).toBe(409);

    for (const outcome of ['deny', 'expire']) {
      const topup = await openTopup(t.app, user, 20_000);
      await chooseSandboxOutcome(t.app, topup.trans_token, outcome);
      const res = await confirmTopup(t.app, user, topup.topupId);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('TOPUP_FAILED');
    }
    expect(await balanceOf(t.app, user)).toBe(0);
  });

  it('does not let a settled payment be turned into a failed one', async () => {
    const user = await createUser(t.app, 'jalu');
    const { trans_token } = await openTopup(t.app, user, 20_000);
    await chooseSandboxOutcome(t.app, trans_token, 'settlement');
    const res = await chooseSandboxOutcome(t.app, trans_token, 'deny');
    expect(res.statusCode).toBe(409);
    expect(await balanceOf(t.app, user)).toBe(20_000);
  });

  it('answers 404 for an unknown sandbox token and 400 for an unknown outcome', async () => {
    expect((await chooseSandboxOutcome(t.app, 'nope', 'settlement')).statusCode).toBe(404);
    const { trans_token } = await openTopup(t.app, jalu, 20_000);
    expect((await chooseSandboxOutcome(t.app, trans_token, 'capture')).statusCode).toBe(400);
  });

  it('serves a snap.js the web app can load', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/payment/sandbox/snap.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toContain('window.snap');
    const config = await t.app.inject({ method: 'GET', url: '/payment/config' });
    expect(config.json()).toEqual({
      provider: 'sandbox',
      snapJsUrl: '/payment/sandbox/snap.js',
      clientKey: 'sandbox',
    });
  });
});

describe('whose top-up it is', () => {
  it('answers 404 to anyone but the owner and credits nobody', async () => {
    const { trans_token, topupId } = await openTopup(t.app, jalu, 40_000);
    await t.database.db
      .update(sandboxPayments)
      .set({ status: 'settlement' })
      .where(eq(sandboxPayments.token, trans_token));
    const before = { other: await balanceOf(t.app, otherJalu), yasa: await balanceOf(t.app, yasa) };

    for (const stranger of [otherJalu, yasa]) {
      const res = await confirmTopup(t.app, stranger, topupId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Top up tidak ditemukan', code: 'NOT_FOUND' });
    }
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/profile/wallet',
      payload: { topupId },
    });
    expect(anonymous.statusCode).toBe(401);

    expect(await balanceOf(t.app, otherJalu)).toBe(before.other);
    expect(await balanceOf(t.app, yasa)).toBe(before.yasa);
    expect(await topupTransfers(topupId)).toHaveLength(0);
  });

  it('answers 400 for a topupId that is not an id', async () => {
    const res = await confirmTopup(t.app, jalu, 'not-a-uuid');
    expect(res.statusCode).toBe(400);
  });
});

describe('exactly once', () => {
  itOnPostgres(
    'credits once when 20 confirmations of one paid top-up arrive together',
    async () => {
      const user = await createUser(t.app, 'jalu');
      const { trans_token, topupId } = await openTopup(t.app, user, 75_000);
      await t.database.db
        .update(sandboxPayments)
        .set({ status: 'settlement' })
        .where(eq(sandboxPayments.token, trans_token));

      const results = await Promise.all(
        Array.from({ length: 20 }, () => confirmTopup(t.app, user, topupId)),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      expect(results.map((r) => r.json().amount)).toEqual(Array(20).fill(75_000));
      expect(await topupTransfers(topupId)).toHaveLength(1);
      expect(await balanceOf(t.app, user)).toBe(75_000);
    },
  );

  itOnPostgres('credits once when confirmations and replayed webhooks race', async () => {
    const user = await createUser(t.app, 'jalu');
    const { trans_token, topupId } = await openTopup(t.app, user, 30_000);
    await t.database.db
      .update(sandboxPayments)
      .set({ status: 'settlement' })
      .where(eq(sandboxPayments.token, trans_token));
    const notification = signedNotification({
      order_id: topupId,
      gross_amount: '30000.00',
      transaction_status: 'settlement',
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? notify(notification) : confirmTopup(t.app, user, topupId),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await balanceOf(t.app, user)).toBe(30_000);
  });
});

describe('a failed top-up', () => {
  it('is never credited by a later settlement notification', async () => {
    const user = await createUser(t.app, 'jalu');
    const { topupId } = await openTopup(t.app, user, 40_000);
    await t.database.db
      .update(topups)
      .set({ status: 'failed', providerStatus: 'deny' })
      .where(eq(topups.id, topupId));
    await setSandboxStatus(topupId, 'settlement');
    const res = await notify(
      signedNotification({
        order_id: topupId,
        gross_amount: '40000.00',
        transaction_status: 'settlement',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(t.app, user)).toBe(0);
    expect(await topupTransfers(topupId)).toHaveLength(0);
    expect((await confirmTopup(t.app, user, topupId)).json().code).toBe('TOPUP_FAILED');
  });

  itOnPostgres(
    'is either denied or credited when deny and settlement race, never both',
    async () => {
      for (let pair = 0; pair < 10; pair++) {
        const user = await createUser(t.app, 'jalu');
        const { trans_token, topupId } = await openTopup(t.app, user, 20_000);
        const [deny, settle] = await Promise.all([
          chooseSandboxOutcome(t.app, trans_token, 'deny'),
          chooseSandboxOutcome(t.app, trans_token, 'settlement'),
        ]);
        // One outcome wins; the other is told the transaction is already finished.
        expect([deny.statusCode, settle.statusCode].sort()).toEqual([200, 409]);
        const [topup] = await t.database.db.select().from(topups).where(eq(topups.id, topupId));
        const credited = await balanceOf(t.app, user);
        expect([topup!.status, credited]).toEqual(
          settle.statusCode === 200 ? ['paid', 20_000] : ['failed', 0],
        );
      }
    },
  );
});

describe("a pending top-up ('Bayar nanti')", () => {
  const pending = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/payment/topup/pending', headers: user.auth });
  const cancel = (user: TestUser, topupId: string) =>
    t.app.inject({ method: 'POST', url: `/payment/topup/${topupId}/cancel`, headers: user.auth });

  it('is listed for its owner with its popup token until it is paid or cancelled', async () => {
    const user = await createUser(t.app, 'jalu');
    const first = await openTopup(t.app, user, 20_000);
    await chooseSandboxOutcome(t.app, first.trans_token, 'pending');
    const second = await openTopup(t.app, user, 30_000);
    const paid = await openTopup(t.app, user, 40_000);
    await chooseSandboxOutcome(t.app, paid.trans_token, 'settlement');

    const res = await pending(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        topupId: second.topupId,
        amount: 30_000,
        trans_token: second.trans_token,
        createdAt: expect.any(String),
      },
      {
        topupId: first.topupId,
        amount: 20_000,
        trans_token: first.trans_token,
        createdAt: expect.any(String),
      },
    ]);
    // Nobody else sees them; a Yasa has none.
    expect((await pending(otherJalu)).json()).toEqual([]);
    expect((await pending(yasa)).statusCode).toBe(403);
  });

  it('is cancelled by its owner: gone from the list, never paid through the popup after', async () => {
    const user = await createUser(t.app, 'jalu');
    const { trans_token, topupId } = await openTopup(t.app, user, 20_000);
    await chooseSandboxOutcome(t.app, trans_token, 'pending');

    expect((await cancel(otherJalu, topupId)).statusCode).toBe(404);
    const res = await cancel(user, topupId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Top up dibatalkan' });
    expect((await pending(user)).json()).toEqual([]);
    // Cancelling again is harmless; the sandbox popup refuses to pay it now.
    expect((await cancel(user, topupId)).statusCode).toBe(200);
    expect((await chooseSandboxOutcome(t.app, trans_token, 'settlement')).statusCode).toBe(409);
    expect(await balanceOf(t.app, user)).toBe(0);
  });

  it('is credited, once, if the provider took the money after all', async () => {
    const user = await createUser(t.app, 'jalu');
    const { topupId } = await openTopup(t.app, user, 20_000);
    expect((await cancel(user, topupId)).statusCode).toBe(200);
    // The payment page was still open somewhere and the money came in.
    await setSandboxStatus(topupId, 'settlement');
    const signed = signedNotification({
      order_id: topupId,
      gross_amount: '20000.00',
      transaction_status: 'settlement',
    });
    expect((await notify(signed)).statusCode).toBe(200);
    expect((await notify(signed)).statusCode).toBe(200);
    expect(await balanceOf(t.app, user)).toBe(20_000);
    expect(await topupTransfers(topupId)).toHaveLength(1);
  });

  it('answers 409 TOPUP_PAID and credits it when it was paid before the cancel', async () => {
    const user = await createUser(t.app, 'jalu');
    const { topupId } = await openTopup(t.app, user, 20_000);
    await setSandboxStatus(topupId, 'settlement');
    const res = await cancel(user, topupId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TOPUP_PAID');
    expect(await balanceOf(t.app, user)).toBe(20_000);
    expect((await cancel(user, topupId)).json().code).toBe('TOPUP_PAID');
  });
});

describe('POST /payment/notification', () => {
  it('credits a signed settlement once and answers 200 to its replays', async () => {
    const user = await createUser(t.app, 'jalu');
    const { topupId } = await openTopup(t.app, user, 60_000);
    await setSandboxStatus(topupId, 'settlement');
    const notification = signedNotification({
      order_id: topupId,
      gross_amount: '60000.00',
      transaction_status: 'settlement',
    });
    for (let i = 0; i < 5; i++) {
      const res = await notify(notification);
      expect(res.statusCode).toBe(200);
    }
    expect(await balanceOf(t.app, user)).toBe(60_000);
    expect(await topupTransfers(topupId)).toHaveLength(1);
  });

  it('refuses a bad signature with 401 and credits nothing', async () => {
    const user = await createUser(t.app, 'jalu');
    const { topupId } = await openTopup(t.app, user, 60_000);
    const forged = {
      ...signedNotification({
        order_id: topupId,
        gross_amount: '60000.00',
        transaction_status: 'settlement',
      }),
      signature_key: 'f'.repeat(128),
    };
    const res = await notify(forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_SIGNATURE');

    const tampered = signedNotification({
      order_id: topupId,
      gross_amount: '60000.00',
      transaction_status: 'settlement',
    });
    expect((await notify({ ...tampered, gross_amount: '600000.00' })).statusCode).toBe(401);
    expect(await balanceOf(t.app, user)).toBe(0);
  });

  it('refuses a signed notification whose amount differs from the top-up', async () => {
    const user = await createUser(t.app, 'jalu');
    const { topupId } = await openTopup(t.app, user, 60_000);
    await setSandboxStatus(topupId, 'settlement');
    const res = await notify(
      signedNotification({
        order_id: topupId,
        gross_amount: '10000.00',
        transaction_status: 'settlement',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('AMOUNT_MISMATCH');
    expect(await balanceOf(t.app, user)).toBe(0);
  });

  it('answers 404 for an order it never opened and 400 for a malformed body', async () => {
    const unknown = signedNotification({
      order_id: '00000000-0000-4000-8000-000000000000',
      gross_amount: '10000.00',
      transaction_status: 'settlement',
    });
    expect((await notify(unknown)).statusCode).toBe(404);
    expect(
      (
        await notify({
          ...unknown,
          order_id: 'ORDER-1',
          signature_key: notificationSignature({ ...unknown, order_id: 'ORDER-1' }, serverKey()),
        })
      ).statusCode,
    ).toBe(404);
    expect((await notify({ order_id: 'x' })).statusCode).toBe(400);
  });
});

describe('GET /profile/wallet/transactions', () => {
  it('lists my ledger lines newest first, page by page', async () => {
    const user = await createUser(t.app, 'jalu');
    for (const amount of [10_000, 20_000, 30_000]) await fundWallet(t.app, user, amount);

    const first = await t.app.inject({
      method: 'GET',
      url: '/profile/wallet/transactions?limit=2',
      headers: user.auth,
    });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.map((l: { amount: number }) => l.amount)).toEqual([30_000, 20_000]);
    expect(page1[0]).toEqual({
      _id: expect.any(String),
      kind: 'topup',
      amount: 30_000,
      balanceAfter: 60_000,
      createdAt: expect.any(String),
      jobTitle: null,
    });

    const second = await t.app.inject({
      method: 'GET',
      url: `/profile/wallet/transactions?limit=2&cursor=${page1[1]._id}`,
      headers: user.auth,
    });
    expect(second.json().map((l: { balanceAfter: number }) => l.balanceAfter)).toEqual([10_000]);
  });

  it('shows nobody else my lines', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/profile/wallet/transactions',
      headers: yasa.auth,
    });
    expect(res.json()).toEqual([]);
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'cursor=nope'])('answers 400 for %s', async (q) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/profile/wallet/transactions?${q}`,
      headers: jalu.auth,
    });
    expect(res.statusCode).toBe(400);
  });
});
