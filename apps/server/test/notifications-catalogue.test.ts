import { formatIDR } from '@bantuin/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  disputes,
  notificationDeliveries,
  notifications,
  sandboxMails,
  sandboxWhatsappMessages,
} from '../src/db/schema.js';
import { TRANSITIONS } from '../src/modules/jobs/lifecycle.js';
import { createTestAdmin, type TestAdmin } from './support/admin.js';
import { createTestApp, type TestApp, markPhoneVerified } from './support/app.js';
import type { TestUser } from './support/factories.js';
import {
  accept,
  apply,
  cancel,
  confirmDone,
  createAssignedJob,
  createNitipJob,
  readyJalu,
  readyYasa,
  sendProof,
} from './support/jobs.js';
import {
  answerDispute,
  backOut,
  fileDispute,
  hoursFromNow,
  setJobTimes,
} from './support/lifecycle.js';
import { waitFor } from './support/notifications.js';
import { fundEarnings } from './support/payments.js';
import { decideSandbox, saveAccount, withdrawOk } from './support/payouts.js';

// Every channel in its sandbox (no SMTP, no WhatsApp keys): what a fresh `npm start` runs.
let t: TestApp;
let admin: TestAdmin;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const kindsOf = async (user: TestUser, jobId?: string) => {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, user.id));
  return rows
    .filter((row) => !jobId || (row.data as { jobId?: string }).jobId === jobId)
    .map((row) => row.kind)
    .sort();
};
const waitForKind = (user: TestUser, kind: string, jobId?: string) =>
  waitFor(async () => (await kindsOf(user, jobId)).includes(kind));
/** The mails of the events here (not the 'Verifikasi email' every registration sends). */
const mailsTo = async (user: TestUser) =>
  (await t.database.db.select().from(sandboxMails).where(eq(sandboxMails.to, user.email))).filter(
    (mail) => !mail.subject.startsWith('Verifikasi email'),
  );

describe('the catalogue beside the transition table', () => {
  it('names whom every job action tells, in the transition table itself', () => {
    for (const transition of Object.values(TRANSITIONS)) {
      expect(Array.isArray(transition.notifies)).toBe(true);
    }
    expect(TRANSITIONS.accept.notifies).toContainEqual({ to: 'yasa', kind: 'job_accepted' });
  });

  it('tells applicants, the chosen and the not chosen, the Jalu when a Yasa backs out, and both an hour before', async () => {
    const jalu = await readyJalu(t.app);
    const first = await readyYasa(t.app);
    const second = await readyYasa(t.app);
    // The "starts in 1 hour" reminder falls 4 s from now.
    const scheduledAt = new Date(Date.now() + 3_600_000 + 4000).toISOString();
    const jobId = await createNitipJob(t.app, jalu, { scheduledAt });
    await apply(t.app, first, jobId);
    await apply(t.app, second, jobId);
    expect((await accept(t.app, jalu, jobId, first.id)).statusCode).toBe(200);
    expect(await kindsOf(jalu, jobId)).toEqual(['job_applied', 'job_applied']);
    expect(await kindsOf(first, jobId)).toEqual(['job_accepted']);
    expect(await kindsOf(second, jobId)).toEqual(['job_not_selected']);

    expect((await backOut(t.app, first, jobId)).statusCode).toBe(200);
    expect(await kindsOf(jalu, jobId)).toContain('job_worker_left');
    expect((await accept(t.app, jalu, jobId, second.id)).statusCode).toBe(200);

    // The reminder set for the first Yasa is skipped: the job is no longer theirs.
    await waitForKind(second, 'reminder_job_starts', jobId);
    await waitForKind(jalu, 'reminder_job_starts', jobId);
    expect(await kindsOf(first, jobId)).toEqual(['job_accepted']);
    expect((await kindsOf(jalu, jobId)).filter((k) => k === 'reminder_job_starts')).toHaveLength(1);
  });

  it('tells of the proof, the complaint, its answer and the decision with the split, by email too', async () => {
    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    const jobId = await createAssignedJob(t.app, jalu, yasa, { fee: 30_000 });
    await sendProof(t.app, yasa, jobId);
    await fileDispute(t.app, jalu, jobId);
    await answerDispute(t.app, yasa, jobId);
    const [dispute] = await t.database.db.select().from(disputes).where(eq(disputes.jobId, jobId));
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/admin/disputes/${dispute!.id}/resolve`,
      headers: admin.auth,
      payload: { workerAmount: 10_000, note: 'Dibagi' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(await kindsOf(jalu, jobId)).toEqual(
      ['dispute_answered', 'dispute_resolved', 'job_applied', 'proof_sent'].sort(),
    );
    expect(await kindsOf(yasa, jobId)).toEqual([
      'dispute_filed',
      'dispute_resolved',
      'job_accepted',
    ]);
    const decision = await waitFor(async () =>
      (await mailsTo(yasa)).find((mail) => mail.subject.startsWith('Komplain sudah diputuskan')),
    );
    expect(decision.text).toContain(
      `${formatIDR(10_000)} untuk Yasa, ${formatIDR(20_000)} kembali ke Jalu`,
    );
    expect(decision.text).toContain(`http://localhost:3000/yasa/order/jobs/${jobId}`);
    await waitFor(async () =>
      (await mailsTo(jalu)).find((mail) =>
        mail.subject.startsWith('Bukti pekerjaan sudah dikirim'),
      ),
    );
  });

  it('tells both sides of a late cancellation with the compensation, and the Yasa when paid', async () => {
    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    const lateJob = await createAssignedJob(t.app, jalu, yasa, { fee: 50_000 });
    await setJobTimes(t.database.db, lateJob, { scheduledAt: hoursFromNow(1) });
    expect((await cancel(t.app, jalu, lateJob)).statusCode).toBe(200);
    const [toYasa] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, yasa.id),
          eq(notifications.kind, 'job_cancelled_for_worker'),
        ),
      );
    expect(toYasa!.data).toMatchObject({ jobId: lateJob, compensation: 10_000 });
    const mail = await waitFor(async () =>
      (await mailsTo(yasa)).find((m) => m.subject.startsWith('Pekerjaan dibatalkan')),
    );
    expect(mail.text).toContain(`Kompensasi ${formatIDR(10_000)} sudah masuk ke saldo kamu.`);
    expect(await kindsOf(jalu, lateJob)).toContain('job_cancelled_refund');

    const paidJob = await createAssignedJob(t.app, jalu, yasa, { fee: 30_000 });
    await sendProof(t.app, yasa, paidJob);
    expect((await confirmDone(t.app, jalu, paidJob)).statusCode).toBe(200);
    expect(await kindsOf(yasa, paidJob)).toEqual(['job_accepted', 'job_paid']);
  });

  it('tells both when the payment is released automatically', async () => {
    const quick = await createTestApp({ autoReleaseAfterMs: 0 });
    try {
      const jalu = await readyJalu(quick.app);
      const yasa = await readyYasa(quick.app);
      const jobId = await createAssignedJob(quick.app, jalu, yasa);
      await sendProof(quick.app, yasa, jobId);
      await quick.app.completion.releaseDue();
      const kinds = await quick.database.db
        .select({ kind: notifications.kind, recipientId: notifications.recipientId })
        .from(notifications)
        .where(inArray(notifications.kind, ['auto_released_jalu', 'auto_released_yasa']));
      expect(kinds).toEqual(
        expect.arrayContaining([
          { kind: 'auto_released_jalu', recipientId: jalu.id },
          { kind: 'auto_released_yasa', recipientId: yasa.id },
        ]),
      );
    } finally {
      await quick.close();
    }
  });
});

describe('money and accounts', () => {
  it('mails a withdrawal’s result and a suspension and reinstatement', async () => {
    const yasa = await readyYasa(t.app);
    // Withdrawals take earned money: a Yasa paid for a job.
    const earner = await readyYasa(t.app);
    await fundEarnings(t.app, t.database.db, earner, 200_000);
    expect((await saveAccount(t.app, earner)).statusCode).toBe(200);
    const done = await withdrawOk(t.app, earner, 50_000);
    await decideSandbox(t.app, earner, done._id, 'completed');
    const failed = await withdrawOk(t.app, earner, 60_000);
    await decideSandbox(t.app, earner, failed._id, 'failed');
    await waitFor(async () => {
      const subjects = (await mailsTo(earner)).map((mail) => mail.subject);
      return (
        subjects.includes('Penarikan saldo berhasil · Bantuin') &&
        subjects.includes('Penarikan saldo gagal · Bantuin')
      );
    });

    await t.app.inject({
      method: 'POST',
      url: `/admin/users/${yasa.id}/suspend`,
      headers: admin.auth,
      payload: { reason: 'Akun palsu' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/admin/users/${yasa.id}/reinstate`,
      headers: admin.auth,
    });
    const mails = await waitFor(async () => {
      const all = await mailsTo(yasa);
      return all.length >= 2 ? all : undefined;
    });
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Akun kamu aktif kembali · Bantuin',
      'Akun kamu ditangguhkan · Bantuin',
    ]);
    expect(mails.find((mail) => mail.subject.startsWith('Akun kamu ditangguhkan'))!.text).toContain(
      'ditangguhkan: Akun palsu',
    );
  });

  it('shows the kept mails at the development mailbox', async () => {
    const jalu = await readyJalu(t.app, 77_000);
    await waitFor(async () => (await mailsTo(jalu)).length > 0);
    const page = await t.app.inject({ method: 'GET', url: '/notifications/dev-mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(jalu.email);
    expect(page.body).toContain(`${formatIDR(77_000)} sudah masuk ke saldo kamu.`);
  });

  it('keeps WhatsApp in its sandbox for someone who turned it on, and never for someone who did not', async () => {
    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    const preferences = (
      await t.app.inject({ method: 'GET', url: '/notifications/preferences', headers: jalu.auth })
    ).json();
    preferences.channels.reminders.whatsapp = true;
    // WhatsApp goes to a verified number only (issue 27).
    await markPhoneVerified(t.app, jalu.id);
    await markPhoneVerified(t.app, yasa.id);
    await t.app.inject({
      method: 'PUT',
      url: '/notifications/preferences',
      headers: jalu.auth,
      payload: preferences,
    });
    for (const user of [jalu, yasa]) {
      await t.database.db.transaction((tx) =>
        t.app.notifications.notify(tx, {
          kind: 'reminder_job_starts',
          recipientId: user.id,
          data: { jobId: '00000000-0000-4000-8000-000000000003', jobTitle: 'Angkut galon' },
        }),
      );
    }
    const [kept] = await waitFor(async () => {
      const rows = await t.database.db
        .select()
        .from(sandboxWhatsappMessages)
        .where(eq(sandboxWhatsappMessages.userId, jalu.id));
      return rows.length ? rows : undefined;
    });
    expect(kept!.template).toBe('bantuin_reminder_job_starts');
    expect(kept!.to).toMatch(/^\+628\d+$/);
    const yasaDeliveries = await t.database.db
      .select({ channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(
        and(eq(notifications.recipientId, yasa.id), eq(notifications.kind, 'reminder_job_starts')),
      );
    expect(yasaDeliveries.map((d) => d.channel).sort()).toEqual(['in_app', 'push']);
  });
});
