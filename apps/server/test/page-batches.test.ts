import { JOB_STATE, type Job } from '@bantuin/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications } from '../src/db/schema.js';
import { pageBatches } from '../src/modules/jobs/page-batches.js';
import { jobStateIs, listJobEntries } from '../src/modules/jobs/repository.js';
import { createTestApp, type TestApp } from './support/app.js';
import type { TestUser } from './support/factories.js';
import { apply, createNitipJob, readyJalu, readyYasa } from './support/jobs.js';

/** A read that records whom it read for, and ends when `finish` is called. */
function heldReads() {
  const calls: { key: string; readers: readonly string[]; finish: (page?: Error) => void }[] = [];
  const readFor = (key: string) => (readers: readonly string[]) =>
    new Promise<string>((resolve, reject) => {
      calls.push({
        key,
        readers,
        finish: (error) => (error ? reject(error) : resolve(`${key}:${readers.join(',')}`)),
      });
    });
  return { calls, readFor };
}

const untilCalls = async (calls: unknown[], n: number) => {
  for (let i = 0; i < 100 && calls.length < n; i++) await new Promise(setImmediate);
  expect(calls).toHaveLength(n);
};

describe('pageBatches', () => {
  it('reads a page once for every reader who asked while the database was busy', async () => {
    const together = pageBatches<string>(1);
    const { calls, readFor } = heldReads();
    const first = together({ key: 'p1', reader: 'a', read: readFor('p1') });
    await untilCalls(calls, 1);
    // Asked while the first read runs: they wait for it and go together, each reader once.
    const waiting = ['b', 'c', 'b'].map((reader) =>
      together({ key: 'p1', reader, read: readFor('p1') }),
    );
    await new Promise(setImmediate);
    expect(calls).toHaveLength(1);
    calls[0]!.finish();
    expect(await first).toBe('p1:a');
    await untilCalls(calls, 2);
    expect(calls[1]!.readers).toEqual(['b', 'c']);
    calls[1]!.finish();
    expect(await Promise.all(waiting)).toEqual(['p1:b,c', 'p1:b,c', 'p1:b,c']);
  });

  it('never answers an ask from a read that began before it', async () => {
    const together = pageBatches<string>(2);
    const { calls, readFor } = heldReads();
    const first = together({ key: 'p1', reader: 'a', read: readFor('p1') });
    await untilCalls(calls, 1);
    const second = together({ key: 'p1', reader: 'b', read: readFor('p1') });
    // A second batch may run beside the first: the later ask gets a read of its own.
    await untilCalls(calls, 2);
    expect(calls.map((call) => call.readers)).toEqual([['a'], ['b']]);
    calls[1]!.finish();
    calls[0]!.finish();
    expect([await first, await second]).toEqual(['p1:a', 'p1:b']);
  });

  it('reads each page of a batch on its own, and a failed read fails only its asks', async () => {
    const together = pageBatches<string>(1);
    const { calls, readFor } = heldReads();
    const asks = [
      together({ key: 'p1', reader: 'a', read: readFor('p1') }),
      together({ key: 'p2', reader: 'a', read: readFor('p2') }),
      together({ key: 'p2', reader: 'b', read: readFor('p2') }),
    ];
    await untilCalls(calls, 2);
    expect(calls.map((call) => [call.key, call.readers])).toEqual([
      ['p1', ['a']],
      ['p2', ['a', 'b']],
    ]);
    calls[0]!.finish(new Error('putus'));
    calls[1]!.finish();
    const settled = await Promise.allSettled(asks);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(settled[2]).toMatchObject({ value: 'p2:a,b' });
  });
});

// The open list read for several Yasa in one statement: each gets their own marks and blocks.
describe('open list entries for several readers', () => {
  let t: TestApp;
  let jalu: TestUser;
  let yasa: TestUser[];
  beforeAll(async () => {
    t = await createTestApp({ openListCacheMs: 0 });
    jalu = await readyJalu(t.app, 2_000_000);
    yasa = await Promise.all([1, 2, 3, 4].map(() => readyYasa(t.app)));
  });
  afterAll(() => t.close());

  it("marks each reader's application and block, and nobody else's", async () => {
    const [applied, backedOut, blocking, plain] = yasa as [TestUser, TestUser, TestUser, TestUser];
    const jobId = await createNitipJob(t.app, jalu);
    expect((await apply(t.app, applied, jobId)).statusCode).toBe(201);
    expect((await apply(t.app, backedOut, jobId)).statusCode).toBe(201);
    await t.database.db
      .update(jobApplications)
      .set({ backedOutAt: new Date() })
      .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.workerId, backedOut.id)));
    const blocked = await t.app.inject({
      method: 'PUT',
      url: `/blocks/${jalu.id}`,
      headers: blocking.auth,
    });
    expect(blocked.statusCode).toBe(200);

    const readers = yasa.map((y) => y.id);
    const entries = await listJobEntries(
      t.database.db,
      { name: 'open', where: jobStateIs(JOB_STATE.open) },
      { limit: 50 },
      { readers },
    );
    const entry = entries.find((e) => e.id === jobId)!;
    expect(Object.fromEntries(entry.appliedBy!)).toEqual({
      [applied.id]: 'applied',
      [backedOut.id]: 'backed_out',
    });
    expect([...entry.blockedWith!]).toEqual([blocking.id]);
    expect(entry.waiting).toBe(1);

    // Through the API, all at once (read together when they meet): each sees only their own.
    const pages = await Promise.all(
      [applied, backedOut, blocking, plain].map(async (y) => {
        const res = await t.app.inject({
          method: 'GET',
          url: '/workers/jobs/worker?limit=50',
          headers: y.auth,
        });
        expect(res.statusCode).toBe(200);
        return res.json<Job[]>().find((job) => job._id === jobId);
      }),
    );
    expect(pages[0]).toMatchObject({ hasApplied: true });
    expect(pages[1]).toMatchObject({ hasApplied: false, applyRefusal: 'BACKED_OUT' });
    expect(pages[2]).toBeUndefined();
    expect(pages[3]).toMatchObject({ hasApplied: false });
    expect(pages[3]!.actions).toContain('apply');
  });
});
