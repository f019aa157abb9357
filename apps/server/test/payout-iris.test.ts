import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';
import { FakeIris, IRIS_KEYS } from './support/fake-iris.js';
import { balanceOf, fundEarnings } from './support/payments.js';
import {
  backdate,
  decideSandbox,
  listWithdrawals,
  postPayoutNotification,
  saveAccount,
  withdraw,
  withdrawalRow,
  withdrawOk,
} from './support/payouts.js';

let t: TestApp;
let iris: FakeIris;

beforeAll(async () => {
  iris = await new FakeIris().start();
  iris.accounts.set('1234567890', 'SITI AMINAH');
  iris.accounts.set('80660812345678', 'BUDI OVO');
  t = await createTestApp({
    payouts: {
      min: 50_000,
      fee: 2_500,
      rateLimit: 10_000,
      accountHoldMs: 24 * 3_600_000,
      sandboxCompleteAfterMs: 0,
      staleAfterMs: 30 * 60_000,
      sweepEveryMs: 0,
      midtrans: {
        creatorKey: IRIS_KEYS.creator,
        approverKey: IRIS_KEYS.approver,
        merchantKey: IRIS_KEYS.merchant,
        apiUrl: iris.url,
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await iris.stop();
});

async function yasaWithAccount(balance = 200_000): Promise<TestUser> {
  const user = await createUser(t.app, 'yasa');
  // Real payouts pay out real money only (play money is refused: money-safety.test.ts), and
  // only earned money (decision 2026-11-27-cash-out).
  await fundEarnings(t.app, t.database.db, user, balance, { realMoney: true });
  expect((await saveAccount(t.app, user)).statusCode).toBe(200);
  return user;
}

const lastRequest = () => iris.requests.at(-1)!;

describe('Midtrans Payouts (Iris)', () => {
  it('validates an account with the creator key and answers the bank’s holder name', async () => {
    const user = await createUser(t.app, 'yasa');
    const res = await saveAccount(t.app, user, { channel: 'bca', accountNumber: '1234567890' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      channel: 'bca',
      accountNumber: '1234567890',
      accountName: 'SITI AMINAH',
      withdrawalsHeldUntil: null,
    });
    expect(lastRequest()).toMatchObject({
      method: 'GET',
      path: '/iris/api/v1/account_validation?bank=bca&account=1234567890',
      key: 'creator',
    });
  });

  it('asks for OVO through CIMB’s virtual account with the 8066 prefix', async () => {
    const user = await createUser(t.app, 'yasa');
    const res = await saveAccount(t.app, user, { channel: 'ovo', accountNumber: '0812345678' });
    expect(res.json()).toMatchObject({ accountName: 'BUDI OVO' });
    expect(lastRequest().path).toBe(
      '/iris/api/v1/account_validation?bank=cimb_va&account=80660812345678',
    );
  });

  it('refuses an account Iris does not know, and answers 502 when Iris is down', async () => {
    const user = await createUser(t.app, 'yasa');
    const unknown = await saveAccount(t.app, user, { channel: 'bni', accountNumber: '5555555555' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'PAYOUT_ACCOUNT_INVALID' });
    iris.failNextWith = 500;
    const down = await saveAccount(t.app, user, { channel: 'bca', accountNumber: '1234567890' });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ code: 'PAYOUT_PROVIDER_ERROR' });
  });

  it('creates the payout with the creator key, approves it with the approver key', async () => {
    const user = await yasaWithAccount();
    const before = iris.requests.length;
    const created = await withdrawOk(t.app, user, 100_000);
    const [create, approve] = iris.requests.slice(before);
    expect(create).toEqual({
      method: 'POST',
      path: '/iris/api/v1/payouts',
      key: 'creator',
      body: {
        payouts: [
          {
            beneficiary_name: 'SITI AMINAH',
            beneficiary_account: '1234567890',
            beneficiary_bank: 'bca',
            amount: '100000.00',
            notes: `Bantuin ${created._id}`,
          },
        ],
      },
    });
    const reference = (await withdrawalRow(t.database.db, created._id)).providerReference!;
    expect(approve).toEqual({
      method: 'POST',
      path: '/iris/api/v1/payouts/approve',
      key: 'approver',
      body: { reference_nos: [reference] },
    });
    expect(await balanceOf(t.app, user)).toBe(97_500);

    // Iris tells us it completed, signed with the merchant key over the raw body.
    const notification = {
      reference_no: reference,
      amount: '100000.00',
      status: 'completed',
      updated_at: '2026-11-23T10:00:00Z',
    };
    const bad = await postPayoutNotification(t.app, notification, 'IRIS-not-the-merchant-key');
    expect(bad.statusCode).toBe(401);
    const res = await postPayoutNotification(t.app, notification, IRIS_KEYS.merchant);
    expect(res.statusCode).toBe(200);
    expect(await postPayoutNotification(t.app, notification, IRIS_KEYS.merchant)).toMatchObject({
      statusCode: 200,
    });
    expect((await listWithdrawals(t.app, user))[0]).toMatchObject({ status: 'completed' });
    expect(await balanceOf(t.app, user)).toBe(97_500);
  });

  it('gives the money back when Iris refuses the payout', async () => {
    const user = await yasaWithAccount(100_000);
    iris.failNextWith = 400;
    const res = await withdraw(t.app, user, 50_000);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'PAYOUT_PROVIDER_ERROR' });
    expect(await balanceOf(t.app, user)).toBe(100_000);
    expect((await listWithdrawals(t.app, user))[0]).toMatchObject({ status: 'failed' });
  });

  it('asks Iris about a stale payout by its reference and applies a failure once', async () => {
    const user = await yasaWithAccount(100_000);
    const created = await withdrawOk(t.app, user, 50_000);
    const reference = (await withdrawalRow(t.database.db, created._id)).providerReference!;
    iris.payouts.get(reference)!.status = 'failed';
    await backdate(t.database.db, created._id, 31);
    const before = iris.requests.length;
    expect(await t.app.withdrawals.sweepStale()).toBe(1);
    expect(iris.requests.slice(before)).toEqual([
      { method: 'GET', path: `/iris/api/v1/payouts/${reference}`, key: 'creator', body: undefined },
    ]);
    expect(await balanceOf(t.app, user)).toBe(100_000);
    expect(await t.app.withdrawals.sweepStale()).toBe(0);
  });

  it('has no sandbox routes', async () => {
    const user = await yasaWithAccount(100_000);
    const created = await withdrawOk(t.app, user, 50_000);
    const res = await decideSandbox(t.app, user, created._id, 'completed');
    expect(res.statusCode).toBe(404);
    const config = await t.app.inject({ method: 'GET', url: '/payout/config' });
    expect(config.json()).toMatchObject({ provider: 'midtrans' });
  });
});
