import { eq, sql } from 'drizzle-orm';
import type { Job } from '@bantuin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerCards, entriesOfText, keptPages, settledPage } from '../src/lib/answer-cards.js';
import { jobApplications, jobs, profiles } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import type { TestUser } from './support/factories.js';
import { apply, createAssignedJob, createNitipJob, readyJalu, readyYasa } from './support/jobs.js';

// With no read cache (OPEN_LIST_CACHE_MS=0) the open lists read their page's entries and take
// each job's answer from answer-cards.ts when it is held in the versions of its rows. Every change
// here is a statement run straight on the database, as another process would run it: the next
// read must show it, with nothing announced.
let t: TestApp;
let jalu: TestUser;
let yasa: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ openListCacheMs: 0 });
  [jalu, yasa, other] = await Promise.all([
    readyJalu(t.app, 2_000_000),
    readyYasa(t.app),
    readyYasa(t.app),
  ]);
});
afterAll(() => t.close());

const LISTS = [
  '/workers/jobs/worker?limit=100',
  '/workers/jobs/worker?near=-6.2,106.8&limit=100',
  '/workers/jobs/worker?sort=soonest&limit=100',
  '/workers/jobs/worker?category=Nitip&limit=100',
];

async function listedEverywhere(user: TestUser, jobId: string): Promise<(Job | undefined)[]> {
  return Promise.all(
    LISTS.map(async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: user.auth });
      expect(res.statusCode).toBe(200);
      return res.json<Job[]>().find((job) => job._id === jobId);
    }),
  );
}

describe('open lists answered from job cards', () => {
  it("show a change to the job's row made by another process on the next read", async () => {
    const jobId = await createNitipJob(t.app, jalu);
    for (const job of await listedEverywhere(yasa, jobId)) expect(job).toBeDefined();
    await t.database.db.update(jobs).set({ title: 'Judul baru' }).where(eq(jobs.id, jobId));
    for (const job of await listedEverywhere(yasa, jobId)) expect(job?.title).toBe('Judul baru');
  });

  it("show a change to the Jalu's profile (not the job's row) on the next read", async () => {
    const jobId = await createNitipJob(t.app, jalu);
    const before = (await listedEverywhere(yasa, jobId))[0]!.client.profilePicture;
    await t.database.db
      .update(profiles)
      .set({ profilePicture: 'https://gambar.contoh.id/baru.jpg' })
      .where(eq(profiles.userId, jalu.id));
    for (const job of await listedEverywhere(yasa, jobId)) {
      expect(job?.client.profilePicture).toBe('https://gambar.contoh.id/baru.jpg');
    }
    expect(before).not.toBe('https://gambar.contoh.id/baru.jpg');
  });

  it('leave out a job no longer open and count every waiting Yasa afresh', async () => {
    const jobId = await createNitipJob(t.app, jalu);
    for (const job of await listedEverywhere(other, jobId)) expect(job?.applicantCount).toBe(0);
    expect((await apply(t.app, yasa, jobId)).statusCode).toBe(201);
    for (const job of await listedEverywhere(other, jobId)) expect(job?.applicantCount).toBe(1);
    // The applicant's own copy is marked; the others' is the shared card.
    for (const job of await listedEverywhere(yasa, jobId)) {
      expect(job).toMatchObject({ hasApplied: true, applicantCount: 1 });
      expect(job?.actions).not.toContain('apply');
    }
    await t.database.db.update(jobs).set({ status: 'cancelled' }).where(eq(jobs.id, jobId));
    for (const job of await listedEverywhere(other, jobId)) expect(job).toBeUndefined();
  });

  it("follow a Yasa's own marks when they change on a page that does not", async () => {
    // An application that is not waiting (backed out) counts for nobody: another process
    // writing it changes no job, so the page's entries stay the same and only this Yasa's
    // marking of it differs. Two such jobs, so that one mark is still left after the change.
    const jobId = await createNitipJob(t.app, jalu);
    const stillMarked = await createNitipJob(t.app, jalu);
    const backedOut = await readyYasa(t.app);
    await t.database.db.insert(jobApplications).values(
      [jobId, stillMarked].map((id) => ({
        jobId: id,
        workerId: backedOut.id,
        backedOutAt: new Date(),
      })),
    );
    for (const job of await listedEverywhere(backedOut, jobId)) {
      expect(job).toMatchObject({ applyRefusal: 'BACKED_OUT', applicantCount: 0 });
    }
    await t.database.db.delete(jobApplications).where(eq(jobApplications.jobId, jobId));
    for (const job of await listedEverywhere(backedOut, jobId)) {
      expect(job?.applyRefusal).toBeUndefined();
      expect(job?.actions).toContain('apply');
    }
    for (const job of await listedEverywhere(backedOut, stillMarked)) {
      expect(job?.applyRefusal).toBe('BACKED_OUT');
    }
  });

  it('stop offering to apply once the job expires, though no row changes then', async () => {
    const jobId = await createNitipJob(t.app, jalu);
    const [row] = await t.database.db
      .update(jobs)
      .set({ expiresAt: sql`now() + interval '400 milliseconds'` })
      .where(eq(jobs.id, jobId))
      .returning({ expiresAt: jobs.expiresAt });
    for (const job of await listedEverywhere(other, jobId)) expect(job?.actions).toContain('apply');
    while (Date.now() <= row!.expiresAt!.getTime()) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Still open until the expiry sweep runs, but applying has ended.
    for (const job of await listedEverywhere(other, jobId)) {
      expect(job).toBeDefined();
      expect(job?.actions).not.toContain('apply');
    }
  });
});

async function listedIn(url: string, user: TestUser, jobId: string): Promise<Job | undefined> {
  const res = await t.app.inject({ method: 'GET', url, headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json<Job[]>().find((job) => job._id === jobId);
}

const setPicture = (userId: string, url: string) =>
  t.database.db.update(profiles).set({ profilePicture: url }).where(eq(profiles.userId, userId));

describe("a party's lists answered from job cards", () => {
  it("show the other person's profile change on the next read, both ways", async () => {
    const jobId = await createAssignedJob(t.app, jalu, other);
    const orders = '/clients/jobs/active?limit=100';
    const current = '/workers/job?limit=100';
    expect(await listedIn(orders, jalu, jobId)).toBeDefined();
    expect(await listedIn(current, other, jobId)).toBeDefined();
    // One profile at a time: each is part of the job's version on its own.
    await setPicture(other.id, 'https://gambar.contoh.id/yasa-baru.jpg');
    expect((await listedIn(orders, jalu, jobId))?.worker?.profilePicture).toBe(
      'https://gambar.contoh.id/yasa-baru.jpg',
    );
    await setPicture(jalu.id, 'https://gambar.contoh.id/jalu-baru.jpg');
    expect((await listedIn(current, other, jobId))?.client.profilePicture).toBe(
      'https://gambar.contoh.id/jalu-baru.jpg',
    );
    // The job's own row: the Yasa's proof, written by another process.
    await t.database.db
      .update(jobs)
      .set({ status: 'worker_confirmed', workerConfirmedAt: new Date() })
      .where(eq(jobs.id, jobId));
    expect((await listedIn(orders, jalu, jobId))?.actions).toContain('confirm');
    expect((await listedIn(current, other, jobId))?.state).toBe('worker_confirmed');
  });

  it('stop offering the Jalu to accept once the open job expires, and count who waits', async () => {
    const jobId = await createNitipJob(t.app, jalu);
    const orders = '/clients/jobs/active?limit=100';
    expect(await listedIn(orders, jalu, jobId)).toMatchObject({ applicantCount: 0 });
    expect((await apply(t.app, other, jobId)).statusCode).toBe(201);
    const [row] = await t.database.db
      .update(jobs)
      .set({ expiresAt: sql`now() + interval '400 milliseconds'` })
      .where(eq(jobs.id, jobId))
      .returning({ expiresAt: jobs.expiresAt });
    const before = await listedIn(orders, jalu, jobId);
    expect(before).toMatchObject({ applicantCount: 1 });
    expect(before?.actions).toContain('accept');
    while (Date.now() <= row!.expiresAt!.getTime()) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await listedIn(orders, jalu, jobId))?.actions).not.toContain('accept');
  });
});

describe("'Lamaran Saya' answered from cards", () => {
  const applications = async (user: TestUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/workers/applications?limit=100',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ status: string; job: Job }[]>();
  };
  const statusOf = async (user: TestUser, jobId: string) =>
    (await applications(user)).find((application) => application.job._id === jobId)?.status;

  it("shows a change to the application's own row, then to its job's, on the next read", async () => {
    // A Yasa of its own: a page with an expired job on it is made anew on every read, which
    // would hide a page given again after its entries changed.
    const applicant = await readyYasa(t.app);
    const jobId = await createNitipJob(t.app, jalu);
    const takenId = await createNitipJob(t.app, jalu);
    expect((await apply(t.app, applicant, jobId)).statusCode).toBe(201);
    expect((await apply(t.app, applicant, takenId)).statusCode).toBe(201);
    expect(await statusOf(applicant, jobId)).toBe('pending');
    expect(await statusOf(applicant, takenId)).toBe('pending');
    await t.database.db
      .update(jobApplications)
      .set({ withdrawnAt: new Date() })
      .where(eq(jobApplications.jobId, jobId));
    expect(await statusOf(applicant, jobId)).toBe('withdrawn');
    // Given to another Yasa by another process: the job's row alone changes.
    await t.database.db
      .update(jobs)
      .set({ status: 'assigned', workerId: yasa.id, assignedAt: new Date() })
      .where(eq(jobs.id, takenId));
    expect(await statusOf(applicant, takenId)).toBe('not_selected');
  });
});

describe('the store itself', () => {
  type Row = { id: string; version: string; staleAt?: number };
  const store = () => {
    const made: string[] = [];
    const cards = answerCards<Row, { id: string; version: string; waiting: number }>({
      idOf: (row) => row.id,
      versionOf: (row) => row.version,
      present: (row) => {
        made.push(`${row.id}@${row.version}`);
        return { id: row.id, version: row.version, waiting: 0 };
      },
      withWaiting: (base, waiting) => ({ ...base, waiting }),
      staleAt: (row) => row.staleAt ?? Number.POSITIVE_INFINITY,
    });
    return { cards, made };
  };

  it('makes an answer once per version, and again after its instant', async () => {
    const { cards, made } = store();
    const rows = new Map<string, Row>([
      ['a', { id: 'a', version: '1' }],
      ['b', { id: 'b', version: '1', staleAt: Date.now() - 1 }],
    ]);
    const load = async (ids: string[]) => ids.map((id) => rows.get(id)!);
    const page = [
      { id: 'a', version: '1', waiting: 2 },
      { id: 'b', version: '1' },
    ];
    const { answers: first } = await cards.answersFor(page, load);
    const { answers: again, staleAt } = await cards.answersFor(page, load);
    // The page is right until b's instant, which has passed.
    expect(staleAt).toBeLessThan(Date.now());
    expect(again[0]).toBe(first[0]);
    expect(again[0]).toMatchObject({ id: 'a', waiting: 2 });
    // b is past its instant: made each time.
    expect(made).toEqual(['a@1', 'b@1', 'b@1']);
    rows.set('a', { id: 'a', version: '2' });
    const { answers: changed, staleAt: whileNoRowChanges } = await cards.answersFor(
      [{ id: 'a', version: '2', waiting: 3 }],
      load,
    );
    expect(whileNoRowChanges).toBe(Number.POSITIVE_INFINITY);
    expect(changed[0]).toMatchObject({ version: '2', waiting: 3 });
    expect(made.at(-1)).toBe('a@2');
  });

  it('leaves out an item gone meanwhile, answers one changed again in its newer version', async () => {
    const { cards } = store();
    const { answers } = await cards.answersFor(
      [
        { id: 'gone', version: '1' },
        { id: 'newer', version: '1' },
      ],
      async () => [{ id: 'newer', version: '2' }],
    );
    expect(answers).toEqual([{ id: 'newer', version: '2', waiting: 0 }]);
  });

  it('reads a page again when an item left it between the two statements', async () => {
    const reads = [
      [{ id: 'a' }, { id: 'gone' }],
      [{ id: 'a' }, { id: 'b' }],
    ];
    let read = 0;
    const page = await settledPage(
      async () => reads[read++]!.map((entry) => ({ ...entry, version: '1' })),
      async (entries) => ({
        answers: entries.filter((entry) => entry.id !== 'gone').map((entry) => entry.id),
        staleAt: Infinity,
      }),
    );
    expect(read).toBe(2);
    expect(page.answers).toEqual(['a', 'b']);
  });
});

describe('pages kept by the text of their entries', () => {
  const text = (...entries: string[]) => entries.join(',');
  const answering = () => {
    const made: string[][] = [];
    const answersFor = async (entries: { id: string; waiting?: number | null }[]) => {
      made.push(entries.map((entry) => entry.id));
      return {
        answers: entries.map((entry) => `${entry.id}:${entry.waiting ?? '-'}`),
        staleAt: entries.some((entry) => entry.id === 'expiring') ? Date.now() - 1 : Infinity,
      };
    };
    return { made, answersFor };
  };
  const valueOf = ({ answers }: { answers: readonly string[] }) => answers;

  it('takes apart one text per page: ids, versions, waiting counts', () => {
    expect(entriesOfText(null)).toEqual([]);
    expect(entriesOfText(text('a 1:2 3', 'b 4:5:6'))).toEqual([
      { id: 'a', version: '1:2', waiting: 3 },
      { id: 'b', version: '4:5:6', waiting: null },
    ]);
  });

  it('gives the same answers again for the same text, and makes them anew for another', async () => {
    const pages = keptPages<readonly string[]>();
    const { made, answersFor } = answering();
    let current = text('a 1 2', 'b 1');
    const read = async () => current;
    const first = await pages('jalu|p1', read, answersFor, valueOf);
    expect(first).toEqual(['a:2', 'b:-']);
    expect(await pages('jalu|p1', read, answersFor, valueOf)).toBe(first);
    // Another person's page with the same entries is made on its own.
    expect(await pages('other|p1', read, answersFor, valueOf)).not.toBe(first);
    current = text('a 1 3', 'b 1');
    expect(await pages('jalu|p1', read, answersFor, valueOf)).toEqual(['a:3', 'b:-']);
    expect(made).toHaveLength(3);
  });

  it('makes a page anew once one of its answers is past its instant', async () => {
    const pages = keptPages<readonly string[]>();
    const { made, answersFor } = answering();
    const read = async () => text('expiring 1');
    await pages('k', read, answersFor, valueOf);
    await pages('k', read, answersFor, valueOf);
    expect(made).toHaveLength(2);
  });

  it('keeps a page read again (an item left it meanwhile) under the text read last', async () => {
    const pages = keptPages<readonly string[]>();
    const texts = [text('a 1', 'gone 1'), text('a 1', 'b 1'), text('a 1', 'b 1')];
    let reads = 0;
    const read = async () => texts[reads++]!;
    const answersFor = async (entries: { id: string }[]) => ({
      answers: entries.filter((entry) => entry.id !== 'gone').map((entry) => entry.id),
      staleAt: Infinity,
    });
    const first = await pages('k', read, answersFor, valueOf);
    expect(first).toEqual(['a', 'b']);
    expect(await pages('k', read, answersFor, valueOf)).toBe(first);
    expect(reads).toBe(3);
  });

  it('holds at most its number of pages, dropping the one made first', async () => {
    const pages = keptPages<readonly string[]>(2);
    const { made, answersFor } = answering();
    const read = async () => text('a 1');
    for (const key of ['one', 'two', 'three', 'two', 'one']) {
      await pages(key, read, answersFor, valueOf);
    }
    // 'one' was dropped for 'three'; 'two' was still held.
    expect(made).toHaveLength(4);
  });
});
