import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { blocks, jobApplications } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { accept, apply, createNitipJob, readyJalu, readyYasa } from './support/jobs.js';
import { jobRow } from './support/lifecycle.js';
import { describeOnPostgres, itOnPostgres } from './support/postgres.js';
import type { TestUser } from './support/factories.js';

// 'Blokir' racing apply and accept (issue 30). The ledger is checked when the app closes.
describeOnPostgres('Blokir racing apply and accept on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ROUNDS = 15;
  const block = (user: TestUser, other: string) =>
    t.app.inject({ method: 'PUT', url: `/blocks/${other}`, headers: user.auth });

  /** Applications of `yasa` to `jobId` still waiting (not withdrawn, not backed out). */
  const pendingApplications = async (jobId: string, yasa: TestUser) =>
    t.database.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(
        and(
          eq(jobApplications.jobId, jobId),
          eq(jobApplications.workerId, yasa.id),
          isNull(jobApplications.withdrawnAt),
          isNull(jobApplications.backedOutAt),
        ),
      );

  itOnPostgres(
    'a Yasa applying while the Jalu blocks them: refused, or applied and then withdrawn; never left waiting',
    async () => {
      const jalu = await readyJalu(t.app, 5_000_000);
      for (let round = 0; round < ROUNDS; round++) {
        const yasa = await readyYasa(t.app);
        const jobId = await createNitipJob(t.app, jalu);
        const [applied, blocked] = await Promise.all([
          apply(t.app, yasa, jobId),
          block(jalu, yasa.id),
        ]);
        expect(blocked.statusCode, blocked.body).toBe(200);
        expect([201, 403], applied.body).toContain(applied.statusCode);
        if (applied.statusCode === 403) expect(applied.json().code).toBe('BLOCKED');
        // Either order, the blocked Yasa does not stand on the Jalu's waiting list.
        expect(await pendingApplications(jobId, yasa)).toEqual([]);
        const accepted = await accept(t.app, jalu, jobId, yasa.id);
        expect([400, 403]).toContain(accepted.statusCode);
        expect((await jobRow(t.database.db, jobId)).status).toBe('open');
      }
    },
  );

  itOnPostgres(
    'the Jalu accepting a Yasa while blocking them: accepted before the block, or not at all; no 500',
    async () => {
      const jalu = await readyJalu(t.app, 5_000_000);
      const outcomes = new Set<string>();
      for (let round = 0; round < ROUNDS; round++) {
        const yasa = await readyYasa(t.app);
        const jobId = await createNitipJob(t.app, jalu);
        expect((await apply(t.app, yasa, jobId)).statusCode).toBe(201);
        const [accepted, blocked] = await Promise.all([
          accept(t.app, jalu, jobId, yasa.id),
          block(jalu, yasa.id),
        ]);
        expect(blocked.statusCode, blocked.body).toBe(200);
        const job = await jobRow(t.database.db, jobId);
        const [blockRow] = await t.database.db
          .select()
          .from(blocks)
          .where(and(eq(blocks.blockerId, jalu.id), eq(blocks.blockedId, yasa.id)));
        expect(blockRow).toBeDefined();
        if (accepted.statusCode === 200) {
          // The acceptance committed first: the block came after, as for anyone already working
          // for the Jalu (their job stays theirs; the chat stops).
          expect(job).toMatchObject({ status: 'assigned', workerId: yasa.id });
          expect(blocked.json()).toEqual({ withdrawnApplications: 0 });
          outcomes.add('accepted first');
        } else {
          // The block committed first: the application was withdrawn and the job is still open.
          expect([400, 403], accepted.body).toContain(accepted.statusCode);
          expect(job).toMatchObject({ status: 'open', workerId: null });
          expect(blocked.json()).toEqual({ withdrawnApplications: 1 });
          expect(await pendingApplications(jobId, yasa)).toEqual([]);
          outcomes.add('blocked first');
        }
      }
      console.info(`block vs accept outcomes: ${[...outcomes].join(', ')}`);
    },
  );
});
