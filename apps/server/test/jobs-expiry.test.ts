import type { Job } from '@bantuin/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import type { TestUser } from './support/factories.js';
import { accept, apply, createNitipJob, readyJalu, readyYasa } from './support/jobs.js';
import { escrowOf, hoursFromNow, jobInState, jobRow, withdraw } from './support/lifecycle.js';
import { balanceOf } from './support/payments.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FEE = 25_000;
const ALL = FEE + 2_000;
const DAY = 86_400_000;

/** The job's time is up (as if its scheduled time, or its TTL, had passed). */
const letTimePass = (jobId: string) =>
  t.database.db
    .update(jobs)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(jobs.id, jobId));

const kindsOf = async (user: TestUser, jobId: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.recipientId, user.id)))
    .filter((row) => (row.data as { jobId?: string }).jobId === jobId)
    .map((row) => row.kind)
    .sort();

const detail = async (user: TestUser, jobId: string) =>
  (await t.app.inject({ method: 'GET', url: `/jobs/${jobId}`, headers: user.auth })).json<Job>();

describe('jobs that expire', () => {
  it('ends at its time, or OPEN_JOB_TTL_DAYS after posting without one', async () => {
    const jalu = await readyJalu(t.app, 2 * ALL);
    const scheduledAt = hoursFromNow(5).toISOString();
    const timed = await createNitipJob(t.app, jalu, { fee: FEE, scheduledAt });
    const untimed = await createNitipJob(t.app, jalu, { fee: FEE });
    expect((await detail(jalu, timed)).expiresAt).toBe(scheduledAt);
    const row = await jobRow(t.database.db, untimed);
    expect(row.expiresAt!.getTime() - row.createdAt.getTime()).toBeGreaterThan(7 * DAY - 5000);
    expect(row.expiresAt!.getTime() - row.createdAt.getTime()).toBeLessThan(7 * DAY + 5000);
    // Nothing is due yet: the sweep leaves both.
    expect(await t.app.expiry.expireDue()).toHaveLength(0);
    const later = await t.app.expiry.expireDue(50, () => new Date(Date.now() + 8 * DAY));
    expect(later.map((job) => job.id).sort()).toEqual([timed, untimed].sort());
  });

  it('cancels an open job past its time with a full refund, and tells the Jalu and those waiting', async () => {
    const jalu = await readyJalu(t.app, ALL);
    const waiting = await readyYasa(t.app);
    const withdrew = await readyYasa(t.app);
    const jobId = await createNitipJob(t.app, jalu, { fee: FEE });
    expect((await apply(t.app, waiting, jobId)).statusCode).toBe(201);
    expect((await apply(t.app, withdrew, jobId)).statusCode).toBe(201);
    expect((await withdraw(t.app, withdrew, jobId)).statusCode).toBe(200);
    expect(await balanceOf(t.app, jalu)).toBe(0);

    await letTimePass(jobId);
    const expired = await t.app.expiry.expireDue();
    expect(expired.map((job) => job.id)).toEqual([jobId]);
    const row = await jobRow(t.database.db, jobId);
    expect(row.status).toBe('cancelled');
    expect(row.cancelReason).toMatch(/Waktu pekerjaan lewat/);
    expect(await balanceOf(t.app, jalu)).toBe(ALL);
    expect(await escrowOf(t.database.db, jobId)).toBe(0);
    expect(await kindsOf(jalu, jobId)).toEqual(['job_applied', 'job_applied', 'job_expired']);
    expect(await kindsOf(waiting, jobId)).toEqual(['job_expired_applicant']);
    expect(await kindsOf(withdrew, jobId)).toEqual([]);
    // Once is all: a second sweep finds nothing.
    expect(await t.app.expiry.expireDue()).toHaveLength(0);
    expect(await balanceOf(t.app, jalu)).toBe(ALL);
  });

  it('leaves a job with an accepted Yasa alone', async () => {
    const jalu = await readyJalu(t.app, ALL);
    const yasa = await readyYasa(t.app);
    const jobId = await jobInState(t.app, jalu, yasa, 'assigned', { fee: FEE });
    await letTimePass(jobId);
    expect(await t.app.expiry.expireDue()).toHaveLength(0);
    expect((await jobRow(t.database.db, jobId)).status).toBe('assigned');
  });

  it('refuses applying and accepting after the time with JOB_EXPIRED, and offers neither', async () => {
    const jalu = await readyJalu(t.app, ALL);
    const early = await readyYasa(t.app);
    const late = await readyYasa(t.app);
    const jobId = await createNitipJob(t.app, jalu, { fee: FEE });
    await apply(t.app, early, jobId);
    await letTimePass(jobId);

    const applied = await apply(t.app, late, jobId);
    expect(applied.statusCode).toBe(409);
    expect(applied.json()).toMatchObject({ code: 'JOB_EXPIRED' });
    const accepted = await accept(t.app, jalu, jobId, early.id);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json()).toMatchObject({ code: 'JOB_EXPIRED', message: expect.any(String) });
    expect((await jobRow(t.database.db, jobId)).status).toBe('open');
    expect(await escrowOf(t.database.db, jobId)).toBe(ALL);

    expect((await detail(jalu, jobId)).actions).toEqual(['cancel']);
    expect((await detail(late, jobId)).actions).toEqual([]);
    // The Jalu may still cancel it before the sweep does; the refund is whole either way.
    await t.app.expiry.expireDue();
    expect(await balanceOf(t.app, jalu)).toBe(ALL);
  });
});

// On PGlite one connection runs everything in turn: a race there proves nothing.
const onPostgres = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)('expiry races on PostgreSQL', () => {
  it('several sweeps at once refund each job exactly once', async () => {
    const jalu = await readyJalu(t.app, 5 * ALL);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await createNitipJob(t.app, jalu, { fee: FEE }));
    for (const id of ids) await letTimePass(id);
    const sweeps = await Promise.all(Array.from({ length: 6 }, () => t.app.expiry.expireDue()));
    const expired = sweeps.flat().map((job) => job.id);
    expect(expired.sort()).toEqual([...ids].sort());
    expect(await balanceOf(t.app, jalu)).toBe(5 * ALL);
  });

  it('expiry racing accept at the deadline: one outcome, money once', async () => {
    for (let round = 0; round < 5; round++) {
      const jalu = await readyJalu(t.app, ALL);
      const yasa = await readyYasa(t.app);
      const jobId = await createNitipJob(t.app, jalu, { fee: FEE });
      await apply(t.app, yasa, jobId);
      // The time passes as both run: accept may come before its own clock says so, or after.
      await t.database.db
        .update(jobs)
        .set({ expiresAt: new Date(Date.now() + 5) })
        .where(eq(jobs.id, jobId));
      const [accepted, swept] = await Promise.all([
        accept(t.app, jalu, jobId, yasa.id),
        new Promise((resolve) => setTimeout(resolve, 5)).then(() => t.app.expiry.expireDue()),
      ]);
      const row = await jobRow(t.database.db, jobId);
      if (accepted.statusCode === 200) {
        expect(row.status).toBe('assigned');
        expect(swept.map((job) => job.id)).not.toContain(jobId);
        expect(await escrowOf(t.database.db, jobId)).toBe(ALL);
        expect(await balanceOf(t.app, jalu)).toBe(0);
      } else {
        expect(accepted.statusCode).toBe(409);
        expect(['JOB_EXPIRED', 'JOB_NOT_OPEN']).toContain(accepted.json().code);
        // Not yet swept by this one? The next sweep takes it; either way once.
        await t.app.expiry.expireDue();
        expect((await jobRow(t.database.db, jobId)).status).toBe('cancelled');
        expect(await escrowOf(t.database.db, jobId)).toBe(0);
        expect(await balanceOf(t.app, jalu)).toBe(ALL);
      }
    }
  });
});
