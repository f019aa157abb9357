import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, jobs } from '../src/db/schema.js';
import {
  findJobViewsIn,
  jobIsIn,
  jobStateIs,
  listApplicationEntriesTogether,
  listJobEntries,
  listOpenJobEntriesNear,
  listOpenJobEntriesSoonest,
  listOwnJobEntriesTogether,
  findApplicationsOf,
  type JobListScope,
} from '../src/modules/jobs/repository.js';
import { entriesOfText } from '../src/lib/answer-cards.js';
import { createTestApp, type TestApp } from './support/app.js';
import { itOnPostgres } from './support/postgres.js';
import type { TestUser } from './support/factories.js';
import { accept, apply, createNitipJob, readyJalu, readyYasa } from './support/jobs.js';

// The lists read narrow entries and take each answer kept under the entry's `version`
// (answer-cards.ts); an entry that names its versions differently from the whole view would miss
// on every read. And each open job's waiting Yasa come from `jobs.waiting_count`, which the
// applications' trigger keeps (migration 0030): it must match counting them, whoever writes.
let t: TestApp;
let jalu: TestUser;
let yasas: TestUser[];

beforeAll(async () => {
  t = await createTestApp({ openListCacheMs: 0 });
  jalu = await readyJalu(t.app, 2_000_000);
  yasas = await Promise.all([readyYasa(t.app), readyYasa(t.app), readyYasa(t.app)]);
});
afterAll(() => t.close());

/** The job's kept count beside the count of its waiting applications. */
async function waitingCounts(jobId: string) {
  const db = t.database.db;
  const [kept] = await db.select({ n: jobs.waitingCount }).from(jobs).where(eq(jobs.id, jobId));
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.jobId, jobId),
        isNull(jobApplications.withdrawnAt),
        isNull(jobApplications.backedOutAt),
      ),
    );
  return { kept: kept!.n, counted: Number(counted!.n) };
}

describe('jobs.waiting_count', () => {
  it('follows every way an application starts or stops waiting', async () => {
    const [a, b, c] = yasas as [TestUser, TestUser, TestUser];
    const jobId = await createNitipJob(t.app, jalu);
    const other = await createNitipJob(t.app, jalu);
    const expectWaiting = async (n: number) =>
      expect(await waitingCounts(jobId)).toEqual({ kept: n, counted: n });

    await expectWaiting(0);
    for (const yasa of [a, b, c]) expect((await apply(t.app, yasa, jobId)).statusCode).toBe(201);
    await expectWaiting(3);
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/workers/jobs/${jobId}/application`,
      headers: c.auth,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await expectWaiting(2);
    expect((await apply(t.app, c, jobId)).statusCode).toBe(201); // applying again
    await expectWaiting(3);
    // An update that changes nothing about waiting leaves the count alone.
    await t.database.db
      .update(jobApplications)
      .set({ createdAt: new Date() })
      .where(eq(jobApplications.jobId, jobId));
    await expectWaiting(3);
    expect((await accept(t.app, jalu, jobId, a.id)).statusCode).toBe(200);
    const backedOut = await t.app.inject({
      method: 'DELETE',
      url: `/workers/jobs/${jobId}`,
      headers: a.auth,
    });
    expect(backedOut.statusCode, backedOut.body).toBe(200);
    await expectWaiting(2);
    // Another process deleting an application (as a suspension does), or moving one.
    await t.database.db
      .delete(jobApplications)
      .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.workerId, b.id)));
    await expectWaiting(1);
    await t.database.db
      .update(jobApplications)
      .set({ jobId: other })
      .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.workerId, c.id)));
    await expectWaiting(0);
    expect(await waitingCounts(other)).toEqual({ kept: 1, counted: 1 });
  });
});

describe('jobs.waiting_count under racing writers', () => {
  itOnPostgres(
    'matches the count after twenty applications and ten withdrawals at once',
    async () => {
      const jobId = await createNitipJob(t.app, jalu);
      const racers = await Promise.all(Array.from({ length: 20 }, () => readyYasa(t.app)));
      const applied = await Promise.all(racers.map((yasa) => apply(t.app, yasa, jobId)));
      expect(applied.map((res) => res.statusCode)).toEqual(racers.map(() => 201));
      expect(await waitingCounts(jobId)).toEqual({ kept: 20, counted: 20 });
      // Half withdraw while the other half apply again (refused: already waiting), all at once.
      const results = await Promise.all(
        racers.map((yasa, i) =>
          i % 2
            ? apply(t.app, yasa, jobId)
            : t.app.inject({
                method: 'DELETE',
                url: `/workers/jobs/${jobId}/application`,
                headers: yasa.auth,
              }),
        ),
      );
      expect(results.map((res) => res.statusCode)).toEqual(
        racers.map((_, i) => (i % 2 ? 409 : 200)),
      );
      expect(await waitingCounts(jobId)).toEqual({ kept: 10, counted: 10 });
    },
  );
});

describe('list entries', () => {
  it('name the same versions as the whole views, on every list', async () => {
    const [a, b] = yasas as [TestUser, TestUser];
    const open = await createNitipJob(t.app, jalu);
    const assigned = await createNitipJob(t.app, jalu);
    for (const jobId of [open, assigned]) {
      expect((await apply(t.app, a, jobId)).statusCode).toBe(201);
    }
    expect((await apply(t.app, b, assigned)).statusCode).toBe(201);
    expect((await accept(t.app, jalu, assigned, b.id)).statusCode).toBe(200);
    const db = t.database.db;
    const page = { limit: 100 };
    const scopes: [JobListScope, () => Promise<{ id: string; version: string }[]>][] = [];
    const activeScope: JobListScope = {
      name: 'test_active',
      where: jobIsIn(['open', 'assigned', 'worker_confirmed', 'disputed']),
      owner: jalu.id,
      ownerSide: 'client',
    };
    const currentScope: JobListScope = {
      name: 'test_current',
      where: jobIsIn(['assigned']),
      owner: b.id,
      ownerSide: 'worker',
    };
    const openScope: JobListScope = { name: 'test_open', where: jobStateIs('open') };
    scopes.push(
      [activeScope, () => listJobEntries(db, activeScope, page, {})],
      [activeScope, () => listJobEntries(db, activeScope, { ...page, category: 'Nitip' }, {})],
      [currentScope, () => listJobEntries(db, currentScope, page)],
      // As everyone's pages asked at once are read: one text per page.
      ...[activeScope, currentScope].map((scope): (typeof scopes)[number] => [
        scope,
        async () => {
          const [text] = await listOwnJobEntriesTogether(db, scope, page, [
            { owner: scope.owner! },
          ]);
          return entriesOfText(text!);
        },
      ]),
      [openScope, () => listJobEntries(db, openScope, page, { readers: [a.id] })],
      [openScope, () => listOpenJobEntriesSoonest(db, page, {})],
      [openScope, () => listOpenJobEntriesNear(db, { lat: -6.2, lng: 106.8 }, page, {})],
    );
    const seen = new Set<string>();
    for (const [scope, read] of scopes) {
      const entries = await read();
      expect(entries.length).toBeGreaterThan(0);
      const views = await findJobViewsIn(
        db,
        scope,
        entries.map((entry) => entry.id),
      );
      const versions = new Map(views.map((view) => [view.job.id, view.version]));
      for (const entry of entries) {
        expect(entry.version).toBe(versions.get(entry.id));
        seen.add(entry.id);
      }
    }
    // Both kinds of job were compared: one without a Yasa, one with.
    expect(seen).toContain(open);
    expect(seen).toContain(assigned);

    const [text] = await listApplicationEntriesTogether(db, page.limit, [{ owner: a.id }]);
    const applications = entriesOfText(text!);
    const whole = await findApplicationsOf(
      db,
      a.id,
      applications!.map((entry) => entry.id),
    );
    expect(applications!.length).toBeGreaterThanOrEqual(2);
    expect(new Map(applications!.map((entry) => [entry.id, entry.version]))).toEqual(
      new Map(whole.map((row) => [row.application.id, row.version])),
    );
  });
});

describe("a party's own lists read together", () => {
  it('give each owner asking at once their own page, first and next, whoever else asks', async () => {
    // Several owners' pages of 'Pesanan Saya' are read in one statement (a lateral page each):
    // each owner must get exactly theirs, and an owner asking twice at once both times.
    const owners = await Promise.all([
      readyJalu(t.app, 2_000_000),
      readyJalu(t.app, 2_000_000),
      readyJalu(t.app, 2_000_000),
    ]);
    const posted = new Map<string, string[]>();
    for (const [n, owner] of owners.entries()) {
      const ids: string[] = [];
      for (let i = 0; i <= n + 1; i++) ids.unshift(await createNitipJob(t.app, owner));
      posted.set(owner.id, ids); // newest first, as the list shows them
    }
    const idsOf = async (owner: TestUser, url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: owner.auth });
      expect(res.statusCode).toBe(200);
      return res.json<{ _id: string }[]>().map((job) => job._id);
    };
    const askers = [...owners, owners[2]!];
    const firsts = await Promise.all(
      askers.map((owner) => idsOf(owner, '/clients/jobs/active?limit=2')),
    );
    askers.forEach((owner, i) => expect(firsts[i]).toEqual(posted.get(owner.id)!.slice(0, 2)));
    const nexts = await Promise.all(
      askers.map((owner, i) =>
        idsOf(owner, `/clients/jobs/active?limit=2&cursor=${firsts[i]!.at(-1)}`),
      ),
    );
    askers.forEach((owner, i) => expect(nexts[i]).toEqual(posted.get(owner.id)!.slice(2, 4)));
  });
});

describe("'Lamaran Saya' read together", () => {
  it('gives each Yasa asking at once their own applications, first and next', async () => {
    const workers = await Promise.all([readyYasa(t.app), readyYasa(t.app)]);
    const applied = new Map<string, string[]>();
    for (const [n, yasa] of workers.entries()) {
      const ids: string[] = [];
      for (let i = 0; i <= n + 2; i++) {
        const jobId = await createNitipJob(t.app, jalu);
        expect((await apply(t.app, yasa, jobId)).statusCode).toBe(201);
        ids.unshift(jobId);
      }
      applied.set(yasa.id, ids);
    }
    const jobsOf = async (yasa: TestUser, url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: yasa.auth });
      expect(res.statusCode).toBe(200);
      return res.json<{ _id: string; job: { _id: string } }[]>();
    };
    const askers = [...workers, workers[1]!];
    const firsts = await Promise.all(
      askers.map((yasa) => jobsOf(yasa, '/workers/applications?limit=2')),
    );
    askers.forEach((yasa, i) =>
      expect(firsts[i]!.map((a) => a.job._id)).toEqual(applied.get(yasa.id)!.slice(0, 2)),
    );
    const nexts = await Promise.all(
      askers.map((yasa, i) =>
        jobsOf(yasa, `/workers/applications?limit=2&cursor=${firsts[i]!.at(-1)!._id}`),
      ),
    );
    askers.forEach((yasa, i) =>
      expect(nexts[i]!.map((a) => a.job._id)).toEqual(applied.get(yasa.id)!.slice(2, 4)),
    );
  });
});
