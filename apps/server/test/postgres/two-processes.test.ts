import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { createTestApp, testConfig, type TestApp } from '../support/app.js';
import type { TestUser } from '../support/factories.js';
import {
  accept,
  apply,
  cancel,
  createAssignedJob,
  createNitipJob,
  readyJalu,
  readyYasa,
} from '../support/jobs.js';
import { backOut } from '../support/lifecycle.js';
import { closeSockets, connect, listen, nextEvent } from '../support/sockets.js';

// Runs only with TEST_DATABASE_URL (see vitest.config.ts): PGlite is one process by nature.
let first: TestApp;
let secondDatabase: DatabaseHandle;
let second: Awaited<ReturnType<typeof buildApp>>;
let jalu: TestUser;
let yasa: TestUser;
let firstUrl: string;
let secondUrl: string;

beforeAll(async () => {
  first = await createTestApp();
  const url = (first.database as DatabaseHandle & { url?: string }).url;
  if (!url) throw new Error('this suite needs TEST_DATABASE_URL');
  // A second server on the same database, with its own pool and its own Socket.IO server, as a
  // second process behind a load balancer would have.
  secondDatabase = await openDatabase({ databaseUrl: url, dataDir: '' });
  second = await buildApp(testConfig({ jwtSecret: first.config.jwtSecret }), {
    database: secondDatabase,
    logger: false,
  });
  [jalu, yasa] = await Promise.all([readyJalu(first.app, 100_000), readyYasa(first.app)]);
  firstUrl = await listen(first.app);
  secondUrl = await listen(second.app);
});
afterAll(async () => {
  closeSockets();
  await second.app.close();
  await secondDatabase.close();
  await first.close();
});

/** The open jobs' ids the second process lists to the file's Yasa (its cached list). */
const openOnSecond = async (): Promise<string[]> =>
  (
    await second.app.inject({
      method: 'GET',
      url: '/workers/jobs/worker?limit=100',
      headers: yasa.auth,
    })
  )
    .json()
    .map((j: { _id: string }) => j._id);

describe('several server processes on one PostgreSQL database', () => {
  it("hide a Jalu's open job from the Yasa they blocked on the other process at once (its cached list)", async () => {
    const blocker = await readyJalu(first.app, 100_000);
    const jobId = await createNitipJob(first.app, blocker);
    expect(await openOnSecond()).toContain(jobId);

    const blocked = await first.app.inject({
      method: 'PUT',
      url: `/blocks/${yasa.id}`,
      headers: blocker.auth,
    });
    expect(blocked.statusCode).toBe(200);
    // Well under the cache's 5 s life: only the blocks trigger's NOTIFY can make it this fast.
    const since = Date.now();
    while ((await openOnSecond()).includes(jobId) && Date.now() - since < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await openOnSecond()).not.toContain(jobId);
  });

  it('drop a job cancelled on one from the open list the other keeps in memory', async () => {
    const jobId = await createNitipJob(first.app, jalu);
    // The other process may hold the list from a test before (warm): the post's NOTIFY drops it.
    const posted = Date.now();
    while (!(await openOnSecond()).includes(jobId) && Date.now() - posted < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await openOnSecond()).toContain(jobId);

    await cancel(first.app, jalu, jobId);
    const since = Date.now();
    while ((await openOnSecond()).includes(jobId) && Date.now() - since < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await openOnSecond()).not.toContain(jobId);
    expect(Date.now() - since).toBeLessThan(1000);
  });

  it("show a job posted on one, and its Jalu's lower balance, on the other within a moment", async () => {
    // Posting announces itself after its commit instead of from its triggers (migration 0013).
    const poster = await readyJalu(first.app, 100_000);
    const onSecond = (url: string, user: TestUser) =>
      second.app.inject({ method: 'GET', url, headers: user.auth }).then((res) => res.json());
    const openIds = async () =>
      (await onSecond('/workers/jobs/worker?limit=100', yasa)).map((j: { _id: string }) => j._id);
    // Both now kept in the second process's memory.
    expect(await onSecond('/profile/wallet', poster)).toEqual({ amount: 100_000, withdrawable: 0 });
    const before = await openIds();

    const jobId = await createNitipJob(first.app, poster);
    expect(before).not.toContain(jobId);
    const since = Date.now();
    while (
      (!(await openIds()).includes(jobId) ||
        (await onSecond('/profile/wallet', poster)).amount === 100_000) &&
      Date.now() - since < 2000
    ) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await openIds()).toContain(jobId);
    expect((await onSecond('/profile/wallet', poster)).amount).toBeLessThan(100_000);
    expect(Date.now() - since).toBeLessThan(1000);
  });

  it('deliver a chat message from a client of one to a client of the other', async () => {
    const jobId = await createAssignedJob(first.app, jalu, yasa);

    const onFirst = await connect(firstUrl, jalu);
    const onSecond = await connect(secondUrl, yasa);
    expect((await onFirst.emitWithAck('join_room', jobId)).ok).toBe(true);
    expect((await onSecond.emitWithAck('join_room', jobId)).ok).toBe(true);

    const received = nextEvent<{ message: string; senderId: string }>(onSecond, 'receive_message');
    await onFirst.emitWithAck('send_message', { room: jobId, message: 'Dari server satu' });
    expect(await received).toMatchObject({ message: 'Dari server satu', senderId: jalu.id });

    // The first client also hears its own message echoed: wait for the reply itself.
    const back = nextEvent<{ message: string; senderId: string }>(
      onFirst,
      'receive_message',
      5000,
      (m) => m.senderId === yasa.id,
    );
    await onSecond.emitWithAck('send_message', { room: jobId, message: 'Balasan dari server dua' });
    expect((await back).message).toBe('Balasan dari server dua');
  });

  it('deliver every message of a burst across processes, in order, a long one included', async () => {
    // Messages sent together cross in shared notifications of at most ~7 KB: a burst from
    // several rooms at once, with a message of 2000 three-byte characters among them.
    const pairs = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const [client, worker] = await Promise.all([
          readyJalu(first.app, 100_000),
          readyYasa(first.app),
        ]);
        const jobId = await createAssignedJob(first.app, client, worker);
        const sender = await connect(firstUrl, client);
        const receiver = await connect(secondUrl, worker);
        expect((await sender.emitWithAck('join_room', jobId)).ok).toBe(true);
        expect((await receiver.emitWithAck('join_room', jobId)).ok).toBe(true);
        return { jobId, sender, receiver };
      }),
    );
    const texts = ['satu', '€'.repeat(2000), 'tiga', 'empat'];
    const heard = pairs.map(({ receiver }) => {
      const messages: string[] = [];
      receiver.on('receive_message', (m: { message: string }) => messages.push(m.message));
      return messages;
    });
    const answers = await Promise.all(
      pairs.flatMap(({ jobId, sender }) =>
        texts.map((message) => sender.emitWithAck('send_message', { room: jobId, message })),
      ),
    );
    expect(answers.every((a: { ok: boolean }) => a.ok)).toBe(true);
    const since = Date.now();
    while (heard.some((m) => m.length < texts.length) && Date.now() - since < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const messages of heard) expect(messages).toEqual(texts);
  });

  it('wait for the disk on every commit except chat messages and notifications', async () => {
    const setting = async (db: DatabaseHandle['db']) =>
      (
        (await db.execute(sql`SHOW synchronous_commit`)) as unknown as {
          rows: { synchronous_commit: string }[];
        }
      ).rows[0]!.synchronous_commit;
    // Money, jobs and accounts: durable before they are answered.
    expect(await setting(secondDatabase.db)).toBe('on');
    // A chat message may be lost with the last ~0.6 s before a crash of PostgreSQL itself.
    expect(await setting(secondDatabase.chatDb)).toBe('off');
    const { rows } = await secondDatabase.adapterPool!.query('SHOW synchronous_commit');
    expect(rows[0].synchronous_commit).toBe('off');
  });

  it("put the Jalu's open chat on one in the chat with the next Yasa accepted on the other", async () => {
    const leaver = await readyYasa(first.app);
    const jobId = await createAssignedJob(first.app, jalu, leaver);
    const page = await connect(secondUrl, jalu);
    expect((await page.emitWithAck('join_room', jobId)).ok).toBe(true);
    expect((await backOut(first.app, leaver, jobId)).statusCode).toBe(200);
    const next = await readyYasa(first.app);
    await apply(first.app, next, jobId);
    expect((await accept(first.app, jalu, jobId, next.id)).statusCode).toBe(200);

    const fromNext = await connect(firstUrl, next);
    expect((await fromNext.emitWithAck('join_room', jobId)).ok).toBe(true);
    const heard = nextEvent<{ message: string }>(page, 'receive_message');
    await fromNext.emitWithAck('send_message', { room: jobId, message: 'Halo, saya Yasa baru' });
    expect((await heard).message).toBe('Halo, saya Yasa baru');
  });

  it('deliver live updates to a user connected to the other process', async () => {
    const worker = await readyYasa(first.app);
    const socket = await connect(secondUrl, worker);
    const accepted = nextEvent(socket, 'job_accepted');
    await createAssignedJob(first.app, jalu, worker);
    expect(await accepted).toMatchObject({ jobId: expect.any(String) });
  });
});
