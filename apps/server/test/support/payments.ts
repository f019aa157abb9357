import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { ledgerAccounts, topups } from '../../src/db/schema.js';
import { SYSTEM_ACCOUNTS, transfer, walletOf } from '../../src/modules/ledger/ledger.js';
import { createUser, type TestUser } from './factories.js';

export async function openTopup(app: FastifyInstance, user: TestUser, amount: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/payment/topup',
    headers: user.auth,
    payload: { amount },
  });
  if (res.statusCode !== 201) throw new Error(`topup failed: ${res.statusCode} ${res.body}`);
  return res.json<{ trans_token: string; topupId: string }>();
}

/** What the sandbox popup's buttons do: record the outcome, which notifies the webhook. */
export const chooseSandboxOutcome = (app: FastifyInstance, token: string, outcome: string) =>
  app.inject({ method: 'POST', url: `/payment/sandbox/${token}`, payload: { outcome } });

export const confirmTopup = (app: FastifyInstance, user: TestUser, topupId: string) =>
  app.inject({ method: 'PATCH', url: '/profile/wallet', headers: user.auth, payload: { topupId } });

export async function balanceOf(app: FastifyInstance, user: TestUser): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/profile/wallet', headers: user.auth });
  return res.json<{ amount: number }>().amount;
}

/** The wallet as GET /profile/wallet answers it: the balance and its earned (withdrawable) part. */
export async function walletOfUser(app: FastifyInstance, user: TestUser) {
  const res = await app.inject({ method: 'GET', url: '/profile/wallet', headers: user.auth });
  return res.json<{ amount: number; withdrawable: number }>();
}

/**
 * `amount` of earned money in `worker`'s wallet, as a finished job leaves it: a Jalu tops up (in
 * play money, or real money with `realMoney`), the job holds it and pays it out to the worker —
 * the lifecycle's ledger moves without the job's HTTP steps (createFinishedJob walks those).
 * Withdrawals take only such money (decision 2026-11-27-cash-out).
 */
export async function fundEarnings(
  app: FastifyInstance,
  db: Database,
  worker: TestUser,
  amount: number,
  { realMoney = false }: { realMoney?: boolean } = {},
) {
  const jalu = await createUser(app, 'jalu');
  if (realMoney) await fundWalletWithRealMoney(db, jalu.id, amount);
  else await fundWallet(app, jalu, amount);
  await db.transaction(async (tx) => {
    const jobId = randomUUID();
    const [escrow] = await tx
      .insert(ledgerAccounts)
      .values({ kind: 'escrow', jobId })
      .returning({ id: ledgerAccounts.id });
    await transfer(tx, {
      kind: 'job_hold',
      fromAccountId: (await walletOf(tx, jalu.id)).id,
      toAccountId: escrow!.id,
      amount,
      jobId,
    });
    await transfer(tx, {
      kind: 'job_payout',
      fromAccountId: escrow!.id,
      toAccountId: (await walletOf(tx, worker.id)).id,
      amount,
      jobId,
    });
  });
}

/** A Jalu with `amount` in the wallet, paid through the sandbox like a person would. */
export async function fundWallet(app: FastifyInstance, user: TestUser, amount: number) {
  const { trans_token, topupId } = await openTopup(app, user, amount);
  await chooseSandboxOutcome(app, trans_token, 'settlement');
  const res = await confirmTopup(app, user, topupId);
  if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.body}`);
}

/**
 * `amount` of real money in the user's wallet: a paid Midtrans top-up, credited from the real
 * provider account, as `settle()` would after Midtrans said it was paid. For tests of real payouts,
 * which refuse play money (midtrans.test.ts covers the HTTP path of such a top-up).
 */
export async function fundWalletWithRealMoney(db: Database, userId: string, amount: number) {
  await db.transaction(async (tx) => {
    const [topup] = await tx
      .insert(topups)
      .values({ userId, amount, provider: 'midtrans', status: 'paid', paidAt: new Date() })
      .returning({ id: topups.id });
    await transfer(tx, {
      kind: 'topup',
      fromAccountId: SYSTEM_ACCOUNTS.provider,
      toAccountId: (await walletOf(tx, userId)).id,
      amount,
      topupId: topup!.id,
    });
  });
}
