// A suspension racing the work already in flight (issue 24, items 2 and 3). On the code before,
// posts committed after the suspension left open jobs nobody could cancel, applications stayed
// live, and posting ∥ suspension deadlocked (500s, and a lost suspension left the account active).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { jobApplications, jobs, users } from '../src/db/schema.js';
import { walletOf } from '../src/modules/ledger/ledger.js';
import { createTestAdmin, type TestAdmin } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';
import type { TestUser } from './support/factories.js';
import { accept, apply, createNitipJob, postNitip, readyJalu, readyYasa } from './support/jobs.js';
import { describeOnPostgres, itOnPostgres } from './support/postgres.js';

describeOnPostgres('suspension racing work in flight (PostgreSQL)', () => {
  let t: TestApp;
  let admin: TestAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const suspend = (user: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: `/admin/users/${user.id}/suspend`,
      headers: admin.auth,
      payload: { reason: 'Penipuan' },
    });
  const isSuspended = async (user: TestUser) => {
    const [row] = await t.database.db
      .select({ at: users.suspendedAt })
      .from(users)
      .where(eq(users.id, user.id));
    return row?.at !== null;
  };

  itOnPostgres('posts racing a suspension leave no open job behind, and no 500', async () => {
    for (let round = 0; round < 4; round++) {
      const jalu = await readyJalu(t.app, 40 * 27_000);
      const results = await Promise.all([
        ...Array.from({ length: 40 }, () => postNitip(t.app, jalu)),
        suspend(jalu),
      ]);
      const suspension = results.at(-1)!;
      const posts = results.slice(0, -1);
      expect(suspension.statusCode, suspension.body).toBe(200);
      for (const post of posts) {
        expect([201, 403], post.body).toContain(post.statusCode);
        if (post.statusCode === 403) expect(post.json().code).toBe('ACCOUNT_SUSPENDED');
      }
      expect(await isSuspended(jalu)).toBe(true);
      const open = await t.database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.clientId, jalu.id), eq(jobs.status, 'open')));
      expect(open).toEqual([]);
      // Every job that got in was cancelled by the suspension with everything back.
      const result = await t.database.db.execute(
        sql`select count(*)::int as count from ledger_accounts a join jobs j on j.id = a.job_id
            where j.client_id = ${jalu.id} and a.balance <> 0`,
      );
      const { count } = (result as unknown as { rows: Array<{ count: number }> }).rows[0]!;
      expect(count).toBe(0);
    }
  });

  itOnPostgres('applications racing a Yasa’s suspension are all withdrawn', async () => {
    const jalu = await readyJalu(t.app, 30 * 27_000);
    const jobIds: string[] = [];
    for (let i = 0; i < 30; i++) jobIds.push(await createNitipJob(t.app, jalu));
    for (let round = 0; round < 3; round++) {
      const yasa = await readyYasa(t.app);
      const results = await Promise.all([
        ...jobIds.map((jobId) => apply(t.app, yasa, jobId)),
        suspend(yasa),
      ]);
      expect(results.at(-1)!.statusCode).toBe(200);
      for (const res of results.slice(0, -1)) {
        expect([201, 403], res.body).toContain(res.statusCode);
      }
      const live = await t.database.db
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(
          and(
            eq(jobApplications.workerId, yasa.id),
            inArray(jobApplications.jobId, jobIds),
            isNull(jobApplications.withdrawnAt),
          ),
        );
      expect(live).toEqual([]);
    }
  });

  itOnPostgres('accepting a Yasa racing their suspension: never assigned after it', async () => {
    for (let round = 0; round < 6; round++) {
      const jalu = await readyJalu(t.app);
      const yasa = await readyYasa(t.app);
      const jobId = await createNitipJob(t.app, jalu);
      expect((await apply(t.app, yasa, jobId)).statusCode).toBe(201);
      const [accepted, suspended] = await Promise.all([
        accept(t.app, jalu, jobId, yasa.id),
        suspend(yasa),
      ]);
      expect(suspended.statusCode).toBe(200);
      const [job] = await t.database.db
        .select({ status: jobs.status, workerId: jobs.workerId })
        .from(jobs)
        .where(eq(jobs.id, jobId));
      if (accepted.statusCode === 200) {
        // The accept committed first; the suspension (which leaves assigned jobs to operators)
        // came after it.
        expect(job).toEqual({ status: 'assigned', workerId: yasa.id });
      } else {
        expect([400, 409]).toContain(accepted.statusCode);
        expect(job).toEqual({ status: 'open', workerId: null });
      }
    }
  });

  itOnPostgres('posting and suspending Jalus at once never deadlocks into a 500', async () => {
    for (let round = 0; round < 8; round++) {
      const jalus = await Promise.all(
        Array.from({ length: 3 }, () => readyJalu(t.app, 10 * 27_000)),
      );
      const results = await Promise.all([
        ...jalus.flatMap((jalu) => Array.from({ length: 8 }, () => postNitip(t.app, jalu))),
        ...jalus.map((jalu) => suspend(jalu)),
      ]);
      for (const res of results) expect(res.statusCode, res.body).toBeLessThan(500);
      for (const jalu of jalus) {
        expect(await isSuspended(jalu)).toBe(true);
        // Whatever got posted was cancelled by the suspension, with everything back.
        expect((await walletOf(t.database.db, jalu.id)).balance).toBe(10 * 27_000);
      }
    }
  });
});
