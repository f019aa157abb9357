import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { irisSignature } from '../../src/adapters/payout/provider.js';
import type { Database } from '../../src/db/client.js';
import { ledgerAccounts, ledgerTransfers, withdrawals } from '../../src/db/schema.js';
import { markEmailVerified } from './app.js';
import type { TestUser } from './factories.js';

/**
 * Saves a payout account with the user's password (the step-up every change asks for), for a
 * person whose email is verified (withdrawals need it).
 */
export const saveAccount = async (
  app: FastifyInstance,
  user: TestUser,
  payload: object = { channel: 'bca', accountNumber: '1234567890' },
) => {
  await markEmailVerified(app, user.id);
  return app.inject({
    method: 'PUT',
    url: '/profile/payout-account',
    headers: user.auth,
    payload: { password: user.password, ...payload },
  });
};

export const withdraw = (app: FastifyInstance, user: TestUser, amount: unknown, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/profile/withdrawals',
    headers: { ...user.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { amount },
  });

export async function withdrawOk(app: FastifyInstance, user: TestUser, amount: number) {
  const res = await withdraw(app, user, amount);
  if (res.statusCode !== 201) throw new Error(`withdraw failed: ${res.statusCode} ${res.body}`);
  return res.json<{ _id: string; amount: number; fee: number; status: string }>();
}

export const listWithdrawals = async (app: FastifyInstance, user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/profile/withdrawals', headers: user.auth })).json<
    Array<Record<string, unknown>>
  >();

/** What a test (or the demo) does to finish a sandbox payout. */
export const decideSandbox = (
  app: FastifyInstance,
  user: TestUser | undefined,
  withdrawalId: string,
  outcome: unknown,
) =>
  app.inject({
    method: 'POST',
    url: `/payout/sandbox/${withdrawalId}`,
    headers: user?.auth ?? {},
    payload: { outcome },
  });

/** Posts `body` to the payout webhook signed with `key` (or with `signature` when given). */
export function postPayoutNotification(
  app: FastifyInstance,
  body: object,
  key: string,
  signature?: string,
) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/payout/notification',
    headers: {
      'content-type': 'application/json',
      'iris-signature': signature ?? irisSignature(raw, key),
    },
    payload: raw,
  });
}

export async function withdrawalRow(db: Database, id: string) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row!;
}

export async function transfersOf(db: Database, withdrawalId: string) {
  const rows = await db
    .select({ kind: ledgerTransfers.kind, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.withdrawalId, withdrawalId));
  return rows.map((r) => `${r.kind}:${r.amount}`).sort();
}

export async function accountBalance(db: Database, id: string) {
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  return row!.balance;
}

/** Makes a withdrawal look `minutes` old, as if its payout had been processing that long. */
export async function backdate(db: Database, id: string, minutes: number) {
  await db
    .update(withdrawals)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(withdrawals.id, id));
}
