import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, ledgerAccounts, SYSTEM_ACCOUNTS } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import type { TestUser } from './support/factories.js';
import {
  cancel,
  createAssignedJob,
  createFinishedJob,
  createNitipJob,
  confirmDone,
  readyJalu,
  readyYasa,
  sendProof,
  sendReview,
} from './support/jobs.js';
import { balanceOf } from './support/payments.js';
import { multipartBody } from './support/multipart.js';
import { itOnPostgres } from './support/postgres.js';

let t: TestApp;
let jalu: TestUser;
let otherJalu: TestUser;
let yasa: TestUser;
let otherYasa: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [jalu, otherJalu, yasa, otherYasa] = await Promise.all([
    readyJalu(t.app, 3_000_000),
    readyJalu(t.app, 0),
    readyYasa(t.app),
    readyYasa(t.app),
  ]);
});
afterAll(() => t.close());

const get = (url: string, user: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: user.auth });
const accountBalance = async (id: string) =>
  (await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id)))[0]!.balance;
const escrowBalance = async (jobId: string) =>
  (await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.jobId, jobId)))[0]!
    .balance;
const workerProfile = async (user: TestUser) => (await get('/workers/profile', user)).json();

describe('one whole job', () => {
  it('moves the money exactly: Jalu −(fee + 2000), Yasa +fee, revenue +2000, escrow 0', async () => {
    const client = await readyJalu(t.app, 100_000);
    const worker = await readyYasa(t.app);
    const revenueBefore = await accountBalance(SYSTEM_ACCOUNTS.revenue);

    const jobId = await createAssignedJob(t.app, client, worker, { fee: 40_000 });
    const proof = await sendProof(t.app, worker, jobId, { photos: 2, description: 'Selesai' });
    expect(proof.statusCode).toBe(200);
    expect(proof.json()).toEqual({ message: 'Successfully' });

    const detail = (await get(`/jobs/${jobId}`, client)).json();
    expect(detail.state).toBe('worker_confirmed');
    expect(detail.status).toMatchObject({
      isWorkerConfirmed: true,
      confirmationDescription: 'Selesai',
      isClientConfirmed: false,
    });
    expect(detail.status.confirmationImages).toHaveLength(2);

    const confirmed = await confirmDone(t.app, client, jobId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Anda telah menyelesaikan order anda' });

    expect(await balanceOf(t.app, client)).toBe(100_000 - 42_000);
    expect(await balanceOf(t.app, worker)).toBe(40_000);
    expect(await accountBalance(SYSTEM_ACCOUNTS.revenue)).toBe(revenueBefore + 2_000);
    expect(await escrowBalance(jobId)).toBe(0);
    expect((await workerProfile(worker)).jobDone).toBe(1);
    expect((await get(`/jobs/${jobId}`, client)).json().status).toMatchObject({
      isClientConfirmed: true,
      isDone: true,
    });

    const lines = (await get('/profile/wallet/transactions', worker)).json();
    expect(lines[0]).toMatchObject({
      kind: 'job_payout',
      amount: 40_000,
      balanceAfter: 40_000,
      jobTitle: 'Belanja sayur di pasar',
    });
    const jaluLines = (await get('/profile/wallet/transactions', client)).json();
    expect(jaluLines[0]).toMatchObject({
      kind: 'job_hold',
      amount: -42_000,
      balanceAfter: 58_000,
      jobTitle: 'Belanja sayur di pasar',
    });
  });
});

describe('proof of work (PATCH /workers/jobs/:id/worker)', () => {
  it('is for the assigned Yasa only, once', async () => {
    const jobId = await createAssignedJob(t.app, jalu, yasa);
    expect((await sendProof(t.app, otherYasa, jobId)).statusCode).toBe(404);
    expect((await sendProof(t.app, jalu, jobId)).statusCode).toBe(403);
    expect((await sendProof(t.app, undefined, jobId)).statusCode).toBe(401);
    expect((await get(`/jobs/${jobId}`, jalu)).json().state).toBe('assigned');

    expect((await sendProof(t.app, yasa, jobId)).statusCode).toBe(200);
    const again = await sendProof(t.app, yasa, jobId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('JOB_STATE_CONFLICT');
  });

  it('needs 1 to 5 photos and a description of at most 2000 characters', async () => {
    const jobId = await createAssignedJob(t.app, jalu, yasa);
    expect((await sendProof(t.app, yasa, jobId, { photos: 0 })).statusCode).toBe(400);
    // The proof's scope takes more files (photos per task), so a sixth `image` is the form's 400.
    const six = await sendProof(t.app, yasa, jobId, { photos: 6 });
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toBe('Kolom "image" maksimal berisi 5 file');
    const long = await sendProof(t.app, yasa, jobId, { description: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Deskripsi maksimal 2000 karakter');
    expect((await get(`/jobs/${jobId}`, jalu)).json().state).toBe('assigned');
  });
});

describe('confirming (PATCH /clients/jobs/:id/client)', () => {
  it('refuses before the proof, and after payment, moving no money', async () => {
    const jobId = await createAssignedJob(t.app, jalu, yasa);
    const early = await confirmDone(t.app, jalu, jobId);
    expect(early.statusCode).toBe(409);
    expect(await escrowBalance(jobId)).toBe(27_000);

    await sendProof(t.app, yasa, jobId);
    expect((await confirmDone(t.app, jalu, jobId)).statusCode).toBe(200);
    const before = await balanceOf(t.app, yasa);
    expect((await confirmDone(t.app, jalu, jobId)).statusCode).toBe(409);
    expect(await balanceOf(t.app, yasa)).toBe(before);
  });

  itOnPostgres('pays once when 20 confirmations arrive together', async () => {
    const worker = await readyYasa(t.app);
    const jobId = await createAssignedJob(t.app, jalu, worker, { fee: 50_000 });
    await sendProof(t.app, worker, jobId);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => confirmDone(t.app, jalu, jobId)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await balanceOf(t.app, worker)).toBe(50_000);
    expect((await workerProfile(worker)).jobDone).toBe(1);
  });

  it('refuses another Jalu, the Yasa and anonymous callers', async () => {
    const jobId = await createAssignedJob(t.app, jalu, yasa);
    await sendProof(t.app, yasa, jobId);
    expect((await confirmDone(t.app, otherJalu, jobId)).statusCode).toBe(404);
    expect((await confirmDone(t.app, yasa, jobId)).statusCode).toBe(403);
    expect((await confirmDone(t.app, undefined, jobId)).statusCode).toBe(401);
    expect(await escrowBalance(jobId)).toBe(27_000);
  });
});

describe('photos of a job that is not yours', () => {
  const garbagePhoto = (url: string, user: TestUser, method: 'PATCH' | 'POST') =>
    multipartBody([
      ['description', 'Sudah'],
      ['rating', '5'],
      [
        'image',
        { data: Buffer.from('not a photo at all'), filename: 'x.jpg', contentType: 'image/jpeg' },
      ],
    ]).then((body) =>
      t.app.inject({
        method,
        url,
        headers: { ...user.auth, ...body.headers },
        payload: body.payload,
      }),
    );

  it('answers 404 before looking at the photos (no decoding for strangers)', async () => {
    const worker = await readyYasa(t.app);
    const missing = '4b1d1b9e-5d5c-4a3e-9b1e-2f2f6f0c0a11';
    const proof = await garbagePhoto(`/workers/jobs/${missing}/worker`, worker, 'PATCH');
    expect([proof.statusCode, proof.json().code]).toEqual([404, 'NOT_FOUND']);
    const someoneElses = await createAssignedJob(t.app, jalu, worker);
    const stranger = await readyYasa(t.app);
    const notMine = await garbagePhoto(`/workers/jobs/${someoneElses}/worker`, stranger, 'PATCH');
    expect(notMine.statusCode).toBe(404);
    const review = await garbagePhoto(`/clients/jobs/${missing}/review`, jalu, 'POST');
    expect(review.statusCode).toBe(404);
  });
});

describe('reviews (POST /clients/jobs/:id/review)', () => {
  itOnPostgres(
    'keeps the mean of every review when ten arrive together',
    async () => {
      const client = await readyJalu(t.app, 3_000_000);
      const ratings = ['1', '2', '3', '4', '5', '5', '4', '3', '2', '1'];
      const mean = ratings.reduce((sum, r) => sum + Number(r), 0) / ratings.length;
      for (let trial = 0; trial < 3; trial++) {
        const worker = await readyYasa(t.app);
        const jobIds = [];
        for (const _ of ratings) jobIds.push(await createFinishedJob(t.app, client, worker));
        // Done 15 days ago: each rating is revealed at once, so every one counts in the mean.
        await t.database.db
          .update(jobs)
          .set({ finishedAt: new Date(Date.now() - 15 * 86_400_000) })
          .where(inArray(jobs.id, jobIds));
        const results = await Promise.all(
          jobIds.map((jobId, i) => sendReview(t.app, client, jobId, { rating: ratings[i] })),
        );
        expect(results.map((r) => r.statusCode)).toEqual(Array(ratings.length).fill(201));
        expect((await workerProfile(worker)).rating).toBe(Math.round(mean * 10) / 10);
      }
    },
    120_000,
  );

  it('rates the Yasa with the mean of its reviews, one decimal', async () => {
    const worker = await readyYasa(t.app);
    expect((await workerProfile(worker)).rating).toBeUndefined();
    const ratings = ['5', '4', '4'];
    for (const rating of ratings) {
      const jobId = await createFinishedJob(t.app, jalu, worker);
      const res = await sendReview(t.app, jalu, jobId, { rating, photos: 1 });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'berhasil memberikan rating' });
      // The Yasa's own list shows a Jalu's rating once the Yasa rated the Jalu too.
      await t.app.inject({
        method: 'POST',
        url: `/workers/jobs/${jobId}/review`,
        headers: worker.auth,
        payload: { rating: 5 },
      });
    }
    expect((await workerProfile(worker)).rating).toBe(4.3);

    const listed = (await get('/workers/profile/reviews', worker)).json();
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({
      rating: 4,
      description: 'Rapi dan tepat waktu',
      client: { name: expect.stringMatching(/^Jalu /) },
    });
    expect(listed[0].images[0]).toMatch(/^\/uploads\/.+\.webp$/);
  });

  it('comes only after completion, once, from the job’s Jalu', async () => {
    const jobId = await createAssignedJob(t.app, jalu, yasa);
    expect((await sendReview(t.app, jalu, jobId)).statusCode).toBe(409);
    await sendProof(t.app, yasa, jobId);
    expect((await sendReview(t.app, jalu, jobId)).statusCode).toBe(409);
    await confirmDone(t.app, jalu, jobId);

    expect((await sendReview(t.app, otherJalu, jobId)).statusCode).toBe(404);
    expect((await sendReview(t.app, yasa, jobId)).statusCode).toBe(403);
    expect((await sendReview(t.app, undefined, jobId)).statusCode).toBe(401);

    expect((await sendReview(t.app, jalu, jobId)).statusCode).toBe(201);
    const twice = await sendReview(t.app, jalu, jobId, { photos: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_REVIEWED');
  });

  it.each(['0', '6', '4.5', 'lima', ''])('refuses the rating %j', async (rating) => {
    const worker = await readyYasa(t.app);
    const jobId = await createFinishedJob(t.app, jalu, worker);
    const res = await sendReview(t.app, jalu, jobId, { rating });
    expect(res.statusCode).toBe(400);
    expect((await workerProfile(worker)).rating).toBeUndefined();
  });
});

describe('best Yasa and histories', () => {
  it('lists at most 5 reviewed Yasa by rating, then jobs done', async () => {
    // A database of its own: the ranking is global.
    const fresh = await createTestApp();
    try {
      const client = await readyJalu(fresh.app, 2_000_000);
      const workers = await Promise.all(Array.from({ length: 6 }, () => readyYasa(fresh.app)));
      await readyYasa(fresh.app); // never reviewed: never listed
      // Mean ratings 5 (1 job), 5 (2 jobs), 4, 3, 2, 1: the two fives are ordered by jobs done.
      const plan = [[5], [5, 5], [4], [3], [2], [1]];
      for (const [i, ratings] of plan.entries()) {
        for (const rating of ratings) {
          const jobId = await createFinishedJob(fresh.app, client, workers[i]!);
          await sendReview(fresh.app, client, jobId, { rating: String(rating) });
          // Both rated: the Jalu's rating is revealed and counts in the Yasa's mean.
          await fresh.app.inject({
            method: 'POST',
            url: `/workers/jobs/${jobId}/review`,
            headers: workers[i]!.auth,
            payload: { rating: 5 },
          });
        }
      }
      const res = await fresh.app.inject({
        method: 'GET',
        url: '/clients/best-yasa',
        headers: client.auth,
      });
      expect(res.json().map((b: { _id: string }) => b._id)).toEqual(
        [1, 0, 2, 3, 4].map((i) => workers[i]!.id),
      );
      expect(res.json()[0]).toEqual({
        _id: workers[1]!.id,
        name: expect.stringMatching(/^Yasa /),
        profilePicture: null,
        rating: 5,
        bio: null,
        jobDone: 2,
        verified: false,
      });
    } finally {
      await fresh.close();
    }
  });

  it('lists finished jobs per role, newest first, with a category filter', async () => {
    const client = await readyJalu(t.app, 500_000);
    const worker = await readyYasa(t.app);
    const first = await createFinishedJob(t.app, client, worker, { title: 'Titip obat' });
    const second = await createFinishedJob(t.app, client, worker, { title: 'Titip roti' });
    await createAssignedJob(t.app, client, worker);

    const asJalu = (await get('/profile/histories', client)).json();
    expect(asJalu.map((h: { _id: string }) => h._id)).toEqual([second, first]);
    expect(asJalu[0]).toEqual({
      _id: second,
      jobDetail: {
        title: 'Titip roti',
        categoryName: 'Nitip',
        description: expect.any(String),
        createdAt: expect.any(String),
        fee: 25_000,
      },
      worker: { name: expect.stringMatching(/^Yasa /) },
      state: 'done',
      finishedAt: expect.any(String),
      autoReleased: false,
      reviewed: false,
      // Within the tip window: the Jalu may still give one.
      actions: ['review', 'tip'],
      image: null,
      complained: false,
      // What left the escrow: the fee to the Yasa, the admin fee kept.
      money: { toYasa: 25_000, backToJalu: 0, adminFee: 2_000 },
    });

    const asYasa = (await get('/profile/histories', worker)).json();
    expect(asYasa[0].client).toEqual({ name: expect.stringMatching(/^Jalu /) });
    expect(asYasa[0].worker).toBeUndefined();
    expect(asYasa[0].money).toEqual({ toYasa: 25_000, backToJalu: 0, adminFee: 2_000 });

    expect((await get('/profile/histories?category=Bebersih', client)).json()).toEqual([]);
    expect((await get(`/profile/histories?limit=1&cursor=${second}`, client)).json()[0]._id).toBe(
      first,
    );
    expect((await get('/profile/histories', otherJalu)).json()).toEqual([]);
  });
});

describe('cancelled jobs in the history, and the review of one job', () => {
  it('lists cancelled jobs with their state among the finished ones, by when each ended', async () => {
    const client = await readyJalu(t.app, 500_000);
    const worker = await readyYasa(t.app);
    const done = await createFinishedJob(t.app, client, worker, { title: 'Titip obat' });
    const unclaimed = await createNitipJob(t.app, client, { title: 'Titip gula' });
    expect((await cancel(t.app, client, unclaimed)).statusCode).toBe(200);
    const taken = await createAssignedJob(t.app, client, worker, { title: 'Titip kopi' });
    expect((await cancel(t.app, client, taken)).statusCode).toBe(200);
    await createAssignedJob(t.app, client, worker); // still running: not history

    const asJalu = (await get('/profile/histories', client)).json();
    expect(asJalu.map((h: { _id: string; state: string }) => [h._id, h.state])).toEqual([
      [taken, 'cancelled'],
      [unclaimed, 'cancelled'],
      [done, 'done'],
    ]);
    expect(asJalu[0]).toMatchObject({
      worker: { name: expect.stringMatching(/^Yasa /) },
      reviewed: false,
    });
    // Cancelled before anyone was accepted: no Yasa to name.
    expect(asJalu[1].worker).toBeUndefined();
    expect(asJalu[1].finishedAt).toEqual(expect.any(String));

    // The Yasa sees the job cancelled under it, not the one it never had.
    const asYasa = (await get('/profile/histories', worker)).json();
    expect(asYasa.map((h: { _id: string }) => h._id)).toEqual([taken, done]);

    // Paging crosses from cancelled to finished jobs without losing one.
    const page = (await get(`/profile/histories?limit=1&cursor=${unclaimed}`, client)).json();
    expect(page.map((h: { _id: string }) => h._id)).toEqual([done]);
  });

  it("shows a job's review to its Jalu and its Yasa, null before one is given", async () => {
    const jobId = await createFinishedJob(t.app, jalu, yasa);
    expect((await get(`/jobs/${jobId}/review`, jalu)).json()).toEqual({ review: null });

    await sendReview(t.app, jalu, jobId, { rating: '4', description: 'Rapi dan cepat' });
    const expected = {
      review: {
        _id: expect.any(String),
        client: { name: expect.stringMatching(/^Jalu /), profilePicture: null },
        rating: 4,
        description: 'Rapi dan cepat',
        images: [],
        createdAt: expect.any(String),
      },
    };
    expect((await get(`/jobs/${jobId}/review`, jalu)).json()).toEqual(expected);
    // Ratings both ways: the Yasa sees it once they rated the Jalu too (or 14 days on).
    expect((await get(`/jobs/${jobId}/review`, yasa)).json()).toEqual({
      review: null,
      hiddenUntil: expect.any(String),
      canRateJalu: true,
    });
    const rated = await t.app.inject({
      method: 'POST',
      url: `/workers/jobs/${jobId}/review`,
      headers: yasa.auth,
      payload: { rating: 5 },
    });
    expect(rated.statusCode, rated.body).toBe(201);
    expect((await get(`/jobs/${jobId}/review`, yasa)).json()).toEqual({
      ...expected,
      canRateJalu: false,
    });

    for (const stranger of [otherJalu, otherYasa]) {
      const res = await get(`/jobs/${jobId}/review`, stranger);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await get('/jobs/00000000-0000-4000-8000-000000000000/review', jalu)).statusCode).toBe(
      404,
    );
    expect((await get('/jobs/abc/review', jalu)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/jobs/${jobId}/review` })).statusCode).toBe(
      401,
    );
  });
});

describe('auto-release', () => {
  it('pays a worker whose proof waited too long, once, even with sweeps racing', async () => {
    const quick = await createTestApp({ autoReleaseAfterMs: 0 });
    try {
      const client = await readyJalu(quick.app, 100_000);
      const worker = await readyYasa(quick.app);
      const jobId = await createAssignedJob(quick.app, client, worker, { fee: 30_000 });
      expect(await quick.app.completion.releaseDue()).toEqual([]);
      await sendProof(quick.app, worker, jobId);

      const sweeps = await Promise.all([
        quick.app.completion.releaseDue(),
        quick.app.completion.releaseDue(),
        quick.app.completion.releaseDue(),
      ]);
      expect(sweeps.flat().map((job) => job.id)).toEqual([jobId]);
      expect(await balanceOf(quick.app, worker)).toBe(30_000);
      const history = (
        await quick.app.inject({ method: 'GET', url: '/profile/histories', headers: client.auth })
      ).json();
      expect(history[0]).toMatchObject({ _id: jobId, autoReleased: true });
      expect((await confirmDone(quick.app, client, jobId)).statusCode).toBe(409);
    } finally {
      await quick.close();
    }
  });

  it('leaves proofs younger than the delay alone', async () => {
    const jobId = await createAssignedJob(t.app, jalu, yasa);
    await sendProof(t.app, yasa, jobId);
    expect(await t.app.completion.releaseDue()).toEqual([]);
    expect((await get(`/jobs/${jobId}`, jalu)).json().state).toBe('worker_confirmed');
  });

  it('runs on its own timer', async () => {
    const timed = await createTestApp({ autoReleaseAfterMs: 1_000, autoReleaseSweepMs: 100 });
    try {
      const client = await readyJalu(timed.app, 100_000);
      const worker = await readyYasa(timed.app);
      const jobId = await createAssignedJob(timed.app, client, worker);
      await sendProof(timed.app, worker, jobId);
      const state = async () =>
        (
          await timed.app.inject({ method: 'GET', url: `/jobs/${jobId}`, headers: client.auth })
        ).json().state;
      expect(await state()).toBe('worker_confirmed');
      await expect.poll(state, { timeout: 10_000, interval: 100 }).toBe('done');
    } finally {
      await timed.close();
    }
  });
});
