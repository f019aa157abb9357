import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxPayoutProvider } from '../src/adapters/payout/sandbox.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { createTestApp, testConfig, type TestApp } from './support/app.js';
import { createUser } from './support/factories.js';
import { balanceOf, fundEarnings } from './support/payments.js';
import { listWithdrawals, saveAccount, withdraw, withdrawOk } from './support/payouts.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'bantuin-config-'));

describe('payout configuration', () => {
  it('has the documented defaults and the sandbox without Iris keys', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.payouts).toEqual({
      min: 50_000,
      fee: 2_500,
      rateLimit: 10,
      accountHoldMs: 24 * 3_600_000,
      sandboxCompleteAfterMs: 5_000,
      staleAfterMs: 30 * 60_000,
      sweepEveryMs: 60_000,
      midtrans: undefined,
    });
  });

  it('selects Iris when all three keys are set, with URLs that follow MIDTRANS_PRODUCTION', () => {
    const keys = {
      DATA_DIR: dataDir(),
      MIDTRANS_PAYOUT_CREATOR_KEY: 'c',
      MIDTRANS_PAYOUT_APPROVER_KEY: 'a',
      MIDTRANS_PAYOUT_MERCHANT_KEY: 'm',
      // Real payouts only beside real payments (config.test.ts: no play money paid out).
      MIDTRANS_SERVER_KEY: 's',
      MIDTRANS_CLIENT_KEY: 'c',
    };
    expect(loadConfig(keys).payouts.midtrans).toEqual({
      creatorKey: 'c',
      approverKey: 'a',
      merchantKey: 'm',
      apiUrl: 'https://app.sandbox.midtrans.com/iris',
    });
    const production = {
      ...keys,
      MIDTRANS_PRODUCTION: 'true',
    };
    expect(loadConfig(production).payouts.midtrans?.apiUrl).toBe('https://app.midtrans.com/iris');
    expect(
      loadConfig({ ...keys, MIDTRANS_PAYOUT_API_URL: 'http://127.0.0.1:9/iris/' }).payouts.midtrans
        ?.apiUrl,
    ).toBe('http://127.0.0.1:9/iris');
  });

  it('refuses some Iris keys without the others, and bad numbers', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), MIDTRANS_PAYOUT_CREATOR_KEY: 'c' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), WITHDRAW_FEE: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SANDBOX_PAYOUT_SECONDS: 'soon' })).toThrow(
      ConfigError,
    );
  });
});

describe('the sandbox deciding by itself (SANDBOX_PAYOUT_SECONDS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      payouts: { ...testConfig().payouts, sandboxCompleteAfterMs: 150 },
    });
  });
  afterAll(() => t.close());

  async function settled(user: Parameters<typeof listWithdrawals>[1]) {
    for (let i = 0; i < 100; i++) {
      const [latest] = await listWithdrawals(t.app, user);
      if (latest?.status !== 'processing') return latest;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the sandbox never decided');
  }

  it('completes a payout after the delay, through the signed webhook', async () => {
    const user = await createUser(t.app, 'yasa');
    await fundEarnings(t.app, t.database.db, user, 100_000);
    await saveAccount(t.app, user, { channel: 'bca', accountNumber: '1234567890' });
    await withdrawOk(t.app, user, 50_000);
    expect(await settled(user)).toMatchObject({ status: 'completed' });
    expect(await balanceOf(t.app, user)).toBe(47_500);
  });

  it('fails a payout to a number ending in 1111 and gives the money back', async () => {
    const user = await createUser(t.app, 'yasa');
    await fundEarnings(t.app, t.database.db, user, 100_000);
    await saveAccount(t.app, user, { channel: 'bri', accountNumber: '9876541111' });
    await withdrawOk(t.app, user, 50_000);
    expect(await settled(user)).toMatchObject({ status: 'failed' });
    expect(await balanceOf(t.app, user)).toBe(100_000);
  });
});

describe('WITHDRAW_RATE_LIMIT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ payouts: { ...testConfig().payouts, rateLimit: 2 } });
  });
  afterAll(() => t.close());

  it('limits each user on their own', async () => {
    const first = await createUser(t.app, 'jalu');
    const second = await createUser(t.app, 'yasa');
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await withdraw(t.app, first, 10)).statusCode);
    expect(codes).toEqual([400, 400, 429]);
    const limited = await withdraw(t.app, first, 10);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Same address, another person: not limited by the first one's requests.
    expect((await withdraw(t.app, second, 10)).statusCode).toBe(400);
  });
});

describe('the stale sweep on its timer (PAYOUT_SWEEP_SECONDS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      payouts: { ...testConfig().payouts, staleAfterMs: 50, sweepEveryMs: 100 },
    });
  });
  afterAll(() => t.close());

  it('settles a payout whose notification never came', async () => {
    const user = await createUser(t.app, 'yasa');
    await fundEarnings(t.app, t.database.db, user, 100_000);
    await saveAccount(t.app, user, { channel: 'bca', accountNumber: '1234567890' });
    const created = await withdrawOk(t.app, user, 50_000);
    // The provider decided, but nothing told Bantuin.
    await createSandboxPayoutProvider(t.database.db, t.config.jwtSecret).decide(
      created._id,
      'failed',
    );
    for (let i = 0; i < 100 && (await balanceOf(t.app, user)) !== 100_000; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await balanceOf(t.app, user)).toBe(100_000);
    expect((await listWithdrawals(t.app, user))[0]).toMatchObject({ status: 'failed' });
  });
});
