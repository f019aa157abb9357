import { ACCOUNT_SUSPENDED_MESSAGE } from '@bantuin/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { createTestAdmin, type TestAdmin } from './support/admin.js';
import type { TestUser } from './support/factories.js';
import { apply, createAssignedJob, createNitipJob, readyJalu, readyYasa } from './support/jobs.js';
import { balanceOf } from './support/payments.js';
import { closeSockets, connect, listen } from './support/sockets.js';

let t: TestApp;
let url: string;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  admin = await createTestAdmin(t.app, t.database.db);
});
afterEach(() => closeSockets());
afterAll(() => t.close());

const suspend = (userId: string, reason = 'Penipuan berulang') =>
  t.app.inject({
    method: 'POST',
    url: `/admin/users/${userId}/suspend`,
    headers: admin.auth,
    payload: { reason },
  });
const reinstate = (userId: string) =>
  t.app.inject({ method: 'POST', url: `/admin/users/${userId}/reinstate`, headers: admin.auth });
const login = (user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/login',
    payload: { email: user.email, password: user.password },
  });
const auditOf = async (userId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/admin/audit?limit=100',
    headers: admin.auth,
  });
  return res
    .json<Array<{ action: string; targetId: string; actor: { _id: string } | null }>>()
    .filter((e) => e.targetId === userId);
};
const jobState = async (jobId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/admin/jobs/${jobId}`,
    headers: admin.auth,
  });
  return res.json<{ state: string }>().state;
};

describe('suspending a person', () => {
  it('locks a Yasa out: login, the old token and an open socket; withdraws applications', async () => {
    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    const openJob = await createNitipJob(t.app, jalu);
    expect((await apply(t.app, yasa, openJob)).statusCode).toBe(201);
    const assignedJob = await createAssignedJob(t.app, jalu, yasa);
    const socket = await connect(url, yasa);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const res = await suspend(yasa.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { _id: yasa.id, suspended: true, suspendedReason: 'Penipuan berulang' },
      cancelledJobs: [],
      withdrawnApplications: 1,
    });

    expect(await disconnected).toBe('io server disconnect');
    await expect(connect(url, yasa)).rejects.toMatchObject({
      message: ACCOUNT_SUSPENDED_MESSAGE,
      data: { code: 'ACCOUNT_SUSPENDED' },
    });
    const oldToken = await t.app.inject({ method: 'GET', url: '/workers/job', headers: yasa.auth });
    expect(oldToken.statusCode).toBe(403);
    expect(oldToken.json()).toEqual({
      code: 'ACCOUNT_SUSPENDED',
      message: ACCOUNT_SUSPENDED_MESSAGE,
    });
    const again = await login(yasa);
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('ACCOUNT_SUSPENDED');

    // The Jalu no longer sees the Yasa waiting; the assigned job is left for an operator.
    const waiting = await t.app.inject({
      method: 'GET',
      url: `/clients/jobs/${openJob}/workers`,
      headers: jalu.auth,
    });
    expect(waiting.json().workers).toEqual([]);
    expect(await jobState(assignedJob)).toBe('assigned');

    const [entry] = await auditOf(yasa.id);
    expect(entry).toMatchObject({
      action: 'user.suspended',
      actor: { _id: admin.id },
      before: { suspendedAt: null },
      after: { suspendedReason: 'Penipuan berulang', withdrawnApplications: 1 },
    });
  });

  it("cancels a Jalu's open jobs with the whole escrow back, leaves assigned jobs", async () => {
    const jalu = await readyJalu(t.app, 300_000);
    const yasa = await readyYasa(t.app);
    const open1 = await createNitipJob(t.app, jalu, { fee: 30_000 });
    const open2 = await createNitipJob(t.app, jalu, { fee: 40_000 });
    const assigned = await createAssignedJob(t.app, jalu, yasa, { fee: 50_000 });
    // 300 000 − (30 000 + 2 000) − (40 000 + 2 000) − (50 000 + 2 000)
    expect(await balanceOf(t.app, jalu)).toBe(174_000);

    const res = await suspend(jalu.id, 'Pesanan palsu');
    expect(res.statusCode).toBe(200);
    expect([...res.json().cancelledJobs].sort()).toEqual([open1, open2].sort());

    expect(await jobState(open1)).toBe('cancelled');
    expect(await jobState(open2)).toBe('cancelled');
    expect(await jobState(assigned)).toBe('assigned');
    const wallet = await t.app.inject({
      method: 'GET',
      url: `/admin/users/${jalu.id}`,
      headers: admin.auth,
    });
    expect(wallet.json().wallet).toEqual({ balance: 174_000 + 32_000 + 42_000 });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/admin/jobs/${open1}`,
      headers: admin.auth,
    });
    expect(detail.json().history.at(-1)).toMatchObject({
      fromState: 'open',
      toState: 'cancelled',
      actorId: admin.id,
    });
    expect(
      detail.json().ledger.map((l: { kind: string; amount: number }) => [l.kind, l.amount]),
    ).toEqual([
      ['job_hold', 32_000],
      ['job_refund', 32_000],
    ]);
  });

  it('refuses a second suspension, suspending an admin, and reinstating an active person', async () => {
    const yasa = await readyYasa(t.app);
    expect((await suspend(yasa.id)).statusCode).toBe(200);
    const twice = await suspend(yasa.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_SUSPENDED');
    const otherAdmin = await createTestAdmin(t.app, t.database.db);
    expect((await suspend(otherAdmin.id)).statusCode).toBe(403);
    const active = await readyYasa(t.app);
    const notSuspended = await reinstate(active.id);
    expect(notSuspended.statusCode).toBe(409);
    expect(notSuspended.json().code).toBe('NOT_SUSPENDED');
    expect(await auditOf(yasa.id)).toHaveLength(1);
    expect(await auditOf(active.id)).toHaveLength(0);
  });

  // Since 2026-11-27 the tokens of before stay refused (a suspension for a stolen account must
  // not hand the thief's session back): the person logs in again.
  it('reinstating lets the person log in again, not revive old tokens, with an audit row', async () => {
    const jalu = await readyJalu(t.app, 0);
    await suspend(jalu.id);
    const res = await reinstate(jalu.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ suspended: false, suspendedAt: null });
    const old = await t.app.inject({ method: 'GET', url: '/profile/wallet', headers: jalu.auth });
    expect(old.statusCode).toBe(401);
    await expect(connect(url, jalu)).rejects.toMatchObject({
      data: { code: 'UNAUTHENTICATED' },
    });
    const login_ = await login(jalu);
    expect(login_.statusCode).toBe(200);
    const fresh = { ...jalu, auth: { authorization: `Bearer ${login_.json().access_token}` } };
    const wallet = await t.app.inject({
      method: 'GET',
      url: '/profile/wallet',
      headers: fresh.auth,
    });
    expect(wallet.statusCode).toBe(200);
    const socket = await connect(url, { token: login_.json().access_token });
    expect(socket.connected).toBe(true);
    const entries = await auditOf(jalu.id);
    expect(entries.map((e) => e.action)).toEqual(['user.reinstated', 'user.suspended']);
    expect(entries[0]).toMatchObject({
      before: { suspendedReason: 'Penipuan berulang' },
      after: { suspendedAt: null, suspendedReason: null },
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('parallel suspensions (PostgreSQL)', () => {
  it('20 identical suspensions of a Jalu: one succeeds, one refund per job, one audit row', async () => {
    const jalu = await readyJalu(t.app, 100_000);
    const jobId = await createNitipJob(t.app, jalu, { fee: 20_000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => suspend(jalu.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const refunds = await t.database.db.execute(
      sql`select count(*)::int as n from ledger_transfers where job_id = ${jobId} and kind = 'job_refund'`,
    );
    expect((refunds as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
    expect(await auditOf(jalu.id)).toHaveLength(1);
  });
});
if (!process.env.TEST_DATABASE_URL) {
  console.info('parallel suspensions: skipped on PGlite, which runs one transaction at a time');
}
