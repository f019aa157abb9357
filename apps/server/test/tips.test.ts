import type { Job, WalletTransaction } from '@bantuin/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import type { TestUser } from './support/factories.js';
import { readyJalu, readyYasa } from './support/jobs.js';
import { jobInState } from './support/lifecycle.js';
import { balanceOf, fundWallet, walletOfUser } from './support/payments.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FEE = 25_000;
const ALL = FEE + 2_000;

const tip = (user: TestUser, jobId: string, amount: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/clients/jobs/${jobId}/tip`,
    headers: user.auth,
    payload: { amount },
  });

const detail = async (user: TestUser, jobId: string) =>
  (await t.app.inject({ method: 'GET', url: `/jobs/${jobId}`, headers: user.auth })).json<Job>();

const statement = async (user: TestUser) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/profile/wallet/transactions',
      headers: user.auth,
    })
  ).json<WalletTransaction[]>();

/** A done job of a Jalu who keeps `spare` rupiah in the wallet after paying for it. */
async function doneJob(spare: number) {
  const jalu = await readyJalu(t.app, ALL + spare);
  const yasa = await readyYasa(t.app);
  const jobId = await jobInState(t.app, jalu, yasa, 'done', { fee: FEE });
  return { jalu, yasa, jobId };
}

describe('tips (Beri tip)', () => {
  it('moves the whole tip from the Jalu’s wallet to the Yasa’s, once, and both see it', async () => {
    const { jalu, yasa, jobId } = await doneJob(20_000);
    expect((await detail(jalu, jobId)).actions).toContain('tip');

    const res = await tip(jalu, jobId, 10_000);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ tip: { amount: 10_000 } });
    expect(await balanceOf(t.app, jalu)).toBe(10_000);
    // A tip is earned money: the Yasa may withdraw it with the fee.
    expect(await walletOfUser(t.app, yasa)).toEqual({
      amount: FEE + 10_000,
      withdrawable: FEE + 10_000,
    });

    const [jaluLine] = await statement(jalu);
    expect(jaluLine).toMatchObject({ kind: 'tip', amount: -10_000, balanceAfter: 10_000 });
    expect(jaluLine!.jobTitle).toBeTruthy();
    const [yasaLine] = await statement(yasa);
    expect(yasaLine).toMatchObject({ kind: 'tip', amount: 10_000, balanceAfter: FEE + 10_000 });

    expect((await detail(yasa, jobId)).tip).toMatchObject({ amount: 10_000 });
    const asJalu = await detail(jalu, jobId);
    expect(asJalu.tip).toMatchObject({ amount: 10_000 });
    expect(asJalu.actions).not.toContain('tip');

    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, yasa.id));
    expect(told.filter((row) => row.kind === 'tip_received')).toHaveLength(1);

    const again = await tip(jalu, jobId, 5_000);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_TIPPED' });
    expect(await balanceOf(t.app, jalu)).toBe(10_000);
  });

  it('refuses a tip before completion, after 7 days, above the balance, and from others', async () => {
    const jalu = await readyJalu(t.app, ALL);
    const yasa = await readyYasa(t.app);
    const assigned = await jobInState(t.app, jalu, yasa, 'assigned', { fee: FEE });
    await fundWallet(t.app, jalu, 10_000);
    const early = await tip(jalu, assigned, 5_000);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'JOB_STATE_CONFLICT' });

    const late = await doneJob(10_000);
    await t.database.db
      .update(jobs)
      .set({ finishedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(jobs.id, late.jobId));
    const closed = await tip(late.jalu, late.jobId, 5_000);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'TIP_WINDOW_CLOSED' });
    expect((await detail(late.jalu, late.jobId)).actions).not.toContain('tip');

    const poor = await doneJob(4_000);
    const short = await tip(poor.jalu, poor.jobId, 5_000);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await balanceOf(t.app, poor.jalu)).toBe(4_000);
    expect((await detail(poor.jalu, poor.jobId)).tip).toBeNull();

    const stranger = await readyJalu(t.app, 10_000);
    expect((await tip(stranger, poor.jobId, 1_000)).statusCode).toBe(404);
    expect((await tip(poor.yasa, poor.jobId, 1_000)).statusCode).toBe(403);
    for (const amount of [0, 999, 1_500.5, '5000', 2_000_000]) {
      const bad = await tip(poor.jalu, poor.jobId, amount);
      expect(bad.statusCode, String(amount)).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect(await balanceOf(t.app, stranger)).toBe(10_000);
    expect(await balanceOf(t.app, poor.yasa)).toBe(FEE);
  });
});

// On PGlite one connection runs everything in turn: a race there proves nothing.
const onPostgres = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)('tips under concurrency on PostgreSQL', () => {
  it('20 identical tips at once: one moves money, 19 are refused', async () => {
    const { jalu, yasa, jobId } = await doneJob(100_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => tip(jalu, jobId, 20_000)));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await balanceOf(t.app, jalu)).toBe(80_000);
    expect(await balanceOf(t.app, yasa)).toBe(FEE + 20_000);
    expect((await statement(jalu)).filter((line) => line.kind === 'tip')).toHaveLength(1);
  });
});
