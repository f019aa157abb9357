import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { createTestAdmin, type TestAdmin } from './support/admin.js';
import type { TestUser } from './support/factories.js';
import {
  cancel,
  createAssignedJob,
  createFinishedJob,
  createNitipJob,
  readyJalu,
  readyYasa,
} from './support/jobs.js';

let t: TestApp;
let admin: TestAdmin;
let jalu: TestUser;
let yasa: TestUser;
let finished: string;
let cancelled: string;
let open: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestAdmin(t.app, t.database.db);
  jalu = await readyJalu(t.app, 500_000);
  yasa = await readyYasa(t.app);
  const other = await readyJalu(t.app, 120_000);
  finished = await createFinishedJob(t.app, jalu, yasa, { fee: 60_000, title: 'Cuci piring' });
  await createFinishedJob(t.app, other, yasa, { fee: 45_000 });
  await createAssignedJob(t.app, jalu, yasa, { fee: 35_000 });
  cancelled = await createNitipJob(t.app, jalu, { fee: 25_000 });
  expect((await cancel(t.app, jalu, cancelled)).statusCode).toBe(200);
  open = await createNitipJob(t.app, other, { fee: 15_000, address: 'Jl. Melati 7, Bogor' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.auth });
const one = async <T>(query: ReturnType<typeof sql>) => {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows[0]!;
};
const wibToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

describe('GET /admin/overview', () => {
  it('equals sums computed straight from the ledger', async () => {
    const today = wibToday();
    const res = await get(`/admin/overview?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const overview = res.json();

    const ledger = await one<Record<string, string>>(sql`select
      (select coalesce(sum(amount), 0) from ledger_transfers where kind = 'job_payout')::text as gmv,
      (select coalesce(sum(amount), 0) from ledger_transfers where to_account_id = '00000000-0000-4000-8000-00000000a001')::text as revenue,
      (select count(*) from ledger_transfers where kind = 'topup')::text as topup_count,
      (select coalesce(sum(amount), 0) from ledger_transfers where kind = 'topup')::text as topup_sum,
      (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'escrow')::text as escrow,
      (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'wallet')::text as wallets`);
    expect(overview).toMatchObject({
      from: today,
      to: today,
      gmv: Number(ledger.gmv),
      revenue: Number(ledger.revenue),
      held: { escrow: Number(ledger.escrow), wallets: Number(ledger.wallets), payouts: 0 },
      topups: { count: Number(ledger.topup_count), sum: Number(ledger.topup_sum) },
      withdrawals: { count: 0, sum: 0 },
      jobs: { posted: 5, completed: 2, cancelled: 1, disputed: 0 },
      newUsers: { jalu: 2, yasa: 1 },
      ledgerSum: 0,
    });
    // And the figures a person can check by hand: two payouts, two admin fees, 2 000 each.
    expect(overview.gmv).toBe(60_000 + 45_000);
    expect(overview.revenue).toBe(4_000);
    expect(overview.held.escrow).toBe(35_000 + 2_000 + 15_000 + 2_000);
    expect(overview.topups).toEqual({ count: 2, sum: 620_000 });
    expect(overview.days).toEqual([
      { date: today, gmv: 105_000, revenue: 4_000, jobsPosted: 5, jobsCompleted: 2 },
    ]);
  });

  it('counts nothing in a period before any activity, and draws one point per day', async () => {
    const res = await get('/admin/overview?from=2026-01-01&to=2026-01-07');
    expect(res.statusCode).toBe(200);
    const overview = res.json();
    expect(overview).toMatchObject({
      gmv: 0,
      revenue: 0,
      held: { escrow: 0, wallets: 0, payouts: 0 },
      jobs: { posted: 0, completed: 0, cancelled: 0, disputed: 0 },
      ledgerSum: 0,
    });
    expect(overview.days.map((d: { date: string }) => d.date)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
    ]);
  });

  it('covers the last 30 days by default', async () => {
    const overview = (await get('/admin/overview')).json();
    expect(overview.to).toBe(wibToday());
    expect(overview.days).toHaveLength(30);
    expect(overview.gmv).toBe(105_000);
  });
});

describe('GET /admin/jobs', () => {
  it('filters by state and searches title or address', async () => {
    const done = (await get('/admin/jobs?state=done')).json();
    expect(done).toHaveLength(2);
    const byTitle = (await get('/admin/jobs?q=cuci')).json();
    expect(byTitle.map((j: { _id: string }) => j._id)).toEqual([finished]);
    expect(byTitle[0]).toMatchObject({
      state: 'done',
      fee: 60_000,
      client: { _id: jalu.id, email: jalu.email, suspended: false },
      worker: { _id: yasa.id },
    });
    const byAddress = (await get('/admin/jobs?q=melati')).json();
    expect(byAddress.map((j: { _id: string }) => j._id)).toEqual([open]);
    expect(byAddress[0].worker).toBeNull();
    expect((await get('/admin/jobs?q=100%25')).json()).toEqual([]);
  });

  it('pages newest first without gaps or repeats', async () => {
    const first = (await get('/admin/jobs?limit=3')).json();
    const rest = (await get(`/admin/jobs?limit=3&cursor=${first.at(-1)._id}`)).json();
    const all = (await get('/admin/jobs')).json();
    expect([...first, ...rest].map((j: { _id: string }) => j._id)).toEqual(
      all.map((j: { _id: string }) => j._id),
    );
    expect(all).toHaveLength(5);
  });

  it('shows a job with both people, its state history with times and its ledger lines', async () => {
    const res = await get(`/admin/jobs/${finished}`);
    expect(res.statusCode).toBe(200);
    const job = res.json();
    expect(job.history.map((h: { toState: string }) => h.toState)).toEqual([
      'open',
      'assigned',
      'worker_confirmed',
      'done',
    ]);
    expect(job.history.map((h: { actorId: string }) => h.actorId)).toEqual([
      jalu.id,
      jalu.id,
      yasa.id,
      jalu.id,
    ]);
    const times = job.history.map((h: { at: string }) => Date.parse(h.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The payout and the fee share one transaction, hence one time: their order is not defined.
    const lines = job.ledger.map((l: { kind: string; amount: number }) => [l.kind, l.amount]);
    expect(lines[0]).toEqual(['job_hold', 62_000]);
    expect(lines.slice(1)).toEqual(
      expect.arrayContaining([
        ['job_payout', 60_000],
        ['admin_fee', 2_000],
      ]),
    );
    expect(lines).toHaveLength(3);
    const payout = job.ledger.find((l: { kind: string }) => l.kind === 'job_payout');
    expect(payout).toMatchObject({
      from: { kind: 'escrow', userId: null },
      to: { kind: 'wallet', userId: yasa.id },
    });
    const missing = await get('/admin/jobs/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /admin/users', () => {
  it('searches by email, phone or name and filters by role', async () => {
    const byEmail = (await get(`/admin/users?q=${encodeURIComponent(jalu.email)}`)).json();
    expect(byEmail.map((u: { _id: string }) => u._id)).toEqual([jalu.id]);
    const phone = byEmail[0].phoneNumber.slice(-6);
    expect((await get(`/admin/users?q=${phone}`)).json()[0]._id).toBe(jalu.id);
    const name = (await get(`/admin/users?q=${encodeURIComponent('Yasa ')}`)).json();
    expect(name.map((u: { _id: string }) => u._id)).toEqual([yasa.id]);
    const admins = (await get('/admin/users?role=admin')).json();
    expect(admins.map((u: { email: string }) => u.email)).toEqual([admin.email]);
    const jalus = (await get('/admin/users?role=jalu&limit=1')).json();
    const next = (await get(`/admin/users?role=jalu&limit=1&cursor=${jalus[0]._id}`)).json();
    expect(next).toHaveLength(1);
    expect(next[0]._id).not.toBe(jalus[0]._id);
  });

  it("shows a person's profile, wallet, counts and last jobs", async () => {
    const res = await get(`/admin/users/${jalu.id}`);
    expect(res.statusCode).toBe(200);
    const person = res.json();
    expect(person).toMatchObject({
      _id: jalu.id,
      role: 'jalu',
      suspended: false,
      profile: { name: expect.stringMatching(/^Jalu /) },
      wallet: { balance: 500_000 - 62_000 - 37_000 },
      counts: { jobs: 3, open: 0, active: 1, done: 1, cancelled: 1, applications: 0 },
    });
    expect(person.lastJobs.map((j: { _id: string }) => j._id)).toContain(finished);
    const worker = (await get(`/admin/users/${yasa.id}`)).json();
    expect(worker.counts).toMatchObject({ jobs: 3, done: 2, active: 1 });
    expect(worker.wallet).toEqual({ balance: 105_000 });
    const operator = (await get(`/admin/users/${admin.id}`)).json();
    expect(operator).toMatchObject({
      role: 'admin',
      profile: null,
      wallet: null,
      phoneNumber: null,
    });
  });
});
