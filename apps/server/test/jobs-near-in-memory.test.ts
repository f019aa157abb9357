import type { FastifyInstance } from 'fastify';
import type { Job } from '@bantuin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { MARKETPLACE_CHANNEL } from '../src/db/channels.js';
import { randomFrom } from '../src/demo/illustrations/palette.js';
import * as repository from '../src/modules/jobs/repository.js';
import { createTestApp, testConfig, type TestApp } from './support/app.js';
import type { TestUser } from './support/factories.js';
import { accept, apply, createNitipJob, postBersih, readyJalu, readyYasa } from './support/jobs.js';

// `near=` is answered from memory while the read cache keeps values (nearest-in-memory.ts) and
// by the KNN statement when it does not. Both must give the same pages to the last field: the
// same jobs in the same order, the same distances, marks, counts and hidden jobs, on every page.
vi.mock('../src/modules/jobs/repository.js', async (original) => {
  const actual = await original<typeof repository>();
  return { ...actual, listOpenJobEntriesNear: vi.fn(actual.listOpenJobEntriesNear) };
});

let t: TestApp;
let byStatement: FastifyInstance;
let yasa: TestUser;
let taken: string;

/** A repeatable stream of numbers in [0, 1), so a failure can be replayed. */
const numbers = (seed: number) => randomFrom(seed).next;

beforeAll(async () => {
  t = await createTestApp();
  // The same database through an app that keeps nothing: every `near=` is the statement.
  ({ app: byStatement } = await buildApp(testConfig({ openListCacheMs: 0 }), {
    database: t.database,
    logger: false,
  }));
  await byStatement.ready();
  const [jalu, blockedJalu, other] = await Promise.all([
    readyJalu(t.app, 5_000_000),
    readyJalu(t.app, 5_000_000),
    readyYasa(t.app),
  ]);
  yasa = await readyYasa(t.app);
  const random = numbers(31);
  const around = () => ({
    lat: +(-6.2 + (random() - 0.5) * 0.3).toFixed(5),
    lng: +(106.8 + (random() - 0.5) * 0.3).toFixed(5),
  });
  const posted: string[] = [];
  for (let i = 0; i < 14; i++) {
    posted.push(
      await createNitipJob(t.app, i % 4 === 3 ? blockedJalu : jalu, { coordinates: around() }),
    );
  }
  // Four at one address (equally far from anywhere: the id decides), one across the world.
  for (let i = 0; i < 4; i++) {
    posted.push(await createNitipJob(t.app, jalu, { coordinates: { lat: -6.21, lng: 106.81 } }));
  }
  posted.push(await createNitipJob(t.app, jalu, { coordinates: { lat: 40.7, lng: -74 } }));
  for (let i = 0; i < 5; i++) {
    const res = await postBersih(t.app, jalu, {
      photos: 1,
      fields: { coordinates: JSON.stringify(around()) },
    });
    expect(res.statusCode, res.body).toBe(201);
    posted.push(res.json<{ _id: string }>()._id);
  }
  for (const jobId of posted.slice(0, 6)) {
    expect((await apply(t.app, yasa, jobId)).statusCode).toBe(201);
    expect((await apply(t.app, other, jobId)).statusCode).toBe(201);
  }
  // A job taken by someone else: gone from the open lists, its id still a cursor someone holds.
  taken = posted[8]!;
  expect((await apply(t.app, other, taken)).statusCode).toBe(201);
  expect((await accept(t.app, jalu, taken, other.id)).statusCode).toBe(200);
  const blocked = await t.app.inject({
    method: 'PUT',
    url: `/blocks/${blockedJalu.id}`,
    headers: yasa.auth,
  });
  expect(blocked.statusCode, blocked.body).toBe(200);
  await everyChangeHeard();
});
afterAll(async () => {
  await byStatement?.close();
  await t.close();
});

/**
 * Waits until this process has heard every change the setup made. On PostgreSQL a NOTIFY reaches
 * the read cache's listening connection after the commit, so one heard late (a loaded CI machine)
 * bumped the version during the first pages and, within 250 ms of the last load, the statement
 * answered them. NOTIFYs arrive in commit order on that one connection: once a marker sent now
 * is heard, so was everything before it.
 */
async function everyChangeHeard() {
  const marker = `heard-${Date.now()}`;
  let markerHeard = () => {};
  const heard = new Promise<void>((resolve) => (markerHeard = resolve));
  await t.database.listen(
    MARKETPLACE_CHANNEL,
    (payload) => {
      if (payload === marker) markerHeard();
    },
    () => {},
  );
  await t.database.notify([{ channel: MARKETPLACE_CHANNEL, payload: marker }]);
  await heard;
}

const read = async (app: FastifyInstance, url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: yasa.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Job[]>();
};

const statementCalls = () => vi.mocked(repository.listOpenJobEntriesNear).mock.calls.length;

describe('near= from memory', () => {
  it('gives every page the statement gives, from any point, in any category and page size', async () => {
    const random = numbers(7);
    let pages = 0;
    for (let round = 0; round < 24; round++) {
      const lat = (-6.2 + (random() - 0.5) * 0.4).toFixed(5);
      const lng = (106.8 + (random() - 0.5) * 0.4).toFixed(5);
      const limit = [1, 3, 5, 50][round % 4]!;
      const category = ['', '&category=Nitip', '&category=Bebersih'][round % 3];
      const base = `/workers/jobs/worker?near=${lat},${lng}&limit=${limit}${category}`;
      let cursor = '';
      for (;;) {
        const before = statementCalls();
        const fromMemory = await read(t.app, base + cursor);
        // Answered without the statement: the comparison below is between the two ways.
        expect(statementCalls()).toBe(before);
        expect(fromMemory).toEqual(await read(byStatement, base + cursor));
        pages++;
        if (fromMemory.length < limit) break;
        cursor = `&cursor=${fromMemory.at(-1)!._id}`;
      }
    }
    expect(pages).toBeGreaterThan(60);
  });

  it('marks what this Yasa applied for and leaves out the blocked Jalu, as the statement does', async () => {
    const page = await read(t.app, '/workers/jobs/worker?near=-6.2,106.8&limit=100');
    // Asked again (kept then) and a third time (sent as the bytes kept): the same page.
    for (let again = 0; again < 2; again++) {
      expect(await read(t.app, '/workers/jobs/worker?near=-6.2,106.8&limit=100')).toEqual(page);
    }
    // Six applied for, one of them the blocked Jalu's (hidden, its application withdrawn).
    expect(page.filter((job) => job.hasApplied)).toHaveLength(5);
    // 24 posted, one taken, three of the blocked Jalu.
    expect(page).toHaveLength(24 - 1 - 3);
    expect(page.map((job) => job._id)).not.toContain(taken);
  });

  it('answers many Yasa at once over real sockets, each page whole (buffers used again)', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const random = numbers(11);
    const paths = Array.from({ length: 40 }, (_, i) => {
      const lat = (-6.2 + (random() - 0.5) * 0.3).toFixed(5);
      const lng = (106.8 + (random() - 0.5) * 0.3).toFixed(5);
      return `/workers/jobs/worker?near=${lat},${lng}&limit=${i % 2 ? 50 : 12}`;
    });
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        paths.map(async (path) => {
          const res = await fetch(url + path, { headers: yasa.auth });
          expect(res.status).toBe(200);
          return res.json();
        }),
      );
      for (const [i, path] of paths.entries()) {
        expect(answers[i]).toEqual(await read(byStatement, path));
      }
    }
  });

  it('leaves a page after a job no longer open to the statement', async () => {
    const before = statementCalls();
    const url = `/workers/jobs/worker?near=-6.2,106.8&limit=5&cursor=${taken}`;
    const after = await read(t.app, url);
    expect(statementCalls()).toBeGreaterThan(before);
    expect(after).toEqual(await read(byStatement, url));
    expect(after).toHaveLength(5);
  });

  it('reads every open job again after a write, at most every 250 ms, the statement answering between', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const url = '/workers/jobs/worker?near=-6.3,106.7&limit=100';
      const jalu = await readyJalu(t.app, 1_000_000);
      vi.advanceTimersByTime(1_000);
      let before = statementCalls();
      const first = await createNitipJob(t.app, jalu, { coordinates: { lat: -6.3, lng: 106.7 } });
      // Read again after the write: from memory, with the new job first.
      expect((await read(t.app, url))[0]!._id).toBe(first);
      expect(statementCalls()).toBe(before);
      // Another write within 250 ms of that read: the statement answers, as fresh.
      const second = await createNitipJob(t.app, jalu, { coordinates: { lat: -6.3, lng: 106.7 } });
      before = statementCalls();
      const between = await read(t.app, url);
      expect(statementCalls()).toBe(before + 1);
      expect(
        between
          .map((job) => job._id)
          .slice(0, 2)
          .sort(),
      ).toEqual([first, second].sort());
      // Later, the next write's version is read into memory again.
      vi.advanceTimersByTime(300);
      const third = await createNitipJob(t.app, jalu, { coordinates: { lat: -6.3, lng: 106.7 } });
      before = statementCalls();
      const after = await read(t.app, url);
      expect(statementCalls()).toBe(before);
      expect(
        after
          .map((job) => job._id)
          .slice(0, 3)
          .sort(),
      ).toEqual([first, second, third].sort());
      expect(after).toEqual(await read(byStatement, url));
    } finally {
      vi.useRealTimers();
    }
  });
});
