import { and, eq, sql } from 'drizzle-orm';
import type { Job } from '@bantuin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, jobs, profiles, users } from '../src/db/schema.js';
import { SYSTEM_ACCOUNTS, transfer, walletOf } from '../src/modules/ledger/ledger.js';
import { createReadCache } from '../src/lib/read-cache.js';
import { createTestApp, type TestApp } from './support/app.js';
import type { TestUser } from './support/factories.js';
import { accept, apply, createNitipJob, readyJalu, readyYasa } from './support/jobs.js';

// The per-process caches of reads (open-jobs pages, application facts, job views, who a token
// names) must follow every change: this process's own writes at once, and writes of any other
// process (here: statements run straight on the database, as another process or the admin CLI
// would) within a moment, through the triggers' NOTIFY.
let t: TestApp;
let jalu: TestUser;
let yasa: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [jalu, yasa, other] = await Promise.all([
    readyJalu(t.app, 2_000_000),
    readyYasa(t.app),
    readyYasa(t.app),
  ]);
});
afterAll(() => t.close());

const get = (url: string, user: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: user.auth });
const listed = async (url: string, user: TestUser, jobId: string) =>
  (await get(url, user)).json<Job[]>().find((job) => job._id === jobId);

/** Asks again until `check` holds, for at most a second: how long "a moment" may be. */
async function within1s(check: () => Promise<boolean>) {
  const since = Date.now();
  while (!(await check())) {
    if (Date.now() - since > 1000) throw new Error('still stale after 1 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const LISTS = [
  '/workers/jobs/worker?limit=100',
  '/workers/jobs/worker?near=-6.26,106.81&limit=100',
  '/workers/jobs/worker?sort=soonest&limit=100',
];

describe('cached reads', () => {
  it('drop a job taken on this process from every list and from other Yasa at once', async () => {
    const jobId = await createNitipJob(t.app, jalu);
    const newer = await createNitipJob(t.app, jalu);
    // Newest first: the page after the newer job starts with this one.
    const cursorPage = `/workers/jobs/worker?limit=1&cursor=${newer}`;
    for (const url of [...LISTS, cursorPage]) {
      expect(await listed(url, other, jobId)).toBeDefined();
    }
    expect((await get(`/jobs/${jobId}`, other)).statusCode).toBe(200);

    await apply(t.app, yasa, jobId);
    expect((await accept(t.app, jalu, jobId, yasa.id)).statusCode).toBe(200);

    for (const url of [...LISTS, cursorPage]) {
      expect(await listed(url, other, jobId)).toBeUndefined();
    }
    expect((await get(`/jobs/${jobId}`, other)).statusCode).toBe(404);
    expect((await get(`/jobs/${jobId}`, yasa)).json()).toMatchObject({ state: 'assigned' });
  });

  it("keep one Yasa's 'Sudah melamar' from every other Yasa sharing the page", async () => {
    const jobId = await createNitipJob(t.app, jalu);
    for (const user of [yasa, other]) {
      expect(await listed(LISTS[0]!, user, jobId)).toMatchObject({ hasApplied: false });
    }
    await apply(t.app, yasa, jobId);
    expect(await listed(LISTS[0]!, yasa, jobId)).toMatchObject({
      hasApplied: true,
      applicantCount: 1,
    });
    expect(await listed(LISTS[0]!, other, jobId)).toMatchObject({
      hasApplied: false,
      applicantCount: 1,
    });
  });

  it('follow a job changed by another process within a moment', async () => {
    const jobId = await createNitipJob(t.app, jalu);
    for (const url of LISTS) expect(await listed(url, other, jobId)).toBeDefined();
    await t.database.db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, jobId));
    for (const url of LISTS) {
      await within1s(async () => (await listed(url, other, jobId)) === undefined);
    }
    await within1s(async () => (await get(`/jobs/${jobId}`, other)).statusCode === 404);
  });

  it('follow an application withdrawn through another process within a moment', async () => {
    const jobId = await createNitipJob(t.app, jalu);
    await apply(t.app, yasa, jobId);
    expect(await listed(LISTS[0]!, yasa, jobId)).toMatchObject({
      hasApplied: true,
      applicantCount: 1,
    });
    await t.database.db
      .update(jobApplications)
      .set({ withdrawnAt: sql`now()` })
      .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.workerId, yasa.id)));
    await within1s(async () => {
      const job = await listed(LISTS[0]!, yasa, jobId);
      return job?.hasApplied === false && job.applicantCount === 0;
    });
  });

  it('follow a profile changed by another process within a moment', async () => {
    expect((await get('/clients/profile', jalu)).json().name).toMatch(/^Jalu /);
    await t.database.db
      .update(profiles)
      .set({ name: 'Bu Ratna' })
      .where(eq(profiles.userId, jalu.id));
    await within1s(async () => (await get('/clients/profile', jalu)).json().name === 'Bu Ratna');
  });

  it('follow a wallet balance moved by another process within a moment', async () => {
    const owner = await readyJalu(t.app, 50_000);
    expect((await get('/profile/wallet', owner)).json()).toEqual({
      amount: 50_000,
      withdrawable: 0,
    });
    // A top-up credited elsewhere (another process's webhook, or a sweep of this one).
    await t.database.db.transaction(async (tx) =>
      transfer(tx, {
        kind: 'topup',
        fromAccountId: SYSTEM_ACCOUNTS.provider,
        toAccountId: (await walletOf(tx, owner.id)).id,
        amount: 25_000,
      }),
    );
    await within1s(async () => (await get('/profile/wallet', owner)).json().amount === 75_000);
  });

  it('refuse a token whose account another process suspended, within a moment', async () => {
    const suspended = await readyYasa(t.app);
    expect((await get('/profile/wallet', suspended)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ suspendedAt: sql`now()` })
      .where(eq(users.id, suspended.id));
    await within1s(async () => (await get('/profile/wallet', suspended)).statusCode === 403);
    expect((await get('/profile/wallet', suspended)).json().code).toBe('ACCOUNT_SUSPENDED');
  });
});

describe('the read cache', () => {
  it('holds at most its weight in jobs, dropping the oldest lists first', async () => {
    const cache = await createReadCache(t.database, { ttlMs: 60_000, maxWeight: 100 });
    let loads = 0;
    const page = (key: string) =>
      cache.get(key, async () => {
        loads++;
        return Array.from({ length: 50 }, (_, i) => ({ key, i }));
      });
    await page('a');
    await page('b');
    await page('a');
    expect(loads).toBe(2);
    await page('c'); // 150 jobs: 'a', the oldest, goes
    await page('b');
    await page('c');
    expect(loads).toBe(3);
    await page('a');
    expect(loads).toBe(4);
  });
});
