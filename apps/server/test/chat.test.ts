import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema.js';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import type { TestUser } from './support/factories.js';
import {
  accept,
  apply,
  confirmDone,
  createAssignedJob,
  createNitipJob,
  readyJalu,
  readyYasa,
  sendProof,
} from './support/jobs.js';
import { backOut } from './support/lifecycle.js';
import { closeSockets, collect, connect, listen, nextEvent } from './support/sockets.js';

let t: TestApp;
let url: string;
let jalu: TestUser;
let yasa: TestUser;
let otherJalu: TestUser;
let otherYasa: TestUser;
let jobId: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  [jalu, yasa, otherJalu, otherYasa] = await Promise.all([
    readyJalu(t.app, 1_000_000),
    readyYasa(t.app),
    readyJalu(t.app, 0),
    readyYasa(t.app),
  ]);
  jobId = await createAssignedJob(t.app, jalu, yasa);
});
afterEach(() => closeSockets());
afterAll(() => t.close());

type Answer = { ok: boolean; code?: string; message?: string; data?: Record<string, unknown> };

describe('connecting', () => {
  it('is refused without a token or with a bad one', async () => {
    await expect(connect(url)).rejects.toMatchObject({
      message: 'Silakan masuk terlebih dahulu',
      data: { code: 'UNAUTHENTICATED' },
    });
    await expect(connect(url, { token: 'bukan-token' })).rejects.toMatchObject({
      data: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('a token that expires', () => {
  it('disconnects the socket when its token expires', async () => {
    // A token of the Jalu's own session (every token names one), expiring in 2 s.
    const [session] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, jalu.id))
      .limit(1);
    const token = await new SignJWT({ role: 'jalu', sid: session!.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(jalu.id)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const socket = await connect(url, { token });
    const answer: Answer = await socket.emitWithAck('join_room', jobId);
    expect(answer.ok).toBe(true);
    const reason = await nextEvent<string>(socket, 'disconnect', 5000);
    expect(reason).toBe('io server disconnect');
    expect(socket.connected).toBe(false);
  });

  it('refuses a socket for a user that does not exist', async () => {
    const token = await new SignJWT({ role: 'jalu' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('4b1d1b9e-5d5c-4a3e-9b1e-2f2f6f0c0a11')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    await expect(connect(url, { token })).rejects.toMatchObject({
      data: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('joining a job’s room', () => {
  it('lets the Jalu and the assigned Yasa in, with both profiles and the job', async () => {
    for (const member of [jalu, yasa]) {
      const socket = await connect(url, member);
      const joined = nextEvent<Record<string, unknown>>(socket, 'joined_room');
      const answer: Answer = await socket.emitWithAck('join_room', jobId);
      expect(answer.ok).toBe(true);
      expect(await joined).toEqual({
        chats: { _id: expect.any(String), contents: expect.any(Array) },
        clientProfile: {
          _id: jalu.id,
          name: expect.stringMatching(/^Jalu /),
          profilePicture: null,
        },
        workerProfile: {
          _id: yasa.id,
          name: expect.stringMatching(/^Yasa /),
          profilePicture: null,
        },
        currJob: {
          _id: jobId,
          title: expect.any(String),
          clientId: jalu.id,
          workerId: yasa.id,
          chatId: expect.any(String),
        },
        closed: false,
      });
    }
  });

  it('refuses another Jalu and another Yasa, who then can neither read nor write', async () => {
    const member = await connect(url, jalu);
    await member.emitWithAck('join_room', jobId);
    const memberSees = collect(member, 'receive_message');

    for (const stranger of [otherJalu, otherYasa]) {
      const socket = await connect(url, stranger);
      const refused = nextEvent<{ code: string }>(socket, 'chat_error');
      const answer: Answer = await socket.emitWithAck('join_room', jobId);
      expect(answer).toMatchObject({ ok: false, code: 'NOT_FOUND' });
      expect((await refused).code).toBe('NOT_FOUND');

      const heard = collect(socket, 'receive_message');
      const write: Answer = await socket.emitWithAck('send_message', {
        room: jobId,
        message: 'halo',
      });
      expect(write).toMatchObject({ ok: false, code: 'NOT_JOINED' });
      await member.emitWithAck('send_message', { room: jobId, message: 'rahasia' });
      // A round trip on the stranger's own connection after the broadcast: anything sent to it
      // before has arrived by the time the answer does.
      const again: Answer = await socket.emitWithAck('join_room', jobId);
      expect(again).toMatchObject({ ok: false, code: 'NOT_FOUND' });
      expect(heard).toEqual([]);
    }
    // The member did get the messages, so the strangers' silence is not a broken broadcast.
    await vi.waitFor(() =>
      expect(memberSees.map((m) => (m as { message: string }).message)).toEqual([
        'rahasia',
        'rahasia',
      ]),
    );
  });

  it('refuses a room for an open job (no chat yet) and a malformed id', async () => {
    const openJob = await createNitipJob(t.app, jalu);
    const socket = await connect(url, jalu);
    expect(await socket.emitWithAck('join_room', openJob)).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await socket.emitWithAck('join_room', { $ne: null })).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
    });
  });
});

describe('messages', () => {
  // The send limit counts per person: each test talks as a pair of its own.
  beforeEach(async () => {
    [jalu, yasa] = await Promise.all([readyJalu(t.app, 1_000_000), readyYasa(t.app)]);
    jobId = await createAssignedJob(t.app, jalu, yasa);
  });

  it('refuses a NUL byte or other control character with its validation error', async () => {
    const socket = await connect(url, jalu);
    await socket.emitWithAck('join_room', jobId);
    for (const message of ['a\u0000b', 'bel\u0007']) {
      const answer: Answer = await socket.emitWithAck('send_message', { room: jobId, message });
      expect(answer).toMatchObject({ ok: false, code: 'VALIDATION_ERROR' });
    }
    const fine: Answer = await socket.emitWithAck('send_message', {
      room: jobId,
      message: 'baris satu\nbaris dua\tok',
    });
    expect(fine.ok).toBe(true);
  });

  it('reach the other member in real time, from the real sender, and persist', async () => {
    const fromJalu = await connect(url, jalu);
    const toYasa = await connect(url, yasa);
    await fromJalu.emitWithAck('join_room', jobId);
    await toYasa.emitWithAck('join_room', jobId);

    const received = nextEvent<Record<string, unknown>>(toYasa, 'receive_message');
    const answer: Answer = await fromJalu.emitWithAck('send_message', {
      room: jobId,
      message: '  Pagarnya warna hijau ya  ',
      senderId: yasa.id,
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(answer.ok).toBe(true);
    const message = await received;
    expect(message).toEqual({
      _id: expect.any(String),
      room: jobId,
      senderId: jalu.id,
      message: 'Pagarnya warna hijau ya',
      createdAt: expect.any(String),
    });
    expect(Date.now() - Date.parse(message.createdAt as string)).toBeLessThan(60_000);

    const again = await connect(url, yasa);
    const rejoined = nextEvent<{ chats: { contents: Array<{ _id: string }> } }>(
      again,
      'joined_room',
    );
    await again.emitWithAck('join_room', jobId);
    expect((await rejoined).chats.contents.at(-1)?._id).toBe(message._id);
  });

  it.each([
    ['an empty message', ''],
    ['only spaces', '   \n  '],
    ['a 2001-character message', 'x'.repeat(2001)],
    ['a number', 42],
  ])('refuses %s', async (_what, text) => {
    const socket = await connect(url, yasa);
    await socket.emitWithAck('join_room', jobId);
    const answer: Answer = await socket.emitWithAck('send_message', { room: jobId, message: text });
    expect(answer).toMatchObject({ ok: false, code: 'VALIDATION_ERROR' });
  });

  it('allows at most 5 messages a second per person, over all their sockets', async () => {
    const [socket, other] = [await connect(url, yasa), await connect(url, yasa)];
    await socket.emitWithAck('join_room', jobId);
    await other.emitWithAck('join_room', jobId);
    // Let the window of the earlier tests' messages pass.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const answers: Answer[] = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? other : socket).emitWithAck('send_message', {
          room: jobId,
          message: `cepat ${i}`,
        }),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 'RATE_LIMITED')).toHaveLength(3);
  });

  it('keeps at most 5 sockets per person, closing the oldest', async () => {
    const worker = await readyYasa(t.app);
    const sockets: Awaited<ReturnType<typeof connect>>[] = [];
    for (let i = 0; i < 6; i++) sockets.push(await connect(url, worker));
    await vi.waitFor(() => expect(sockets[0]!.connected).toBe(false), { timeout: 3000 });
    expect(sockets.slice(1).every((s) => s.connected)).toBe(true);
  });

  it('pages older messages over HTTP for members only', async () => {
    const chatJob = await createAssignedJob(t.app, jalu, yasa);
    const socket = await connect(url, jalu);
    await socket.emitWithAck('join_room', chatJob);
    for (let i = 0; i < 3; i++) {
      await socket.emitWithAck('send_message', { room: chatJob, message: `pesan ${i}` });
    }
    const get = (query: string, user?: TestUser) =>
      t.app.inject({
        method: 'GET',
        url: `/jobs/${chatJob}/chat${query}`,
        headers: user?.auth ?? {},
      });
    const newest = (await get('?limit=2', yasa)).json();
    expect(newest.map((m: { message: string }) => m.message)).toEqual(['pesan 2', 'pesan 1']);
    const older = (await get(`?limit=2&before=${newest[1]._id}`, yasa)).json();
    expect(older.map((m: { message: string }) => m.message)).toEqual(['pesan 0']);
    expect((await get('', otherJalu)).statusCode).toBe(404);
    expect((await get('', otherYasa)).statusCode).toBe(404);
    expect((await get('')).statusCode).toBe(401);
  });
});

describe('live updates', () => {
  it('tells the Jalu about applicants and proofs, and the Yasa about acceptance and payment', async () => {
    const client = await readyJalu(t.app, 100_000);
    const worker = await readyYasa(t.app);
    const jaluSocket = await connect(url, client);
    const yasaSocket = await connect(url, worker);
    const job = await createNitipJob(t.app, client);

    const applicant = nextEvent(jaluSocket, 'job_applicant');
    await apply(t.app, worker, job);
    expect(await applicant).toEqual({ jobId: job });

    const accepted = nextEvent(yasaSocket, 'job_accepted');
    await t.app.inject({
      method: 'PATCH',
      url: `/clients/jobs/${job}/${worker.id}`,
      headers: client.auth,
    });
    expect(await accepted).toEqual({ jobId: job });

    const proof = nextEvent(jaluSocket, 'job_proof');
    await sendProof(t.app, worker, job);
    expect(await proof).toEqual({ jobId: job });

    const paid = nextEvent(yasaSocket, 'job_paid');
    await confirmDone(t.app, client, job);
    expect(await paid).toEqual({ jobId: job });
  });
});

describe('who may send', () => {
  it('stops a Yasa who backed out from sending, even after joining and sending', async () => {
    const job = await createAssignedJob(t.app, jalu, yasa);
    const socket = await connect(url, yasa);
    expect(((await socket.emitWithAck('join_room', job)) as Answer).ok).toBe(true);
    const first: Answer = await socket.emitWithAck('send_message', { room: job, message: 'Halo' });
    expect(first.ok).toBe(true);

    // The permission the join gave must not outlive the back-out.
    expect((await backOut(t.app, yasa, job)).statusCode).toBe(200);
    const answer: Answer = await socket.emitWithAck('send_message', {
      room: job,
      message: 'Masih bisa?',
    });
    expect(answer).toMatchObject({ ok: false, code: 'CHAT_CLOSED' });
  });

  it("keeps the Jalu's chat with the next Yasa from a Yasa who backed out and stayed connected", async () => {
    const job = await createAssignedJob(t.app, jalu, yasa);
    const leaver = await connect(url, yasa);
    expect(((await leaver.emitWithAck('join_room', job)) as Answer).ok).toBe(true);
    const overheard = collect(leaver, 'receive_message');
    expect((await backOut(t.app, yasa, job)).statusCode).toBe(200);
    // Joining again shows them their own conversation, closed, and nothing newer.
    const rejoined = (await leaver.emitWithAck('join_room', job)) as Answer;
    expect(rejoined).toMatchObject({ ok: true, data: { closed: true } });

    await apply(t.app, otherYasa, job);
    expect((await accept(t.app, jalu, job, otherYasa.id)).statusCode).toBe(200);
    const fromJalu = await connect(url, jalu);
    const toNext = await connect(url, otherYasa);
    expect(((await fromJalu.emitWithAck('join_room', job)) as Answer).ok).toBe(true);
    expect(((await toNext.emitWithAck('join_room', job)) as Answer).ok).toBe(true);
    const received = nextEvent<{ message: string }>(toNext, 'receive_message');
    await fromJalu.emitWithAck('send_message', { room: job, message: 'Kodenya 4821 ya' });
    expect((await received).message).toBe('Kodenya 4821 ya');
    // Delivered to the room's local sockets in one go: had the leaver been in it, they would
    // have had the message by now.
    expect(overheard).toEqual([]);
  });

  it("lets the Jalu's page, still open from before the back-out, hear the next Yasa", async () => {
    const job = await createAssignedJob(t.app, jalu, yasa);
    const page = await connect(url, jalu);
    expect(((await page.emitWithAck('join_room', job)) as Answer).ok).toBe(true);
    expect((await backOut(t.app, yasa, job)).statusCode).toBe(200);
    const next = await readyYasa(t.app);
    await apply(t.app, next, job);
    expect((await accept(t.app, jalu, job, next.id)).statusCode).toBe(200);

    const toNext = await connect(url, next);
    expect(((await toNext.emitWithAck('join_room', job)) as Answer).ok).toBe(true);
    const heard = nextEvent<{ message: string; room: string }>(page, 'receive_message');
    await toNext.emitWithAck('send_message', { room: job, message: 'Saya berangkat sekarang' });
    expect(await heard).toMatchObject({ message: 'Saya berangkat sekarang', room: job });
  });

  it('closes the chat for both sides once the job ends: history readable, no new message', async () => {
    const job = await createAssignedJob(t.app, jalu, yasa);
    const socket = await connect(url, jalu);
    expect(((await socket.emitWithAck('join_room', job)) as Answer).ok).toBe(true);
    await sendProof(t.app, yasa, job);
    expect((await confirmDone(t.app, jalu, job)).statusCode).toBe(200);

    for (const user of [jalu, yasa]) {
      const member = await connect(url, user);
      const joined: Answer = await member.emitWithAck('join_room', job);
      expect(joined).toMatchObject({ ok: true, data: { closed: true } });
      const sent: Answer = await member.emitWithAck('send_message', { room: job, message: 'Hai' });
      expect(sent).toMatchObject({ ok: false, code: 'CHAT_CLOSED' });
    }
  });
});
