import { randomUUID } from 'node:crypto';
import { formatIDR, WALLET_ENTRY_LABELS } from '@bantuin/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerTransfers, SYSTEM_ACCOUNTS, topups } from '../src/db/schema.js';
import { transfer, walletOf } from '../src/modules/ledger/ledger.js';
import { createTestApp, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';
import { FakeMidtrans } from './support/fake-midtrans.js';
import {
  confirmTopup,
  fundEarnings,
  fundWallet,
  fundWalletWithRealMoney,
  openTopup,
  walletOfUser,
} from './support/payments.js';
import { itOnPostgres } from './support/postgres.js';
import { accountBalance, saveAccount, withdraw } from './support/payouts.js';

const refund = (t: TestApp, user: TestUser, amount: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/payment/refunds',
    headers: { ...user.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { amount },
  });

const topupsOf = (t: TestApp, userId: string) =>
  t.database.db
    .select({ id: topups.id, amount: topups.amount, refunded: topups.refundedAmount })
    .from(topups)
    .where(eq(topups.userId, userId));

const refundTransfers = (t: TestApp, topupIds: string[]) =>
  t.database.db
    .select()
    .from(ledgerTransfers)
    .where(inArray(ledgerTransfers.topupId, topupIds))
    .then((rows) => rows.filter((row) => row.kind !== 'topup'));

const history = async (t: TestApp, user: TestUser) =>
  (
    await t.app.inject({ method: 'GET', url: '/profile/wallet/transactions', headers: user.auth })
  ).json<Array<{ kind: string; amount: number }>>();

describe('a Jalu cannot cash top-up money out through a withdrawal (issue 24, item 8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a withdrawal of topped-up money and says what can go where', async () => {
    const jalu = await createUser(t.app, 'jalu');
    await fundWallet(t.app, jalu, 200_000);
    expect((await saveAccount(t.app, jalu)).statusCode).toBe(200);
    expect(await walletOfUser(t.app, jalu)).toEqual({ amount: 200_000, withdrawable: 0 });

    const res = await withdraw(t.app, jalu, 50_000);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'WITHDRAWAL_ABOVE_EARNED',
      message:
        `Saldo yang bisa kamu tarik ke rekening ${formatIDR(0)}: hanya pendapatan dari pekerjaan yang bisa ` +
        'ditarik. Sisa saldo dari top up bisa kamu kembalikan ke pembayaran asalnya',
    });
    expect(await walletOfUser(t.app, jalu)).toEqual({ amount: 200_000, withdrawable: 0 });
  });

  it('lets a Yasa withdraw what they earned, and no more', async () => {
    const yasa = await createUser(t.app, 'yasa');
    await fundEarnings(t.app, t.database.db, yasa, 60_000);
    expect((await saveAccount(t.app, yasa)).statusCode).toBe(200);
    expect(await walletOfUser(t.app, yasa)).toEqual({ amount: 60_000, withdrawable: 60_000 });
    expect((await withdraw(t.app, yasa, 50_000)).statusCode).toBe(201);
    expect(await walletOfUser(t.app, yasa)).toEqual({ amount: 7_500, withdrawable: 7_500 });
  });

  it('keeps earned money apart in a wallet holding both: spending takes top-up money first', async () => {
    // Roles keep the two apart in practice; the ledger's rule must hold without them.
    const yasa = await createUser(t.app, 'yasa');
    await fundEarnings(t.app, t.database.db, yasa, 60_000);
    await fundWalletWithRealMoney(t.database.db, yasa.id, 40_000);
    expect((await saveAccount(t.app, yasa)).statusCode).toBe(200);
    expect(await walletOfUser(t.app, yasa)).toEqual({ amount: 100_000, withdrawable: 60_000 });

    // The fee is paid from earned money too: 58 000 + 2 500 is above the 60 000 earned.
    const above = await withdraw(t.app, yasa, 58_000);
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({
      code: 'WITHDRAWAL_ABOVE_EARNED',
      message: expect.stringContaining(formatIDR(60_000)),
    });

    // A job's hold of 45 000 spends the 40 000 of top-up money, then 5 000 earned.
    await t.database.db.transaction(async (tx) => {
      const jobId = randomUUID();
      const [escrow] = await tx
        .insert(ledgerAccounts)
        .values({ kind: 'escrow', jobId })
        .returning({ id: ledgerAccounts.id });
      await transfer(tx, {
        kind: 'job_hold',
        fromAccountId: (await walletOf(tx, yasa.id)).id,
        toAccountId: escrow!.id,
        amount: 45_000,
        jobId,
      });
      await transfer(tx, {
        kind: 'job_refund',
        fromAccountId: escrow!.id,
        toAccountId: (await walletOf(tx, yasa.id)).id,
        amount: 45_000,
        jobId,
      });
    });
    // Refunded job money is not earned: it came from the top-up.
    expect(await walletOfUser(t.app, yasa)).toEqual({ amount: 100_000, withdrawable: 55_000 });
    expect((await withdraw(t.app, yasa, 52_500)).statusCode).toBe(201);
    expect(await walletOfUser(t.app, yasa)).toEqual({ amount: 45_000, withdrawable: 0 });
  });
});

describe('POST /payment/refunds in the sandbox (play money)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends unspent money back to the newest top-ups first, at once, in play money', async () => {
    const jalu = await createUser(t.app, 'jalu');
    await fundWallet(t.app, jalu, 50_000);
    await fundWallet(t.app, jalu, 30_000);
    const playMoneyBefore = await accountBalance(t.database.db, SYSTEM_ACCOUNTS.playMoney);

    const res = await refund(t, jalu, 60_000);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: 60_000, status: 'completed' });
    expect(await walletOfUser(t.app, jalu)).toEqual({ amount: 20_000, withdrawable: 0 });

    const rows = await topupsOf(t, jalu.id);
    expect(rows.map((r) => [r.amount, r.refunded]).sort()).toEqual([
      [30_000, 30_000],
      [50_000, 30_000],
    ]);
    const moved = await refundTransfers(
      t,
      rows.map((r) => r.id),
    );
    expect(moved.map((m) => [m.kind, m.toAccountId, m.amount]).sort()).toEqual([
      ['topup_refund', SYSTEM_ACCOUNTS.playMoney, 30_000],
      ['topup_refund', SYSTEM_ACCOUNTS.playMoney, 30_000],
    ]);
    expect(await accountBalance(t.database.db, SYSTEM_ACCOUNTS.playMoney)).toBe(
      playMoneyBefore + 60_000,
    );
    const lines = await history(t, jalu);
    expect(lines.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'topup_refund', amount: -30_000 }),
      expect.objectContaining({ kind: 'topup_refund', amount: -30_000 }),
    ]);
    expect(WALLET_ENTRY_LABELS.topup_refund).toBe('Dikembalikan ke pembayaran asal');
  });

  it('refuses more than the unspent top-up money, changing nothing', async () => {
    const jalu = await createUser(t.app, 'jalu');
    await fundWallet(t.app, jalu, 40_000);
    const res = await refund(t, jalu, 40_001);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'REFUND_ABOVE_UNSPENT',
      message:
        `Saldo top up yang bisa dikembalikan ${formatIDR(40_000)}. Pendapatan dari pekerjaan ditarik lewat ` +
        'Tarik Saldo, bukan dikembalikan',
    });
    expect(await walletOfUser(t.app, jalu)).toEqual({ amount: 40_000, withdrawable: 0 });
    expect((await topupsOf(t, jalu.id)).map((r) => r.refunded)).toEqual([0]);
  });

  it.each([
    ['zero', 0],
    ['a negative amount', -5_000],
    ['a fraction', 1_000.5],
    ['a string', '10000'],
  ])('refuses %s with 400', async (_case, amount) => {
    const jalu = await createUser(t.app, 'jalu');
    await fundWallet(t.app, jalu, 10_000);
    const res = await refund(t, jalu, amount);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await walletOfUser(t.app, jalu)).toEqual({ amount: 10_000, withdrawable: 0 });
  });

  it('is for Jalu only: a Yasa (whose money is earned) gets 403, nobody signed in 401', async () => {
    const yasa = await createUser(t.app, 'yasa');
    await fundEarnings(t.app, t.database.db, yasa, 20_000);
    expect((await refund(t, yasa, 10_000)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/payment/refunds',
      payload: { amount: 10_000 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await walletOfUser(t.app, yasa)).toEqual({ amount: 20_000, withdrawable: 20_000 });
  });

  it('answers a repeat with the same Idempotency-Key with the first refund, moving money once', async () => {
    const jalu = await createUser(t.app, 'jalu');
    await fundWallet(t.app, jalu, 50_000);
    const first = await refund(t, jalu, 20_000, 'kembali-1');
    const again = await refund(t, jalu, 20_000, 'kembali-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await walletOfUser(t.app, jalu)).toEqual({ amount: 30_000, withdrawable: 0 });
    const other = await refund(t, jalu, 25_000, 'kembali-1');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  itOnPostgres('refunds exactly once under 20 identical requests at once', async () => {
    const jalu = await createUser(t.app, 'jalu');
    await fundWallet(t.app, jalu, 100_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refund(t, jalu, 30_000, 'sekali-saja')),
    );
    const ids = new Set(answers.map((a) => (a.statusCode === 201 ? a.json()._id : a.statusCode)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(ids.size).toBe(1);
    expect(await walletOfUser(t.app, jalu)).toEqual({ amount: 70_000, withdrawable: 0 });
    expect((await topupsOf(t, jalu.id)).map((r) => r.refunded)).toEqual([30_000]);
  });

  itOnPostgres(
    'never refunds more than the wallet holds when 20 different refunds race',
    async () => {
      const jalu = await createUser(t.app, 'jalu');
      await fundWallet(t.app, jalu, 50_000);
      await fundWallet(t.app, jalu, 50_000);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => refund(t, jalu, 10_000, `beda-${i}`)),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 201)).toHaveLength(10);
      expect(codes.filter((c) => c === 400)).toHaveLength(10);
      expect(await walletOfUser(t.app, jalu)).toEqual({ amount: 0, withdrawable: 0 });
      expect((await topupsOf(t, jalu.id)).map((r) => r.refunded)).toEqual([50_000, 50_000]);
    },
  );
});

describe('POST /payment/refunds through Midtrans', () => {
  const SERVER_KEY = 'SB-Mid-server-test-key';
  let fake: FakeMidtrans;
  let t: TestApp;
  beforeAll(async () => {
    fake = await new FakeMidtrans(SERVER_KEY).start();
    t = await createTestApp({
      payments: { sandbox: false, production: false },
      midtrans: {
        serverKey: SERVER_KEY,
        clientKey: 'SB-Mid-client-test-key',
        apiUrl: fake.url,
        snapUrl: fake.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  /** A Jalu with a Midtrans top-up of `amount` that Midtrans settled. */
  async function paidJalu(amount: number) {
    const jalu = await createUser(t.app, 'jalu');
    const { topupId } = await openTopup(t.app, jalu, amount);
    fake.statuses.set(topupId, {
      transaction_status: 'settlement',
      gross_amount: `${amount}.00`,
    });
    expect((await confirmTopup(t.app, jalu, topupId)).statusCode).toBe(200);
    return { jalu, topupId };
  }

  it("asks Midtrans' refund API with a refund key, the amount and a reason", async () => {
    const { jalu, topupId } = await paidJalu(75_000);
    const providerBefore = await accountBalance(t.database.db, SYSTEM_ACCOUNTS.provider);
    const res = await refund(t, jalu, 25_000);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: 25_000, status: 'completed' });

    const call = fake.requests.findLast((r) => r.path === `/v2/${topupId}/refund`);
    expect(call).toMatchObject({
      method: 'POST',
      authorization: `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`,
      body: { amount: 25_000, reason: expect.any(String), refund_key: expect.any(String) },
    });
    expect([...fake.refunds.values()]).toContainEqual(
      expect.objectContaining({ orderId: topupId, amount: 25_000 }),
    );
    expect(await walletOfUser(t.app, jalu)).toEqual({ amount: 50_000, withdrawable: 0 });
    expect(await accountBalance(t.database.db, SYSTEM_ACCOUNTS.provider)).toBe(
      providerBefore + 25_000,
    );
  });

  it('gives the money back when Midtrans refuses the refund, and shows both lines', async () => {
    const { jalu, topupId } = await paidJalu(40_000);
    fake.unrefundable.add(topupId);
    const res = await refund(t, jalu, 40_000);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: 40_000, status: 'failed' });
    expect(await walletOfUser(t.app, jalu)).toEqual({ amount: 40_000, withdrawable: 0 });
    expect((await topupsOf(t, jalu.id)).map((r) => r.refunded)).toEqual([0]);
    expect((await history(t, jalu)).slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'topup_refund_return', amount: 40_000 }),
      expect.objectContaining({ kind: 'topup_refund', amount: -40_000 }),
    ]);
  });

  it('leaves the refund processing (money out, never twice) when Midtrans does not answer', async () => {
    const { jalu } = await paidJalu(30_000);
    fake.failNextWith = 503;
    const res = await refund(t, jalu, 30_000);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'processing' });
    expect(await walletOfUser(t.app, jalu)).toEqual({ amount: 0, withdrawable: 0 });
  });
});
