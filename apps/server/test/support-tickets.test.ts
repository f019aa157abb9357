import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, sandboxMails, supportTickets } from '../src/db/schema.js';
import { createTestAdmin, type TestAdmin } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';
import { createNitipJob, readyJalu } from './support/jobs.js';
import { waitFor } from './support/notifications.js';

let t: TestApp;
let admin: TestAdmin;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const open = (user: { auth: Record<string, string> }, payload: object) =>
  t.app.inject({ method: 'POST', url: '/support/tickets', headers: user.auth, payload });
const mine = (user: TestUser) =>
  t.app.inject({ method: 'GET', url: '/support/tickets', headers: user.auth });
const queue = (query = '') =>
  t.app.inject({ method: 'GET', url: `/admin/tickets${query}`, headers: admin.auth });
const replyTo = (id: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/tickets/${id}/reply`,
    headers: admin.auth,
    payload,
  });

const QUESTION = { subject: 'Saldo belum masuk', text: 'Penarikan saya kemarin belum masuk.' };

describe("'Hubungi kami'", () => {
  it('opens a ticket for a Jalu and a Yasa; the admin queue lists them oldest open first', async () => {
    const jalu = await createUser(t.app, 'jalu');
    const yasa = await createUser(t.app, 'yasa');
    const first = await open(jalu, QUESTION);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ ...QUESTION, status: 'open', reply: null, jobId: null });
    const second = await open(yasa, { subject: 'Verifikasi', text: 'Berapa lama verifikasi KTP?' });
    expect(second.statusCode).toBe(201);

    const list = await queue('?limit=100');
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json<Array<{ _id: string; user: { role: string } }>>().map((x) => x._id);
    expect(ids.indexOf(first.json()._id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.json()._id)).toBeLessThan(ids.indexOf(second.json()._id));
    const mineNow = await mine(jalu);
    expect(mineNow.json()).toHaveLength(1);
    expect(mineNow.json()[0]._id).toBe(first.json()._id);
  });

  it('refuses bad input and another person’s job, and changes nothing', async () => {
    const jalu = await readyJalu(t.app);
    const other = await createUser(t.app, 'jalu');
    const jobId = await createNitipJob(t.app, jalu);
    for (const payload of [
      {},
      { subject: 'x', text: 'cukup panjang teksnya' },
      { subject: 'Judul', text: 'pendek' },
      { ...QUESTION, jobId: 'bukan-uuid' },
    ]) {
      const res = await open(other, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    const foreign = await open(other, { ...QUESTION, jobId });
    expect(foreign.statusCode).toBe(404);
    expect((await mine(other)).json()).toHaveLength(0);
    const own = await open(jalu, { ...QUESTION, jobId });
    expect(own.statusCode).toBe(201);
    expect(own.json().jobId).toBe(jobId);
  });

  it('the answer reaches the person in-app and by email, is audited, and closing ends the ticket', async () => {
    const yasa = await createUser(t.app, 'yasa');
    const id = (await open(yasa, QUESTION)).json<{ _id: string }>()._id;
    const answered = await replyTo(id, { text: 'Sudah kami cek: dana masuk hari ini.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      status: 'answered',
      reply: 'Sudah kami cek: dana masuk hari ini.',
      repliedBy: { _id: admin.id },
      user: { _id: yasa.id, role: 'yasa' },
    });
    expect((await mine(yasa)).json()[0]).toMatchObject({
      status: 'answered',
      reply: 'Sudah kami cek: dana masuk hari ini.',
    });
    const inbox = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, yasa.id));
    expect(inbox.map((n) => n.kind)).toContain('support_ticket_answered');
    const mail = await waitFor(async () =>
      (await t.database.db.select().from(sandboxMails).where(eq(sandboxMails.to, yasa.email))).find(
        (m) => m.subject.startsWith('Pertanyaanmu sudah dijawab'),
      ),
    );
    expect(mail.text).toContain('Saldo belum masuk');
    expect(mail.text).toContain('/yasa/bantuan');

    const closed = await t.app.inject({
      method: 'POST',
      url: `/admin/tickets/${id}/close`,
      headers: admin.auth,
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect((await queue('?limit=100')).json().map((x: { _id: string }) => x._id)).not.toContain(id);
    expect(
      (await queue('?status=closed&limit=100')).json().map((x: { _id: string }) => x._id),
    ).toContain(id);
    const late = await replyTo(id, { text: 'Lagi' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('TICKET_CLOSED');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(['ticket.closed', 'ticket.replied']);
  });

  it('answers and closes at once; unknown ids are 404, bad ids 400', async () => {
    const jalu = await createUser(t.app, 'jalu');
    const id = (await open(jalu, QUESTION)).json<{ _id: string }>()._id;
    const res = await replyTo(id, { text: 'Selesai ya.', close: true });
    expect(res.json()).toMatchObject({ status: 'closed', reply: 'Selesai ya.' });
    expect((await replyTo('00000000-0000-4000-8000-000000000000', { text: 'x' })).statusCode).toBe(
      404,
    );
    expect((await replyTo('abc', { text: 'x' })).statusCode).toBe(400);
    expect((await replyTo(id, { text: '' })).statusCode).toBe(400);
  });

  it('authorises every route for every role', async () => {
    const jalu = await createUser(t.app, 'jalu');
    const yasa = await createUser(t.app, 'yasa');
    const id = (await open(jalu, QUESTION)).json<{ _id: string }>()._id;
    const adminRoutes = [
      ['GET', '/admin/tickets'],
      ['POST', `/admin/tickets/${id}/reply`],
      ['POST', `/admin/tickets/${id}/close`],
    ] as const;
    for (const [method, url] of adminRoutes) {
      for (const user of [jalu, yasa]) {
        const res = await t.app.inject({ method, url, headers: user.auth, payload: { text: 'x' } });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await t.app.inject({ method, url, payload: { text: 'x' } })).statusCode).toBe(401);
    }
    for (const [method, url] of [
      ['GET', '/support/tickets'],
      ['POST', '/support/tickets'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: QUESTION })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method, url, headers: admin.auth, payload: QUESTION })).statusCode,
      ).toBe(403);
    }
    // One person never sees another's tickets.
    expect((await mine(yasa)).json()).toHaveLength(0);
    const [row] = await t.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, id));
    expect(row!.status).toBe('open');
  });

  it('goes with the account: exported to its author, erased on deletion', async () => {
    const jalu = await createUser(t.app, 'jalu');
    const id = (await open(jalu, QUESTION)).json<{ _id: string }>()._id;
    await replyTo(id, { text: 'Jawaban kami.' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/profile/export', headers: jalu.auth }))
        .statusCode,
    ).toBe(202);
    const ready = await waitFor(async () => {
      const status = (
        await t.app.inject({ method: 'GET', url: '/profile/export', headers: jalu.auth })
      ).json<{ status: string; downloadUrl: string | null }>();
      return status.status === 'ready' ? status : null;
    });
    const file = await t.app.inject({ method: 'GET', url: ready.downloadUrl!, headers: jalu.auth });
    const tables = file.json<{ tables: Record<string, Array<Record<string, unknown>>> }>().tables;
    expect(tables.support_tickets).toEqual([
      expect.objectContaining({
        id,
        subject: QUESTION.subject,
        text: QUESTION.text,
        reply: 'Jawaban kami.',
      }),
    ]);
    expect(tables.support_tickets![0]).not.toHaveProperty('replied_by');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/profile',
      headers: jalu.auth,
      payload: { password: jalu.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await t.database.db.select().from(supportTickets).where(eq(supportTickets.userId, jalu.id)),
    ).toHaveLength(0);
  });
});
