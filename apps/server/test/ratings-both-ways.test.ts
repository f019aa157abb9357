import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, profiles } from '../src/db/schema.js';
import { revealDueRatings } from '../src/modules/reviews/client-reviews.js';
import { createTestAdmin } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';
import { itOnPostgres } from './support/postgres.js';
import type { TestUser } from './support/factories.js';
import {
  createAssignedJob,
  createFinishedJob,
  readyJalu,
  readyYasa,
  sendReview,
} from './support/jobs.js';

let t: TestApp;
let jalu: TestUser;
let yasa: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [jalu, yasa] = await Promise.all([readyJalu(t.app, 1_000_000), readyYasa(t.app)]);
});
afterAll(() => t.close());

const rateJalu = (user: TestUser, jobId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/workers/jobs/${jobId}/review`,
    headers: user.auth,
    payload,
  });
const get = (url: string, user: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: user.auth });
const received = async (user: TestUser) =>
  (await get('/clients/profile/reviews', user)).json<
    Array<{ rating: number; description: string }>
  >();
const jaluAsYasaSees = async () =>
  (await get(`/workers/jalu/${jalu.id}`, yasa)).json<{
    rating?: number;
    ratingCount: number;
    jobsFinished: number;
  }>();
const finishedDaysAgo = (jobId: string, days: number) =>
  t.database.db
    .update(jobs)
    .set({ finishedAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(jobs.id, jobId));

describe('the Yasa rates the Jalu', () => {
  it('hides both ratings until both rated, then shows them to both', async () => {
    const jobId = await createFinishedJob(t.app, jalu, yasa);
    const before = await jaluAsYasaSees();
    expect(
      await rateJalu(yasa, jobId, { rating: 2, description: 'Telat membukakan pintu' }),
    ).toMatchObject({ statusCode: 201 });
    // The Jalu has not rated: the Yasa's rating stays hidden from the Jalu and out of the mean.
    expect(await received(jalu)).toEqual([]);
    expect((await jaluAsYasaSees()).ratingCount).toBe(before.ratingCount);
    expect((await rateJalu(yasa, jobId, { rating: 3 })).json().code).toBe('ALREADY_REVIEWED');

    await sendReview(t.app, jalu, jobId, { rating: '5', description: 'Bagus' });
    expect(await received(jalu)).toEqual([
      expect.objectContaining({ rating: 2, description: 'Telat membukakan pintu' }),
    ]);
    expect((await get(`/jobs/${jobId}/review`, yasa)).json().review).toMatchObject({ rating: 5 });
    const seen = await jaluAsYasaSees();
    expect(seen).toMatchObject({ rating: 2, ratingCount: before.ratingCount + 1 });
    expect(seen.jobsFinished).toBeGreaterThanOrEqual(1);
  });

  it('reveals after exactly 14 days without the other rating', async () => {
    const jobId = await createFinishedJob(t.app, jalu, yasa);
    await sendReview(t.app, jalu, jobId, { rating: '4', description: 'Oke' });
    await finishedDaysAgo(jobId, 13.99);
    const hidden = (await get(`/jobs/${jobId}/review`, yasa)).json();
    expect(hidden.review).toBeNull();
    const due = Date.parse(hidden.hiddenUntil);
    expect(Math.abs(due - (Date.now() + 0.01 * 86_400_000))).toBeLessThan(60_000);
    await finishedDaysAgo(jobId, 14.001);
    expect((await get(`/jobs/${jobId}/review`, yasa)).json().review).toMatchObject({ rating: 4 });

    // And the other way: the Yasa's rating, the Jalu never rating.
    const other = await createFinishedJob(t.app, jalu, yasa);
    await rateJalu(yasa, other, { rating: 1, description: 'Tidak ada di rumah' });
    await finishedDaysAgo(other, 13.9);
    expect((await received(jalu)).some((r) => r.description === 'Tidak ada di rumah')).toBe(false);
    await finishedDaysAgo(other, 14.1);
    expect((await received(jalu)).some((r) => r.description === 'Tidak ada di rumah')).toBe(true);
  });

  it("keeps a hidden rating out of the Yasa's public mean until both rated or 14 days passed", async () => {
    const worker = await readyYasa(t.app);
    const meanOf = async () => {
      const [row] = await t.database.db
        .select({ rating: profiles.rating })
        .from(profiles)
        .where(eq(profiles.userId, worker.id));
      const shown = (await get(`/clients/yasa/${worker.id}`, jalu)).json<{ rating?: number }>();
      expect(shown.rating ?? null).toBe(row!.rating);
      return row!.rating;
    };
    const rated = await createFinishedJob(t.app, jalu, worker);
    expect((await sendReview(t.app, jalu, rated, { rating: '1' })).statusCode).toBe(201);
    // The Yasa has not rated the Jalu: the mean would reveal the 1.
    expect(await meanOf()).toBeNull();
    expect((await rateJalu(worker, rated, { rating: 5 })).statusCode).toBe(201);
    expect(await meanOf()).toBe(1);

    // A second job: the Jalu's 5 stays out until 14 days pass (the sweep), then counts.
    const later = await createFinishedJob(t.app, jalu, worker);
    expect((await sendReview(t.app, jalu, later, { rating: '5' })).statusCode).toBe(201);
    expect(await meanOf()).toBe(1);
    await finishedDaysAgo(later, 13.9);
    await revealDueRatings(t.database.db);
    expect(await meanOf()).toBe(1);
    await finishedDaysAgo(later, 14.1);
    expect(await revealDueRatings(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await meanOf()).toBe(3);
    // Running it again changes nothing.
    await revealDueRatings(t.database.db);
    expect(await meanOf()).toBe(3);
  });

  itOnPostgres(
    "counts the Jalu's rating when both sides rate at the same moment",
    async () => {
      for (let trial = 0; trial < 5; trial++) {
        const worker = await readyYasa(t.app);
        const jobId = await createFinishedJob(t.app, jalu, worker);
        const [review, rating] = await Promise.all([
          sendReview(t.app, jalu, jobId, { rating: '4' }),
          rateJalu(worker, jobId, { rating: 5 }),
        ]);
        expect([review.statusCode, rating.statusCode]).toEqual([201, 201]);
        const [row] = await t.database.db
          .select({ rating: profiles.rating })
          .from(profiles)
          .where(eq(profiles.userId, worker.id));
        expect(row!.rating).toBe(4);
      }
    },
    60_000,
  );

  it('only the Yasa of a done job; validation; roles', async () => {
    const running = await createAssignedJob(t.app, jalu, yasa);
    expect((await rateJalu(yasa, running, { rating: 5 })).json().code).toBe('JOB_STATE_CONFLICT');
    const done = await createFinishedJob(t.app, jalu, yasa);
    const stranger = await readyYasa(t.app);
    expect((await rateJalu(stranger, done, { rating: 5 })).statusCode).toBe(404);
    expect((await rateJalu(yasa, done, { rating: 6 })).statusCode).toBe(400);
    expect((await rateJalu(yasa, done, { rating: 0 })).statusCode).toBe(400);
    expect((await rateJalu(jalu, done, { rating: 5 })).statusCode).toBe(403);
    expect((await get('/clients/profile/reviews', yasa)).statusCode).toBe(403);
    expect((await get(`/workers/jalu/${jalu.id}`, jalu)).statusCode).toBe(403);
    expect((await get(`/workers/jalu/${yasa.id}`, yasa)).statusCode).toBe(404);
    const admin = await createTestAdmin(t.app, t.database.db);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/clients/profile/reviews',
      headers: admin.auth,
    });
    expect(asAdmin.statusCode).toBe(403);
  });
});
