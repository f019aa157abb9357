import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, jobs, ledgerAccounts } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';
import type { Job } from '@bantuin/contract';
import {
  accept,
  apply,
  cancel,
  createNitipJob,
  fillProfile,
  postBersih,
  readyJalu,
  readyYasa,
  sendProof,
} from './support/jobs.js';
import { withdraw } from './support/lifecycle.js';
import { balanceOf } from './support/payments.js';
import { itOnPostgres } from './support/postgres.js';

let t: TestApp;
let owner: TestUser;
let otherJalu: TestUser;
let applicant: TestUser;
let bystander: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [owner, otherJalu, applicant, bystander] = await Promise.all([
    readyJalu(t.app, 2_000_000),
    readyJalu(t.app, 0),
    readyYasa(t.app),
    readyYasa(t.app),
  ]);
});
afterAll(() => t.close());

const get = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
const escrowBalance = async (jobId: string) => {
  const [escrow] = await t.database.db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.jobId, jobId));
  return escrow!.balance;
};

/** The ids of an open list (`url` has a query already) read `limit` at a time with cursors. */
async function idsPageByPage(url: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor = '';
  for (let i = 0; i < 50; i++) {
    const page = (await get(`${url}&limit=${limit}${cursor}`, bystander)).json();
    ids.push(...page.map((j: { _id: string }) => j._id));
    if (page.length < limit) break;
    cursor = `&cursor=${page[page.length - 1]._id}`;
  }
  return ids;
}

describe('who sees a job (GET /jobs/:id)', () => {
  it('shows an open job to its Jalu and to any Yasa, and to nobody else', async () => {
    const jobId = await createNitipJob(t.app, owner);
    expect((await get(`/jobs/${jobId}`, owner)).statusCode).toBe(200);
    const asYasa = await get(`/jobs/${jobId}`, bystander);
    expect(asYasa.statusCode).toBe(200);
    expect(asYasa.json().hasApplied).toBe(false);
    expect((await get(`/jobs/${jobId}`, otherJalu)).statusCode).toBe(404);
    expect((await get(`/jobs/${jobId}`)).statusCode).toBe(401);
  });

  it('after acceptance shows it to the Jalu and the chosen Yasa only', async () => {
    const jobId = await createNitipJob(t.app, owner);
    await apply(t.app, applicant, jobId);
    await apply(t.app, bystander, jobId);
    expect((await accept(t.app, owner, jobId, applicant.id)).statusCode).toBe(200);

    const chosen = await get(`/jobs/${jobId}`, applicant);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      state: 'assigned',
      workerId: applicant.id,
      worker: { name: expect.stringMatching(/^Yasa /) },
      status: { isWorkerConfirmed: false, confirmationImages: [] },
      hasApplied: true,
    });
    expect((await get(`/jobs/${jobId}`, bystander)).statusCode).toBe(404);
    expect((await get(`/jobs/${jobId}`, otherJalu)).statusCode).toBe(404);
  });

  it('answers 404 for a job that does not exist and 400 for an id that is not one', async () => {
    expect((await get('/jobs/00000000-0000-4000-8000-000000000000', owner)).statusCode).toBe(404);
    expect((await get('/jobs/123', owner)).statusCode).toBe(400);
  });
});

describe('applying (POST /workers/jobs/:id)', () => {
  it('lets a Yasa apply once', async () => {
    const jobId = await createNitipJob(t.app, owner);
    const first = await apply(t.app, applicant, jobId);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: 'Successfully apply for the job' });
    const again = await apply(t.app, applicant, jobId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_APPLIED');
    expect((await get(`/jobs/${jobId}`, applicant)).json().hasApplied).toBe(true);
  });

  it('asks a Yasa without a name to fill in the profile first', async () => {
    const jobId = await createNitipJob(t.app, owner);
    const nameless = await createUser(t.app, 'yasa');
    const res = await apply(t.app, nameless, jobId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Fill in your profile first!',
      code: 'PROFILE_INCOMPLETE',
    });
  });

  it('refuses cancelled and taken jobs, Jalu and strangers', async () => {
    const cancelled = await createNitipJob(t.app, owner);
    await cancel(t.app, owner, cancelled);
    expect((await apply(t.app, applicant, cancelled)).statusCode).toBe(409);

    const taken = await createNitipJob(t.app, owner);
    await apply(t.app, applicant, taken);
    await accept(t.app, owner, taken, applicant.id);
    expect((await apply(t.app, bystander, taken)).json().code).toBe('JOB_NOT_OPEN');

    expect((await apply(t.app, owner, taken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/workers/jobs/${taken}` })).statusCode).toBe(
      401,
    );
    expect((await apply(t.app, applicant, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });
});

describe('the waiting list (GET /clients/jobs/:id/workers)', () => {
  it('shows the applicants to the job’s Jalu, new Yasa without a rating', async () => {
    const jobId = await createNitipJob(t.app, owner);
    await apply(t.app, applicant, jobId);
    const res = await get(`/clients/jobs/${jobId}/workers`, owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.workers).toEqual([
      {
        _id: expect.any(String),
        userId: applicant.id,
        name: expect.stringMatching(/^Yasa /),
        profilePicture: null,
        cancelledJobs: 0,
        verified: false,
        appliedAt: expect.any(String),
      },
    ]);
    expect(body).toMatchObject({ fee: 25_000, description: expect.any(String), status: null });
  });

  it('is nobody else’s business', async () => {
    const jobId = await createNitipJob(t.app, owner);
    expect((await get(`/clients/jobs/${jobId}/workers`, otherJalu)).statusCode).toBe(404);
    expect((await get(`/clients/jobs/${jobId}/workers`, applicant)).statusCode).toBe(403);
    expect((await get(`/clients/jobs/${jobId}/workers`)).statusCode).toBe(401);
  });
});

describe('accepting (PATCH /clients/jobs/:id/:workerUserId)', () => {
  it('assigns the applicant and opens the job’s chat', async () => {
    const jobId = await createNitipJob(t.app, owner);
    await apply(t.app, applicant, jobId);
    const res = await accept(t.app, owner, jobId, applicant.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Berhasil Menerima Worker' });
    expect(await t.database.db.select().from(chats).where(eq(chats.jobId, jobId))).toHaveLength(1);

    const active = (await get('/clients/jobs/active', owner)).json();
    expect(active.find((j: { _id: string }) => j._id === jobId).status).toMatchObject({
      isWorkerConfirmed: false,
    });
    const mine = (await get('/workers/job', applicant)).json();
    expect(mine.map((j: { _id: string }) => j._id)).toContain(jobId);
    expect(
      (await get('/workers/job', bystander)).json().map((j: { _id: string }) => j._id),
    ).not.toContain(jobId);
  });

  it('refuses a Yasa who never applied', async () => {
    const jobId = await createNitipJob(t.app, owner);
    const res = await accept(t.app, owner, jobId, bystander.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('NOT_AN_APPLICANT');
    expect((await get(`/jobs/${jobId}`, owner)).json().state).toBe('open');
  });

  it('refuses another Jalu, a Yasa and anonymous callers, changing nothing', async () => {
    const jobId = await createNitipJob(t.app, owner);
    await apply(t.app, applicant, jobId);
    expect((await accept(t.app, otherJalu, jobId, applicant.id)).statusCode).toBe(404);
    expect((await accept(t.app, applicant, jobId, applicant.id)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/clients/jobs/${jobId}/${applicant.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(`/jobs/${jobId}`, owner)).json().state).toBe('open');
  });

  itOnPostgres('lets exactly one of ten simultaneous acceptances win', async () => {
    const jobId = await createNitipJob(t.app, owner);
    const yasas = await Promise.all(Array.from({ length: 10 }, () => readyYasa(t.app)));
    for (const yasa of yasas) expect((await apply(t.app, yasa, jobId)).statusCode).toBe(201);

    const results = await Promise.all(yasas.map((yasa) => accept(t.app, owner, jobId, yasa.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const winner = yasas[results.findIndex((r) => r.statusCode === 200)]!;
    expect((await get(`/jobs/${jobId}`, owner)).json().workerId).toBe(winner.id);
    expect(await t.database.db.select().from(chats).where(eq(chats.jobId, jobId))).toHaveLength(1);
  });
});

describe('cancelling (DELETE /clients/jobs/:id)', () => {
  it('returns fee + admin fee to the wallet and keeps the job as cancelled', async () => {
    const jalu = await readyJalu(t.app, 50_000);
    const jobId = await createNitipJob(t.app, jalu, { fee: 20_000 });
    expect(await balanceOf(t.app, jalu)).toBe(28_000);

    const res = await cancel(t.app, jalu, jobId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Berhasil membatalkan order nya',
      refund: 22_000,
      compensation: 0,
      late: false,
      kind: 'free',
    });
    expect(await balanceOf(t.app, jalu)).toBe(50_000);
    expect(await escrowBalance(jobId)).toBe(0);
    expect((await get(`/jobs/${jobId}`, jalu)).json().state).toBe('cancelled');
    expect((await get('/clients/jobs/active', jalu)).json()).toEqual([]);

    const again = await cancel(t.app, jalu, jobId);
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(t.app, jalu)).toBe(50_000);
  });

  it('cannot cancel once the Yasa has sent proof: that is what a complaint is for', async () => {
    const jobId = await createNitipJob(t.app, owner);
    await apply(t.app, applicant, jobId);
    await accept(t.app, owner, jobId, applicant.id);
    expect((await sendProof(t.app, applicant, jobId)).statusCode).toBe(200);
    const before = await balanceOf(t.app, owner);
    const refused = await cancel(t.app, owner, jobId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('JOB_STATE_CONFLICT');
    expect(await balanceOf(t.app, owner)).toBe(before);
    expect(await escrowBalance(jobId)).toBe(27_000);
  });

  it('refuses another Jalu and a Yasa', async () => {
    const jobId = await createNitipJob(t.app, owner);
    expect((await cancel(t.app, otherJalu, jobId)).statusCode).toBe(404);
    expect((await cancel(t.app, applicant, jobId)).statusCode).toBe(403);
    expect(await balanceOf(t.app, otherJalu)).toBe(0);
    expect((await get(`/jobs/${jobId}`, owner)).json().state).toBe('open');
  });

  itOnPostgres(
    'orders a racing acceptance and cancellation, with the money where it belongs',
    async () => {
      for (let round = 0; round < 5; round++) {
        const jalu = await readyJalu(t.app, 27_000);
        const jobId = await createNitipJob(t.app, jalu);
        await apply(t.app, applicant, jobId);
        const [accepted, cancelled] = await Promise.all([
          accept(t.app, jalu, jobId, applicant.id),
          cancel(t.app, jalu, jobId),
        ]);
        // Cancelling first refuses the acceptance; accepting first leaves a free cancellation
        // (the Yasa was accepted moments ago). Either way the job ends cancelled, all refunded.
        expect(cancelled.statusCode).toBe(200);
        expect([200, 409]).toContain(accepted.statusCode);
        expect((await get(`/jobs/${jobId}`, jalu)).json().state).toBe('cancelled');
        expect(await balanceOf(t.app, jalu)).toBe(27_000);
        expect(await escrowBalance(jobId)).toBe(0);
      }
    },
  );
});

describe('lists', () => {
  it('pages the Jalu’s active jobs newest first and filters by category', async () => {
    const jalu = await readyJalu(t.app, 500_000);
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push(await createNitipJob(t.app, jalu, { title: `Titip ${i}` }));

    const page1 = (await get('/clients/jobs/active?limit=2', jalu)).json();
    expect(page1.map((j: { _id: string }) => j._id)).toEqual([ids[2], ids[1]]);
    const page2 = (await get(`/clients/jobs/active?limit=2&cursor=${page1[1]._id}`, jalu)).json();
    expect(page2.map((j: { _id: string }) => j._id)).toEqual([ids[0]]);

    expect((await get('/clients/jobs/active?category=Nitip', jalu)).json()).toHaveLength(3);
    expect((await get('/clients/jobs/active?category=Bebersih', jalu)).json()).toEqual([]);
    expect((await get('/clients/jobs/active?category=', jalu)).json()).toHaveLength(3);
    expect((await get('/clients/jobs/active?category=Masak', jalu)).statusCode).toBe(400);
    expect((await get('/clients/jobs/active', otherJalu)).json()).toEqual([]);
  });

  it('shows Yasa the open jobs with the client, and sorts by distance when asked', async () => {
    const jalu = await readyJalu(t.app, 500_000);
    const far = await createNitipJob(t.app, jalu, { coordinates: { lat: -7.25, lng: 112.75 } });
    const near = await createNitipJob(t.app, jalu, { coordinates: { lat: -6.2, lng: 106.82 } });

    const open = (await get('/workers/jobs/worker?limit=100', bystander)).json();
    const ids = open.map((j: { _id: string }) => j._id);
    expect(ids.indexOf(near)).toBeLessThan(ids.indexOf(far));
    // Until a Yasa is accepted, others see the Jalu's first name only (presenter's rule).
    expect(open.find((j: { _id: string }) => j._id === near).client).toEqual({
      name: 'Jalu',
      profilePicture: null,
    });
    expect(open.every((j: { state: string }) => j.state === 'open')).toBe(true);

    const byDistance = (
      await get('/workers/jobs/worker?near=-7.2,112.7&limit=100', bystander)
    ).json();
    expect(byDistance[0]._id).toBe(far);
    expect(byDistance[0].distanceKm).toBeLessThan(10);
    const distances = byDistance.map((j: { distanceKm: number }) => j.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    const firstTwo = (await get('/workers/jobs/worker?near=-7.2,112.7&limit=2', bystander)).json();
    const next = (
      await get(`/workers/jobs/worker?near=-7.2,112.7&limit=2&cursor=${firstTwo[1]._id}`, bystander)
    ).json();
    expect(next[0]._id).toBe(byDistance[2]._id);

    expect((await get('/workers/jobs/worker?near=somewhere', bystander)).statusCode).toBe(400);
    expect((await get('/workers/jobs/worker', jalu)).statusCode).toBe(403);
  });

  it('counts the Yasa waiting on each open job, fresh even on the shared first page', async () => {
    const jalu = await readyJalu(t.app, 500_000);
    const [first, second] = await Promise.all([readyYasa(t.app), readyYasa(t.app)]);
    const jobId = await createNitipJob(t.app, jalu);
    const listed = async (url = '/workers/jobs/worker?limit=100') =>
      (await get(url, bystander)).json().find((j: Job) => j._id === jobId);
    expect(await listed()).toMatchObject({ applicantCount: 0, hasApplied: false });

    await apply(t.app, first, jobId);
    await apply(t.app, second, jobId);
    expect((await listed()).applicantCount).toBe(2);
    expect((await listed('/workers/jobs/worker?near=-6.26,106.81&limit=100')).applicantCount).toBe(
      2,
    );
    expect((await listed('/workers/jobs/worker?sort=soonest&limit=100')).applicantCount).toBe(2);
    expect((await get(`/jobs/${jobId}`, first)).json()).toMatchObject({
      applicantCount: 2,
      hasApplied: true,
    });
    // The count is the caller's own reading, never kept in the page every Yasa shares.
    expect((await withdraw(t.app, second, jobId)).statusCode).toBe(200);
    expect((await listed()).applicantCount).toBe(1);

    // Once a Yasa is chosen the job leaves the list; its page no longer counts.
    await accept(t.app, jalu, jobId, first.id);
    expect((await get(`/jobs/${jobId}`, first)).json().applicantCount).toBeUndefined();
  });

  it('never shows a job taken or cancelled, nor an old name, once the change is made', async () => {
    const jalu = await readyJalu(t.app, 500_000);
    const yasa = await readyYasa(t.app);
    const taken = await createNitipJob(t.app, jalu);
    const cancelled = await createNitipJob(t.app, jalu);
    const openIds = async () =>
      (await get('/workers/jobs/worker?limit=100', bystander)).json().map((j: Job) => j._id);
    expect(await openIds()).toEqual(expect.arrayContaining([taken, cancelled]));

    await apply(t.app, yasa, taken);
    await accept(t.app, jalu, taken, yasa.id);
    expect(await openIds()).not.toContain(taken);
    await cancel(t.app, jalu, cancelled);
    expect(await openIds()).not.toContain(cancelled);

    const posted = await createNitipJob(t.app, jalu);
    expect((await openIds())[0]).toBe(posted);
    await fillProfile(t.app, jalu, 'Namabaru Sekali');
    const listed = (await get('/workers/jobs/worker?limit=100', bystander)).json();
    expect(listed.find((j: Job) => j._id === posted).client.name).toBe('Namabaru');

    // A change made outside any request (a sweep, another process) reaches the list through
    // the database's notification, within a moment.
    await t.database.db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, posted));
    const since = Date.now();
    while ((await openIds()).includes(posted) && Date.now() - since < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await openIds()).not.toContain(posted);
    expect(Date.now() - since).toBeLessThan(1000);
  });

  it('pages near= through jobs from next door to across the world in exact distance order', async () => {
    const jalu = await readyJalu(t.app, 2_000_000);
    // From a few hundred metres to ~17,000 km (Jakarta to Peru): every widening of the search.
    const spots = [
      { lat: 10.5, lng: 10.5 },
      { lat: 10.503, lng: 10.5 },
      { lat: 10.55, lng: 10.45 },
      // Four jobs at one address: equally far, across a page boundary, each listed once.
      { lat: 10.52, lng: 10.52 },
      { lat: 10.52, lng: 10.52 },
      { lat: 10.52, lng: 10.52 },
      { lat: 10.52, lng: 10.52 },
      { lat: 10.2, lng: 10.9 },
      { lat: 11.5, lng: 10.5 },
      { lat: 14, lng: 14 },
      { lat: 25, lng: 30 },
      { lat: -10, lng: -75 },
    ];
    for (const coordinates of spots) await createNitipJob(t.app, jalu, { coordinates });
    const url = '/workers/jobs/worker?near=10.5,10.5';
    const all = (await get(`${url}&limit=100`, bystander)).json();
    const distances = all.map((j: { distanceKm: number }) => j.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBe(0);

    expect(await idsPageByPage(url, 3)).toEqual(all.map((j: { _id: string }) => j._id));
  });
});

describe('every open-list order keeps to a category on every page', () => {
  it.each(['', '&near=-6.2,106.8', '&sort=soonest'])(
    'pages Bebersih only (%s), each job once, the same as one long page',
    async (order) => {
      const jalu = await readyJalu(t.app, 2_000_000);
      for (let i = 0; i < 3; i++) {
        const res = await postBersih(t.app, jalu, {
          photos: 1,
          fields: { coordinates: JSON.stringify({ lat: -6.2 + i / 100, lng: 106.8 }) },
        });
        expect(res.statusCode).toBe(201);
        await createNitipJob(t.app, jalu, { coordinates: { lat: -6.2 + i / 100, lng: 106.8 } });
      }
      const url = `/workers/jobs/worker?category=Bebersih${order}`;
      const all = (await get(`${url}&limit=100`, bystander)).json();
      expect(all.length).toBeGreaterThanOrEqual(3);
      expect(all.every((j: Job) => j.category.name === 'Bebersih')).toBe(true);

      expect(await idsPageByPage(url, 2)).toEqual(all.map((j: { _id: string }) => j._id));
    },
  );
});

describe('best Yasa and reviews', () => {
  it('has no best Yasa before anyone is reviewed', async () => {
    const res = await get('/clients/best-yasa', owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await get('/clients/best-yasa', applicant)).statusCode).toBe(403);
  });

  it('lists a Yasa’s own reviews, none yet', async () => {
    expect((await get('/workers/profile/reviews', applicant)).json()).toEqual([]);
    expect((await get('/workers/profile/reviews', owner)).statusCode).toBe(403);
  });
});
