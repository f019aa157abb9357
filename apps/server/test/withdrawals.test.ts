import { formatIDR, PAYOUT_CHANNELS, SOCKET_EVENTS } from '@bantuin/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxPayoutProvider, sandboxHolderName } from '../src/adapters/payout/sandbox.js';
import { SYSTEM_ACCOUNTS, withdrawals } from '../src/db/schema.js';
import { createTestApp, type TestApp, markEmailVerified } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';
import { createFinishedJob, readyJalu, readyYasa } from './support/jobs.js';
import { balanceOf, fundEarnings } from './support/payments.js';
import {
  accountBalance,
  backdate,
  decideSandbox,
  listWithdrawals,
  postPayoutNotification,
  saveAccount,
  transfersOf,
  withdraw,
  withdrawalRow,
  withdrawOk,
} from './support/payouts.js';
import { closeSockets, connect, listen, nextEvent } from './support/sockets.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  closeSockets();
  await t.close();
});

const sandbox = () => createSandboxPayoutProvider(t.database.db, t.config.jwtSecret);

/** A Yasa with `balance` rupiah earned (withdrawable) and a saved BCA account. */
async function earningYasa(balance = 200_000, accountNumber = '1234567890') {
  const user = await createUser(t.app, 'yasa');
  await fundEarnings(t.app, t.database.db, user, balance);
  expect((await saveAccount(t.app, user, { channel: 'bca', accountNumber })).statusCode).toBe(200);
  return user;
}

const withdrawalsWithKey = (userId: string) =>
  t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, userId));

describe('GET /payout/channels and /payout/config', () => {
  it('lists the banks and e-wallets for a signed-in user', async () => {
    const user = await createUser(t.app, 'yasa');
    const res = await t.app.inject({ method: 'GET', url: '/payout/channels', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const channels = res.json<Array<{ code: string; name: string; type: string }>>();
    expect(channels).toEqual(PAYOUT_CHANNELS);
    expect(channels.filter((c) => c.type === 'bank').map((c) => c.name)).toEqual(
      expect.arrayContaining(['BCA', 'BNI', 'BRI', 'Mandiri', 'Permata', 'CIMB Niaga', 'BSI']),
    );
    expect(channels.filter((c) => c.type === 'ewallet').map((c) => c.name)).toEqual([
      'GoPay',
      'OVO',
      'DANA',
      'ShopeePay',
    ]);
  });

  it('needs a token for the channels', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/payout/channels' });
    expect(res.statusCode).toBe(401);
  });

  it('tells the form the minimum, the fee and the provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/payout/config' });
    expect(res.json()).toEqual({ provider: 'sandbox', min: 50_000, fee: 2_500 });
  });
});

describe('PUT and GET /profile/payout-account', () => {
  it('validates the account, answers the holder name and keeps it', async () => {
    const user = await createUser(t.app, 'yasa');
    const before = await t.app.inject({
      method: 'GET',
      url: '/profile/payout-account',
      headers: user.auth,
    });
    expect(before.statusCode).toBe(404);

    const res = await saveAccount(t.app, user, { channel: 'bni', accountNumber: '0123 4567-89' });
    expect(res.statusCode).toBe(200);
    const saved = {
      channel: 'bni',
      accountNumber: '0123456789',
      accountName: sandboxHolderName('0123456789'),
      // The first account pays out at once.
      withdrawalsHeldUntil: null,
    };
    expect(res.json()).toEqual(saved);
    expect(saved.accountName).toMatch(/^[A-Z]+ [A-Z]+$/);
    const after = await t.app.inject({
      method: 'GET',
      url: '/profile/payout-account',
      headers: user.auth,
    });
    expect(after.json()).toEqual(saved);

    // Changing it replaces it.
    const gopay = await saveAccount(t.app, user, {
      channel: 'gopay',
      accountNumber: '081234567890',
    });
    expect(gopay.json()).toMatchObject({
      channel: 'gopay',
      accountNumber: '081234567890',
      withdrawalsHeldUntil: expect.any(String),
    });
  });

  it.each([
    ['no body', undefined],
    ['an unknown channel', { channel: 'paypal', accountNumber: '1234567890' }],
    ['no number', { channel: 'bca' }],
    ['a number as a number', { channel: 'bca', accountNumber: 1234567890 }],
    ['letters in a bank number', { channel: 'bca', accountNumber: '12345abcde' }],
    ['a bank number too short', { channel: 'bca', accountNumber: '12345' }],
    ['a bank number too long', { channel: 'bca', accountNumber: '1'.repeat(21) }],
    ['an e-wallet number that is no phone number', { channel: 'ovo', accountNumber: '1234567890' }],
    ['a NUL byte', { channel: 'bca', accountNumber: '12345\u000067890' }],
  ])('refuses %s with 400 and keeps the saved account', async (_case, payload) => {
    const user = await createUser(t.app, 'jalu');
    await saveAccount(t.app, user);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/profile/payout-account',
      headers: user.auth,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    const kept = await t.app.inject({
      method: 'GET',
      url: '/profile/payout-account',
      headers: user.auth,
    });
    expect(kept.json()).toMatchObject({ channel: 'bca', accountNumber: '1234567890' });
  });

  it('refuses an account the provider cannot find (sandbox: numbers ending in 0000)', async () => {
    const user = await createUser(t.app, 'jalu');
    const res = await saveAccount(t.app, user, { channel: 'bca', accountNumber: '1234560000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'PAYOUT_ACCOUNT_INVALID',
      message: 'Rekening tidak ditemukan. Periksa lagi bank dan nomor rekeningnya',
    });
    const get = await t.app.inject({
      method: 'GET',
      url: '/profile/payout-account',
      headers: user.auth,
    });
    expect(get.statusCode).toBe(404);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/profile/payout-account' })).statusCode).toBe(
      401,
    );
    const put = await t.app.inject({
      method: 'PUT',
      url: '/profile/payout-account',
      payload: { channel: 'bca', accountNumber: '1234567890', password: 'kata-sandi-rahasia' },
    });
    expect(put.statusCode).toBe(401);
  });
});

describe('POST /profile/withdrawals: refusals change nothing', () => {
  let earner: TestUser;
  beforeAll(async () => {
    earner = await earningYasa(100_000);
  });

  it.each([
    ['no amount', {}, 'VALIDATION_ERROR', 'Nominal penarikan wajib diisi dengan angka'],
    [
      'a string',
      { amount: '60000' },
      'VALIDATION_ERROR',
      'Nominal penarikan wajib diisi dengan angka',
    ],
    [
      'a fraction',
      { amount: 60_000.5 },
      'VALIDATION_ERROR',
      'Nominal penarikan harus bilangan bulat rupiah',
    ],
    [
      'a negative amount',
      { amount: -60_000 },
      'WITHDRAWAL_TOO_SMALL',
      `Nominal penarikan minimal ${formatIDR(50_000)}`,
    ],
    [
      'zero',
      { amount: 0 },
      'WITHDRAWAL_TOO_SMALL',
      `Nominal penarikan minimal ${formatIDR(50_000)}`,
    ],
    [
      'below the minimum',
      { amount: 49_999 },
      'WITHDRAWAL_TOO_SMALL',
      `Nominal penarikan minimal ${formatIDR(50_000)}`,
    ],
    [
      'a huge number',
      { amount: 1e20 },
      'VALIDATION_ERROR',
      'Nominal penarikan harus bilangan bulat rupiah',
    ],
  ])('refuses %s', async (_case, payload, code, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/profile/withdrawals',
      headers: earner.auth,
      payload,
    });
    expect(res.statusCode).toBe(400);
    // A shape problem also names its field, for the form to show under it.
    const fields = code === 'VALIDATION_ERROR' ? { fields: { amount: message } } : {};
    expect(res.json()).toEqual({ code, message, ...fields });
    expect(await balanceOf(t.app, earner)).toBe(100_000);
    expect(await listWithdrawals(t.app, earner)).toEqual([]);
  });

  it('refuses more than the balance once the fee is added', async () => {
    // 97,501 + 2,500 fee = 100,001: one rupiah too much.
    const res = await withdraw(t.app, earner, 97_501);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'INSUFFICIENT_BALANCE',
      message: `Saldo kamu tidak cukup untuk menarik ${formatIDR(97_501)} ditambah biaya ${formatIDR(2_500)}`,
    });
    expect(await balanceOf(t.app, earner)).toBe(100_000);
    expect(await listWithdrawals(t.app, earner)).toEqual([]);
  });

  it('refuses without a saved account', async () => {
    const noAccount = await createUser(t.app, 'yasa');
    await fundEarnings(t.app, t.database.db, noAccount, 100_000);
    await markEmailVerified(t.app, noAccount.id);
    const res = await withdraw(t.app, noAccount, 50_000);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PAYOUT_ACCOUNT_REQUIRED' });
    expect(await balanceOf(t.app, noAccount)).toBe(100_000);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const res = await withdraw(t.app, earner, 50_000, 'k'.repeat(101));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await balanceOf(t.app, earner)).toBe(100_000);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/profile/withdrawals',
      payload: { amount: 50_000 },
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/profile/withdrawals' })).statusCode).toBe(
      401,
    );
  });
});

describe('a withdrawal to its outcome', () => {
  it('completes: the balance drops by amount + fee once, the provider and revenue get theirs', async () => {
    const earner = await earningYasa(200_000);
    const providerBefore = await accountBalance(t.database.db, SYSTEM_ACCOUNTS.payoutProvider);
    const revenueBefore = await accountBalance(t.database.db, SYSTEM_ACCOUNTS.revenue);

    const res = await withdraw(t.app, earner, 100_000);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      _id: expect.any(String),
      amount: 100_000,
      fee: 2_500,
      status: 'processing',
      createdAt: expect.any(String),
    });
    expect(await balanceOf(t.app, earner)).toBe(97_500);
    expect(await listWithdrawals(t.app, earner)).toEqual([
      {
        ...created,
        failureReason: null,
        channel: 'bca',
        accountNumber: '••••••7890',
        completedAt: null,
      },
    ]);

    const decided = await decideSandbox(t.app, earner, created._id, 'completed');
    expect(decided.statusCode).toBe(200);
    expect(await balanceOf(t.app, earner)).toBe(97_500);
    const [listed] = await listWithdrawals(t.app, earner);
    expect(listed).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    expect(await transfersOf(t.database.db, created._id)).toEqual([
      'withdrawal:100000',
      'withdrawal_fee:2500',
      'withdrawal_fee_revenue:2500',
      'withdrawal_payout:100000',
    ]);
    expect(await accountBalance(t.database.db, SYSTEM_ACCOUNTS.payoutProvider)).toBe(
      providerBefore + 100_000,
    );
    expect(await accountBalance(t.database.db, SYSTEM_ACCOUNTS.revenue)).toBe(
      revenueBefore + 2_500,
    );

    // Riwayat Saldo shows both lines with their kinds.
    const statement = await t.app.inject({
      method: 'GET',
      url: '/profile/wallet/transactions',
      headers: earner.auth,
    });
    const lines = statement.json<Array<{ kind: string; amount: number; balanceAfter: number }>>();
    expect(
      lines.slice(0, 2).map(({ kind, amount, balanceAfter }) => ({ kind, amount, balanceAfter })),
    ).toEqual(
      // Both lines come from one transaction (one timestamp), so their order is not fixed.
      expect.arrayContaining([
        { kind: 'withdrawal_fee', amount: -2_500, balanceAfter: 97_500 },
        { kind: 'withdrawal', amount: -100_000, balanceAfter: 100_000 },
      ]),
    );

    // Once it has an outcome, the sandbox refuses another.
    const again = await decideSandbox(t.app, earner, created._id, 'failed');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'WITHDRAWAL_FINISHED' });
    expect(await balanceOf(t.app, earner)).toBe(97_500);
  });

  it('fails: amount and fee come back to the wallet, with the reason', async () => {
    const earner = await earningYasa(60_000);
    const created = await withdrawOk(t.app, earner, 50_000);
    expect(await balanceOf(t.app, earner)).toBe(7_500);

    expect((await decideSandbox(t.app, earner, created._id, 'failed')).statusCode).toBe(200);
    expect(await balanceOf(t.app, earner)).toBe(60_000);
    const [listed] = await listWithdrawals(t.app, earner);
    expect(listed).toMatchObject({
      status: 'failed',
      failureReason: 'Transfer ditolak oleh bank atau e-wallet tujuan. Saldo sudah dikembalikan.',
      completedAt: expect.any(String),
    });
    expect(await transfersOf(t.database.db, created._id)).toEqual([
      'withdrawal:50000',
      'withdrawal_fee:2500',
      'withdrawal_return:52500',
    ]);
    const statement = await t.app.inject({
      method: 'GET',
      url: '/profile/wallet/transactions',
      headers: earner.auth,
    });
    expect(statement.json()[0]).toMatchObject({
      kind: 'withdrawal_return',
      amount: 52_500,
      balanceAfter: 60_000,
    });
  });

  it('lets a Yasa withdraw what a job paid', async () => {
    const jalu = await readyJalu(t.app, 200_000);
    const yasa = await readyYasa(t.app);
    await createFinishedJob(t.app, jalu, yasa, { fee: 80_000 });
    expect(await balanceOf(t.app, yasa)).toBe(80_000);
    await saveAccount(t.app, yasa, { channel: 'dana', accountNumber: '6281234567890' });
    const created = await withdrawOk(t.app, yasa, 77_500);
    expect(await balanceOf(t.app, yasa)).toBe(0);
    await decideSandbox(t.app, yasa, created._id, 'completed');
    expect((await listWithdrawals(t.app, yasa))[0]).toMatchObject({
      status: 'completed',
      channel: 'dana',
      accountNumber: '•••••••••7890',
    });
  });

  it('tells the owner live when a payout completes or fails', async () => {
    const earner = await earningYasa(110_000);
    const url = await listen(t.app);
    const socket = await connect(url, earner);
    const created = await withdrawOk(t.app, earner, 50_000);
    const event = nextEvent(socket, SOCKET_EVENTS.withdrawalUpdated);
    await decideSandbox(t.app, earner, created._id, 'completed');
    expect(await event).toEqual({ withdrawalId: created._id, status: 'completed' });

    const second = await withdrawOk(t.app, earner, 50_000);
    const failed = nextEvent(socket, SOCKET_EVENTS.withdrawalUpdated);
    await decideSandbox(t.app, earner, second._id, 'failed');
    expect(await failed).toEqual({ withdrawalId: second._id, status: 'failed' });
  });
});

describe('GET /profile/withdrawals', () => {
  it('pages newest first with limit and cursor', async () => {
    const earner = await earningYasa(200_000);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await withdrawOk(t.app, earner, 50_000))._id);
    const page = (query: string) =>
      t.app.inject({ method: 'GET', url: `/profile/withdrawals?${query}`, headers: earner.auth });
    const first = (await page('limit=2')).json<Array<{ _id: string }>>();
    expect(first.map((w) => w._id)).toEqual([ids[2], ids[1]]);
    const rest = (await page(`limit=2&cursor=${ids[1]}`)).json<Array<{ _id: string }>>();
    expect(rest.map((w) => w._id)).toEqual([ids[0]]);
    expect((await page('limit=0')).statusCode).toBe(400);
    expect((await page('cursor=nope')).statusCode).toBe(400);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeat with the first withdrawal and holds the money once', async () => {
    const earner = await earningYasa(200_000);
    const first = await withdraw(t.app, earner, 60_000, 'tarik-1');
    const second = await withdraw(t.app, earner, 60_000, 'tarik-1');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await balanceOf(t.app, earner)).toBe(137_500);
    expect(await listWithdrawals(t.app, earner)).toHaveLength(1);

    const otherAmount = await withdraw(t.app, earner, 70_000, 'tarik-1');
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await balanceOf(t.app, earner)).toBe(137_500);

    // A key belongs to its user: someone else's 'tarik-1' is their own withdrawal.
    const other = await earningYasa(100_000);
    const theirs = await withdraw(t.app, other, 60_000, 'tarik-1');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json()._id).not.toBe(first.json()._id);
  });

  it('makes one withdrawal of 20 identical requests sent at once', async () => {
    const earner = await earningYasa(200_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(t.app, earner, 50_000, 'sekali-saja')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((a) => a.json()._id));
    expect(ids.size).toBe(1);
    expect(await withdrawalsWithKey(earner.id)).toHaveLength(1);
    expect(await balanceOf(t.app, earner)).toBe(147_500);
  });
});

describe('POST /payout/notification', () => {
  async function processing() {
    const earner = await earningYasa(100_000);
    const created = await withdrawOk(t.app, earner, 50_000);
    const row = await withdrawalRow(t.database.db, created._id);
    const body = {
      reference_no: row.providerReference!,
      amount: '50000.00',
      status: 'completed',
      updated_at: new Date().toISOString(),
    };
    return { earner, created, body };
  }

  it('applies a replayed notification once', async () => {
    const { earner, created, body } = await processing();
    const key = sandbox().merchantKey;
    for (let i = 0; i < 3; i++) {
      const res = await postPayoutNotification(t.app, body, key);
      expect(res.statusCode).toBe(200);
    }
    expect(await balanceOf(t.app, earner)).toBe(47_500);
    expect(await transfersOf(t.database.db, created._id)).toHaveLength(4);
    // A late 'failed' for a completed payout changes nothing either.
    await postPayoutNotification(t.app, { ...body, status: 'failed' }, key);
    expect(await balanceOf(t.app, earner)).toBe(47_500);
  });

  it('refuses a bad or missing signature with 401 and changes nothing', async () => {
    const { earner, created, body } = await processing();
    const wrongKey = await postPayoutNotification(t.app, body, 'not-the-merchant-key');
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/payout/notification',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(missing.statusCode).toBe(401);
    // The signature covers the exact body: the same fields re-spaced are another body.
    const raw = JSON.stringify(body);
    const signedOther = await postPayoutNotification(
      t.app,
      { ...body, status: 'failed' },
      '',
      (await import('../src/adapters/payout/provider.js')).irisSignature(
        raw,
        sandbox().merchantKey,
      ),
    );
    expect(signedOther.statusCode).toBe(401);
    expect((await withdrawalRow(t.database.db, created._id)).status).toBe('processing');
    expect(await balanceOf(t.app, earner)).toBe(47_500);
  });

  it('refuses a notification whose amount is not the withdrawal’s', async () => {
    const { created, body } = await processing();
    const res = await postPayoutNotification(
      t.app,
      { ...body, amount: '1.00' },
      sandbox().merchantKey,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'AMOUNT_MISMATCH' });
    expect((await withdrawalRow(t.database.db, created._id)).status).toBe('processing');
  });

  it('answers 200 to a payout that is not ours and 400 to a malformed one', async () => {
    const key = sandbox().merchantKey;
    const unknown = await postPayoutNotification(
      t.app,
      { reference_no: 'sbx-nobody', amount: '50000.00', status: 'completed' },
      key,
    );
    expect(unknown.statusCode).toBe(200);
    const malformed = await postPayoutNotification(t.app, { reference_no: 'x' }, key);
    expect(malformed.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/payout/notification',
      headers: { 'content-type': 'application/json', 'iris-signature': 'x' },
      payload: '{"reference_no":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('ownership', () => {
  it('nobody sees or decides another person’s withdrawals or account', async () => {
    const owner = await earningYasa(100_000, '5555666677');
    const created = await withdrawOk(t.app, owner, 50_000);
    const otherJalu = await createUser(t.app, 'jalu');
    const otherYasa = await createUser(t.app, 'yasa');
    for (const other of [otherJalu, otherYasa]) {
      expect(await listWithdrawals(t.app, other)).toEqual([]);
      const account = await t.app.inject({
        method: 'GET',
        url: '/profile/payout-account',
        headers: other.auth,
      });
      expect(account.statusCode).toBe(404);
      const decided = await decideSandbox(t.app, other, created._id, 'failed');
      expect(decided.statusCode).toBe(404);
    }
    expect((await decideSandbox(t.app, undefined, created._id, 'failed')).statusCode).toBe(401);
    expect((await decideSandbox(t.app, owner, 'not-a-uuid', 'failed')).statusCode).toBe(404);
    expect((await decideSandbox(t.app, owner, created._id, 'maybe')).statusCode).toBe(400);
    // Another person saving an account changes only theirs.
    await saveAccount(t.app, otherJalu, { channel: 'bri', accountNumber: '9999888877' });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/profile/payout-account',
      headers: owner.auth,
    });
    expect(mine.json()).toMatchObject({ channel: 'bca', accountNumber: '5555666677' });
    expect((await withdrawalRow(t.database.db, created._id)).status).toBe('processing');
    expect(await balanceOf(t.app, owner)).toBe(47_500);
  });
});

describe('the stale sweep', () => {
  it('asks the provider about payouts processing too long and settles them once', async () => {
    const earner = await earningYasa(200_000);
    const stale = await withdrawOk(t.app, earner, 50_000);
    const fresh = await withdrawOk(t.app, earner, 50_000);
    // The provider decided, but its notification never arrived.
    await sandbox().decide(stale._id, 'failed');
    await sandbox().decide(fresh._id, 'completed');
    await backdate(t.database.db, stale._id, 31);

    expect(await t.app.withdrawals.sweepStale()).toBe(1);
    expect((await withdrawalRow(t.database.db, stale._id)).status).toBe('failed');
    expect((await withdrawalRow(t.database.db, fresh._id)).status).toBe('processing');
    expect(await balanceOf(t.app, earner)).toBe(147_500);
    expect(await t.app.withdrawals.sweepStale()).toBe(0);
    expect(await transfersOf(t.database.db, stale._id)).toHaveLength(3);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('races (PostgreSQL)', () => {
  it('applies a webhook racing the stale sweep once', async () => {
    const earner = await earningYasa(500_000);
    const key = sandbox().merchantKey;
    for (let round = 0; round < 5; round++) {
      const created = await withdrawOk(t.app, earner, 50_000);
      const notification = await sandbox().decide(created._id, 'completed');
      await backdate(t.database.db, created._id, 31);
      const answers = await Promise.all([
        postPayoutNotification(t.app, notification, key),
        t.app.withdrawals.sweepStale(),
        postPayoutNotification(t.app, notification, key),
      ]);
      expect((answers[0] as { statusCode: number }).statusCode).toBe(200);
      expect(await transfersOf(t.database.db, created._id)).toEqual([
        'withdrawal:50000',
        'withdrawal_fee:2500',
        'withdrawal_fee_revenue:2500',
        'withdrawal_payout:50000',
      ]);
    }
    expect(await balanceOf(t.app, earner)).toBe(500_000 - 5 * 52_500);
  });

  it('never holds more than the balance, whatever arrives at once', async () => {
    const earner = await earningYasa(200_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => withdraw(t.app, earner, 50_000, `beda-${i}`)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(17);
    expect(await balanceOf(t.app, earner)).toBe(200_000 - 3 * 52_500);
  });
});
if (!process.env.TEST_DATABASE_URL) {
  console.info('withdrawals: race tests run on PostgreSQL only (set TEST_DATABASE_URL)');
}
