import { SAFETY_MESSAGES } from '@bantuin/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messages } from '../src/db/schema.js';
import { createTestAdmin, type TestAdmin } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';
import type { TestUser } from './support/factories.js';
import {
  accept,
  apply,
  createAssignedJob,
  createNitipJob,
  readyJalu,
  readyYasa,
} from './support/jobs.js';
import { closeSockets, connect, listen } from './support/sockets.js';

let t: TestApp;
let url: string;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  admin = await createTestAdmin(t.app, t.database.db);
});
afterEach(() => closeSockets());
afterAll(() => t.close());

type Answer = { ok: boolean; code?: string };

const block = (user: TestUser, other: string) =>
  t.app.inject({ method: 'PUT', url: `/blocks/${other}`, headers: user.auth });
const unblock = (user: TestUser, other: string) =>
  t.app.inject({ method: 'DELETE', url: `/blocks/${other}`, headers: user.auth });
const report = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/reports', headers: user.auth, payload });
const waiting = async (jalu: TestUser, jobId: string) =>
  (await t.app.inject({ method: 'GET', url: `/clients/jobs/${jobId}/workers`, headers: jalu.auth }))
    .json<{ workers: Array<{ userId: string }> }>()
    .workers.map((w) => w.userId);

describe('Blokir', () => {
  it('a Jalu blocking a Yasa withdraws their open applications and refuses apply and accept', async () => {
    const jalu = await readyJalu(t.app, 500_000);
    const yasa = await readyYasa(t.app);
    const first = await createNitipJob(t.app, jalu);
    const second = await createNitipJob(t.app, jalu);
    expect((await apply(t.app, yasa, first)).statusCode).toBe(201);
    expect((await apply(t.app, yasa, second)).statusCode).toBe(201);

    const blocked = await block(jalu, yasa.id);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toEqual({ withdrawnApplications: 2 });
    expect(await waiting(jalu, first)).not.toContain(yasa.id);
    // Blocking twice changes nothing.
    expect((await block(jalu, yasa.id)).json()).toEqual({ withdrawnApplications: 0 });

    const again = await apply(t.app, yasa, first);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'BLOCKED' });
    const accepted = await accept(t.app, jalu, first, yasa.id);
    expect(accepted.statusCode).toBe(400); // no longer an applicant
    const third = await createNitipJob(t.app, jalu);
    expect((await apply(t.app, yasa, third)).json().code).toBe('BLOCKED');

    const list = await t.app.inject({ method: 'GET', url: '/blocks', headers: jalu.auth });
    expect(list.json()).toEqual([expect.objectContaining({ userId: yasa.id })]);

    expect((await unblock(jalu, yasa.id)).statusCode).toBe(204);
    expect((await apply(t.app, yasa, third)).statusCode).toBe(201);
    expect(
      (await t.app.inject({ method: 'GET', url: '/blocks', headers: jalu.auth })).json(),
    ).toEqual([]);
  });

  it("hides the other one's open jobs from every list and refuses their page, either way, until unblocked", async () => {
    const jalu = await readyJalu(t.app, 500_000);
    const neighbour = await readyJalu(t.app, 500_000);
    const yasa = await readyYasa(t.app);
    const other = await readyYasa(t.app);
    const seen = [
      await createNitipJob(t.app, neighbour),
      await createNitipJob(t.app, neighbour),
    ].reverse();
    // The newest open jobs of all: a page of two would be only theirs.
    const hidden = [
      await createNitipJob(t.app, jalu),
      await createNitipJob(t.app, jalu),
      await createNitipJob(t.app, jalu),
    ];
    const list = async (who: TestUser, query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/workers/jobs/worker?${query}`,
        headers: who.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Array<{ _id: string }>>().map((job) => job._id);
    };
    const page = (who: TestUser, jobId: string) =>
      t.app.inject({ method: 'GET', url: `/jobs/${jobId}`, headers: who.auth });
    const everyList = ['limit=100', 'limit=100&sort=soonest', 'limit=100&near=-6.26,106.81'];

    expect(await list(yasa, 'limit=2')).toEqual(hidden.slice(1).reverse());
    for (const blocker of [jalu, yasa]) {
      const counterpart = blocker === jalu ? yasa : jalu;
      expect((await block(blocker, counterpart.id)).statusCode).toBe(200);
      // Another Yasa reads the page first: the blocked one is then served that (cached) page,
      // which did not read their blocks.
      expect(await list(other, 'limit=2')).toEqual(hidden.slice(1).reverse());
      // The page is filled from the jobs after the hidden ones, so a full page is not the last.
      expect(await list(yasa, 'limit=2')).toEqual(seen);
      for (const query of everyList) {
        const ids = await list(yasa, query);
        expect(
          ids.filter((id) => hidden.includes(id)),
          query,
        ).toEqual([]);
        expect(ids, query).toEqual(expect.arrayContaining(seen));
        // Another Yasa is not concerned.
        expect(await list(other, query), query).toEqual(expect.arrayContaining(hidden));
      }
      const refused = await page(yasa, hidden[0]!);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'BLOCKED', message: SAFETY_MESSAGES.blockedJob });
      expect((await apply(t.app, yasa, hidden[0]!)).json().code).toBe('BLOCKED');
      expect((await page(other, hidden[0]!)).json().actions).toContain('apply');

      expect((await unblock(blocker, counterpart.id)).statusCode).toBe(204);
      expect(await list(yasa, 'limit=2')).toEqual(hidden.slice(1).reverse());
      expect((await page(yasa, hidden[0]!)).json().actions).toContain('apply');
    }
  });

  it('a Yasa blocking a Jalu: the Jalu cannot accept them, and they cannot apply', async () => {
    const jalu = await readyJalu(t.app, 500_000);
    const yasa = await readyYasa(t.app);
    const jobId = await createNitipJob(t.app, jalu);
    expect((await apply(t.app, yasa, jobId)).statusCode).toBe(201);
    expect((await block(yasa, jalu.id)).json()).toEqual({ withdrawnApplications: 1 });
    expect((await apply(t.app, yasa, jobId)).json().code).toBe('BLOCKED');
    expect((await accept(t.app, jalu, jobId, yasa.id)).statusCode).toBe(400);
  });

  it('refuses accepting a blocked applicant whose application still stands (race window)', async () => {
    const jalu = await readyJalu(t.app, 500_000);
    const yasa = await readyYasa(t.app);
    const jobId = await createNitipJob(t.app, jalu);
    expect((await apply(t.app, yasa, jobId)).statusCode).toBe(201);
    // A block row written without the service (as if it committed between the two reads).
    const { blocks } = await import('../src/db/schema.js');
    await t.database.db.insert(blocks).values({ blockerId: yasa.id, blockedId: jalu.id });
    const accepted = await accept(t.app, jalu, jobId, yasa.id);
    expect(accepted.statusCode).toBe(403);
    expect(accepted.json().code).toBe('BLOCKED');
  });

  it('stops the chat on the socket both ways', async () => {
    const jalu = await readyJalu(t.app, 500_000);
    const yasa = await readyYasa(t.app);
    const jobId = await createAssignedJob(t.app, jalu, yasa);
    const jaluSocket = await connect(url, jalu);
    const yasaSocket = await connect(url, yasa);
    await jaluSocket.emitWithAck('join_room', jobId);
    await yasaSocket.emitWithAck('join_room', jobId);
    const before: Answer = await yasaSocket.emitWithAck('send_message', {
      room: jobId,
      message: 'Halo, saya berangkat',
    });
    expect(before.ok).toBe(true);
    expect((await block(jalu, yasa.id)).statusCode).toBe(200);
    for (const socket of [yasaSocket, jaluSocket]) {
      const refused: Answer = await socket.emitWithAck('send_message', {
        room: jobId,
        message: 'Masih di sana?',
      });
      expect(refused).toMatchObject({ ok: false, code: 'BLOCKED' });
    }
    const stored = await t.database.db.select().from(messages);
    expect(stored.filter((m) => m.message === 'Masih di sana?')).toHaveLength(0);
  });

  it('refuses blocking oneself, an admin or nobody; members only', async () => {
    const jalu = await readyJalu(t.app, 0);
    expect((await block(jalu, jalu.id)).statusCode).toBe(400);
    expect((await block(jalu, admin.id)).statusCode).toBe(404);
    expect((await block(jalu, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await block(jalu, 'bukan-id')).statusCode).toBe(400);
    const asAdmin = await t.app.inject({
      method: 'PUT',
      url: `/blocks/${jalu.id}`,
      headers: admin.auth,
    });
    expect(asAdmin.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/blocks' })).statusCode).toBe(401);
  });
});

describe('Laporkan', () => {
  it('reports a person, a job and a message; one open report per target; the admin queue', async () => {
    const jalu = await readyJalu(t.app, 500_000);
    const yasa = await readyYasa(t.app);
    const jobId = await createAssignedJob(t.app, jalu, yasa);
    const socket = await connect(url, jalu);
    await socket.emitWithAck('join_room', jobId);
    const sent: { ok: boolean; data: { _id: string } } = await socket.emitWithAck('send_message', {
      room: jobId,
      message: 'Transfer dulu ke rekening pribadi saya ya',
    });
    const text = 'Dia meminta transfer di luar aplikasi.';

    const person = await report(jalu, {
      targetType: 'user',
      targetId: yasa.id,
      reason: 'penipuan',
      text,
    });
    expect(person.statusCode, person.body).toBe(201);
    const twice = await report(jalu, {
      targetType: 'user',
      targetId: yasa.id,
      reason: 'lainnya',
      text,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('REPORT_OPEN');
    const job = await report(yasa, { targetType: 'job', targetId: jobId, reason: 'lainnya', text });
    expect(job.statusCode, job.body).toBe(201);
    const message = await report(yasa, {
      targetType: 'message',
      targetId: sent.data._id,
      reason: 'penipuan',
      text,
    });
    expect(message.statusCode, message.body).toBe(201);
    // Not one's own message; not a chat one is not in.
    expect(
      (
        await report(jalu, {
          targetType: 'message',
          targetId: sent.data._id,
          reason: 'lainnya',
          text,
        })
      ).statusCode,
    ).toBe(400);
    const stranger = await readyYasa(t.app);
    expect(
      (
        await report(stranger, {
          targetType: 'message',
          targetId: sent.data._id,
          reason: 'lainnya',
          text,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await report(jalu, { targetType: 'user', targetId: yasa.id, reason: 'x', text })).statusCode,
    ).toBe(400);

    const queue = await t.app.inject({
      method: 'GET',
      url: '/admin/reports?status=open',
      headers: admin.auth,
    });
    expect(queue.statusCode).toBe(200);
    const entry = queue
      .json<
        Array<{
          _id: string;
          targetType: string;
          messageText: string | null;
          reported: { _id: string };
          jobId: string | null;
        }>
      >()
      .find((r) => r.targetType === 'message' && r.jobId === jobId);
    expect(entry).toMatchObject({
      messageText: 'Transfer dulu ke rekening pribadi saya ya',
      reported: { _id: jalu.id },
    });

    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/admin/reports/${person.json()._id}`,
      headers: admin.auth,
      payload: { status: 'closed', note: 'Sudah dihubungi, akun diawasi' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      status: 'closed',
      note: 'Sudah dihubungi, akun diawasi',
      handledBy: { _id: admin.id },
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, person.json()._id));
    expect(audit.map((a) => a.action)).toEqual(['report.updated']);
    // Closed: the same reporter may report again.
    expect(
      (await report(jalu, { targetType: 'user', targetId: yasa.id, reason: 'penipuan', text }))
        .statusCode,
    ).toBe(201);
  });

  it('admin routes are for admins only; reporting is for members only', async () => {
    const jalu = await readyJalu(t.app, 0);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', '/admin/reports'],
      ['PATCH', `/admin/reports/${id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: path,
        headers: jalu.auth,
        payload: { status: 'closed' },
      });
      expect(res.statusCode).toBe(403);
    }
    const missing = await t.app.inject({
      method: 'PATCH',
      url: `/admin/reports/${id}`,
      headers: admin.auth,
      payload: { status: 'closed' },
    });
    expect(missing.statusCode).toBe(404);
    const asAdmin = await t.app.inject({
      method: 'POST',
      url: '/reports',
      headers: admin.auth,
      payload: {
        targetType: 'user',
        targetId: jalu.id,
        reason: 'lainnya',
        text: 'sepuluh karakter',
      },
    });
    expect(asAdmin.statusCode).toBe(403);
  });
});
