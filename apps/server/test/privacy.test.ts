import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  ACCOUNT_DELETION_BLOCKERS,
  DELETED_USER_NAME,
  type DataExportDocument,
} from '@bantuin/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  identityVerifications,
  jobs,
  messages,
  notifications,
  payoutAccounts,
  profiles,
  users,
  withdrawals,
} from '../src/db/schema.js';
import { PERSONAL_TABLES, unregisteredPersonColumns } from '../src/modules/privacy/registry.js';
import { createTestAdmin, type TestAdmin } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';
import { createUser, newUserData, type TestUser } from './support/factories.js';
import { makeImage } from './support/images.js';
import {
  accept,
  apply,
  createAssignedJob,
  createFinishedJob,
  createNitipJob,
  readyJalu,
  readyYasa,
  sendProof,
  sendReview,
} from './support/jobs.js';
import { fileDispute } from './support/lifecycle.js';
import { multipartBody } from './support/multipart.js';
import { waitFor } from './support/notifications.js';
import { balanceOf, fundEarnings } from './support/payments.js';
import { decideSandbox, saveAccount, withdrawOk } from './support/payouts.js';
import { describeOnPostgres } from './support/postgres.js';

let t: TestApp;
let admin: TestAdmin;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const COST = 25_000 + 2_000;

const deleteAccount = (user: TestUser, password = user.password) =>
  t.app.inject({ method: 'DELETE', url: '/profile', headers: user.auth, payload: { password } });
const exportStatus = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/profile/export', headers: user.auth })).json<{
    status: string;
    downloadUrl: string | null;
    nextRequestAt: string | null;
  }>();

describe('the registry of personal tables', () => {
  it('names every column of the schema that refers to a person', async () => {
    expect(await unregisteredPersonColumns(t.database.db)).toEqual([]);
  });

  it('fails when a new table holding a user id is not registered', async () => {
    await t.database.db.execute(
      sql`CREATE TABLE probe_sessions (id uuid PRIMARY KEY, user_id uuid REFERENCES users(id))`,
    );
    await t.database.db.execute(
      sql`CREATE TABLE probe_tokens (id uuid PRIMARY KEY, owner_id uuid)`,
    );
    try {
      expect(await unregisteredPersonColumns(t.database.db)).toEqual([
        'probe_sessions.user_id',
        'probe_tokens.owner_id',
      ]);
      // Registering it is one line.
      const { owned } = await import('../src/modules/privacy/registry.js');
      expect(
        await unregisteredPersonColumns(t.database.db, [
          ...PERSONAL_TABLES,
          owned('probe_sessions'),
          owned('probe_tokens', 'owner_id'),
        ]),
      ).toEqual([]);
    } finally {
      await t.database.db.execute(sql`DROP TABLE probe_sessions, probe_tokens`);
    }
  });

  it('fails when a registered table without a person column is dropped from it', async () => {
    const withoutJournal = PERSONAL_TABLES.filter((entry) => entry.table !== 'ledger_transfers');
    expect(await unregisteredPersonColumns(t.database.db, withoutJournal)).toEqual([
      'ledger_transfers.*',
    ]);
  });
});

describe("'Unduh data saya'", () => {
  it('prepares every table about the person in the background, for the owner only, once a day', async () => {
    const jalu = await readyJalu(t.app, COST);
    const yasa = await readyYasa(t.app);
    const jobId = await createFinishedJob(t.app, jalu, yasa);
    expect((await sendReview(t.app, jalu, jobId)).statusCode).toBe(201);

    expect((await exportStatus(yasa)).status).toBe('none');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/profile/export',
      headers: yasa.auth,
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ status: expect.stringMatching(/pending|ready/) });

    const ready = await waitFor(async () => {
      const status = await exportStatus(yasa);
      return status.status === 'ready' ? status : null;
    });
    expect(ready.downloadUrl).toMatch(/^\/profile\/export\/[0-9a-f-]{36}\.[\w-]{43}$/);

    const file = await t.app.inject({ method: 'GET', url: ready.downloadUrl!, headers: yasa.auth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="bantuin-data-saya-/,
    );
    const document = file.json<DataExportDocument>();
    expect(document.userId).toBe(yasa.id);
    // Every registered table that exports is in the file.
    const exported = PERSONAL_TABLES.filter((entry) => entry.exportWhere).map((e) => e.table);
    expect(Object.keys(document.tables).sort()).toEqual([...exported].sort());
    expect(document.tables.users).toEqual([expect.objectContaining({ email: yasa.email })]);
    expect(document.tables.users![0]).not.toHaveProperty('password_hash');
    expect(document.tables.jobs!.map((row) => row.id)).toEqual([jobId]);
    expect(document.tables.reviews).toHaveLength(1);
    expect(document.tables.ledger_transfers!.length).toBeGreaterThan(0);
    expect(document.tables.job_applications).toHaveLength(1);

    // The person is told, in the inbox and by email.
    await waitFor(async () => {
      const rows = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.recipientId, yasa.id));
      return rows.some((row) => row.kind === 'data_export_ready');
    });

    // Someone else with the link, or a forged link: the same 404.
    const other = await t.app.inject({
      method: 'GET',
      url: ready.downloadUrl!,
      headers: jalu.auth,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'DATA_EXPORT_UNAVAILABLE' });
    const forged = ready.downloadUrl!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const forgedAnswer = await t.app.inject({ method: 'GET', url: forged, headers: yasa.auth });
    expect(forgedAnswer.statusCode).toBe(404);
    const noToken = await t.app.inject({ method: 'GET', url: ready.downloadUrl! });
    expect(noToken.statusCode).toBe(401);

    // Once a day.
    const again = await t.app.inject({
      method: 'POST',
      url: '/profile/export',
      headers: yasa.auth,
    });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'DATA_EXPORT_LIMITED' });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect((await exportStatus(yasa)).nextRequestAt).not.toBeNull();

    // After 24 hours the link no longer works.
    await t.database.db.execute(
      sql`UPDATE data_exports SET expires_at = now() - interval '1 second' WHERE user_id = ${yasa.id}`,
    );
    expect((await exportStatus(yasa)).status).toBe('expired');
    const late = await t.app.inject({ method: 'GET', url: ready.downloadUrl!, headers: yasa.auth });
    expect(late.statusCode).toBe(404);
    // The hourly purge drops the expired file (a copy of personal data nobody may fetch).
    expect(await t.app.dataExports.purgeExpired()).toBeGreaterThanOrEqual(1);
    const [kept] = await t.database.db
      .execute(sql`SELECT content IS NULL AS purged FROM data_exports WHERE user_id = ${yasa.id}`)
      .then((r) => (r as unknown as { rows: { purged: boolean }[] }).rows);
    expect(kept!.purged).toBe(true);
  });
});

describe("'Hapus akun'", () => {
  it('is refused with the reason while money or obligations are open', async () => {
    // Money in the wallet.
    const rich = await readyJalu(t.app, 50_000);
    const wrong = await deleteAccount(rich, 'bukan-sandinya');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    const withBalance = await deleteAccount(rich);
    expect(withBalance.statusCode).toBe(409);
    expect(withBalance.json()).toEqual({
      code: 'DELETION_BALANCE_NOT_EMPTY',
      message: ACCOUNT_DELETION_BLOCKERS.DELETION_BALANCE_NOT_EMPTY,
    });

    // An open job (its Jalu) and an assigned one (its Yasa).
    const poster = await readyJalu(t.app, COST);
    const openJob = await createNitipJob(t.app, poster);
    expect((await deleteAccount(poster)).json()).toMatchObject({ code: 'DELETION_ACTIVE_JOBS' });
    const worker = await readyYasa(t.app);
    expect((await apply(t.app, worker, openJob)).statusCode).toBe(201);
    expect((await accept(t.app, poster, openJob, worker.id)).statusCode).toBe(200);
    expect((await deleteAccount(worker)).json()).toMatchObject({ code: 'DELETION_ACTIVE_JOBS' });

    // An open complaint, for both sides.
    const jalu = await readyJalu(t.app, COST);
    const yasa = await readyYasa(t.app);
    const disputed = await createAssignedJob(t.app, jalu, yasa);
    expect((await sendProof(t.app, yasa, disputed)).statusCode).toBe(200);
    expect((await fileDispute(t.app, jalu, disputed)).statusCode).toBe(201);
    expect((await deleteAccount(jalu)).json()).toMatchObject({ code: 'DELETION_OPEN_COMPLAINT' });
    expect((await deleteAccount(yasa)).json()).toMatchObject({ code: 'DELETION_OPEN_COMPLAINT' });

    // A withdrawal on its way.
    const earner = await readyYasa(t.app);
    await fundEarnings(t.app, t.database.db, earner, 100_000);
    expect((await saveAccount(t.app, earner)).statusCode).toBe(200);
    const pending = await withdrawOk(t.app, earner, 50_000);
    expect((await deleteAccount(earner)).json()).toMatchObject({
      code: 'DELETION_PENDING_WITHDRAWAL',
    });
    expect((await decideSandbox(t.app, earner, pending._id, 'completed')).statusCode).toBe(200);

    // Nothing changed for any of them.
    for (const person of [rich, poster, worker, jalu, yasa, earner]) {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, person.id));
      expect(row!.deletedAt).toBeNull();
      const me = await t.app.inject({ method: 'GET', url: '/profile/me', headers: person.auth });
      expect(me.statusCode).toBe(200);
    }
  });

  it('anonymises the person, ends their sessions, frees the email and keeps the books', async () => {
    const jalu = await readyJalu(t.app, COST);
    const yasa = await readyYasa(t.app);
    // A profile picture, a finished job with a chat and a review, a payout account.
    const picture = await multipartBody([
      ['bio', 'Rajin dan teliti'],
      ['image', { data: await makeImage(64, 64), filename: 'foto.jpg', contentType: 'image/jpeg' }],
    ]);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/workers/profile',
      headers: { ...yasa.auth, ...picture.headers },
      payload: picture.payload,
    });
    expect(patched.statusCode).toBe(200);
    const pictureUrl = patched.json<{ profilePicture: string }>().profilePicture;
    const pictureFile = path.join(t.config.dataDir, pictureUrl.replace(/^\//, ''));
    expect(existsSync(pictureFile)).toBe(true);
    const jobId = await createFinishedJob(t.app, jalu, yasa);
    expect((await sendReview(t.app, jalu, jobId)).statusCode).toBe(201);
    const [chat] = await t.database.db
      .execute(sql`SELECT id FROM chats WHERE job_id = ${jobId}`)
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    await t.database.db
      .insert(messages)
      .values({ chatId: chat!.id, senderId: yasa.id, message: 'Saya di depan pagar' });
    await fundEarnings(t.app, t.database.db, yasa, 30_000);
    expect((await saveAccount(t.app, yasa)).statusCode).toBe(200);
    const earned = await balanceOf(t.app, yasa);
    const withdrawal = await withdrawOk(t.app, yasa, earned - t.config.payouts.fee);
    expect((await decideSandbox(t.app, yasa, withdrawal._id, 'completed')).statusCode).toBe(200);
    expect(await balanceOf(t.app, yasa)).toBe(0);

    const deleted = await deleteAccount(yasa);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ deleted: true });

    // Sessions end: the old token, the login, the socket's next request.
    const me = await t.app.inject({ method: 'GET', url: '/profile/me', headers: yasa.auth });
    expect(me.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: yasa.email, password: yasa.password },
    });
    expect(login.statusCode).toBe(401);
    // Once is enough.
    expect((await deleteAccount(yasa)).statusCode).toBe(401);

    // Nothing that named them is left.
    const [user] = await t.database.db.select().from(users).where(eq(users.id, yasa.id));
    expect(user).toMatchObject({ phoneNumber: null, suspendedReason: null });
    expect(user!.email).not.toContain(yasa.email);
    expect(user!.deletedAt).not.toBeNull();
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, yasa.id));
    expect(profile).toMatchObject({
      name: DELETED_USER_NAME,
      profilePicture: null,
      bio: null,
      address: null,
      dateOfBirth: null,
    });
    expect(existsSync(pictureFile)).toBe(false);
    expect(
      await t.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, yasa.id)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.recipientId, yasa.id)),
    ).toEqual([]);
    const [sent] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.senderId, yasa.id));
    expect(sent!.message).toBe('Pesan dihapus');
    const [payout] = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.userId, yasa.id));
    expect(payout).toMatchObject({ accountName: DELETED_USER_NAME, accountNumber: '••••••7890' });

    // The job, the review and the ledger stay for the Jalu and the books, naming 'Pengguna dihapus'.
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job!.workerId).toBe(yasa.id);
    const history = await t.app.inject({
      method: 'GET',
      url: `/jobs/${jobId}`,
      headers: jalu.auth,
    });
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).not.toContain('Yasa ');

    // Audit: who and when, not what was erased.
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, yasa.id));
    expect(entry).toMatchObject({ action: 'user.deleted', actorId: yasa.id });
    expect(JSON.stringify(entry)).not.toContain(yasa.email);

    // The console shows the person as deleted.
    const shown = await t.app.inject({
      method: 'GET',
      url: `/admin/users/${yasa.id}`,
      headers: admin.auth,
    });
    expect(shown.json()).toMatchObject({ deletedAt: expect.any(String), name: DELETED_USER_NAME });

    // The email and phone number may register again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/workers/register',
      payload: newUserData({ email: yasa.email }),
    });
    expect(again.statusCode).toBe(201);
  });

  it("erases a Jalu's address and room photos from their jobs, and withdraws a Yasa's applications", async () => {
    const jalu = await readyJalu(t.app, COST);
    const yasa = await readyYasa(t.app);
    const jobId = await createFinishedJob(t.app, jalu, yasa);
    expect(await balanceOf(t.app, jalu)).toBe(0);
    expect((await deleteAccount(jalu)).statusCode).toBe(200);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ address: 'Alamat dihapus', addressNotes: null, images: [] });

    const poster = await readyJalu(t.app, COST);
    const openJob = await createNitipJob(t.app, poster);
    const applicant = await readyYasa(t.app);
    expect((await apply(t.app, applicant, openJob)).statusCode).toBe(201);
    expect((await deleteAccount(applicant)).statusCode).toBe(200);
    const applicants = await t.app.inject({
      method: 'GET',
      url: `/jobs/${openJob}`,
      headers: poster.auth,
    });
    expect(applicants.statusCode).toBe(200);
    expect((await accept(t.app, poster, openJob, applicant.id)).statusCode).toBeGreaterThanOrEqual(
      400,
    );
  });

  it("erases a Yasa's identity documents: the row and both encrypted images", async () => {
    const yasa = await createUser(t.app, 'yasa');
    const profile = await multipartBody([
      ['name', 'Yasa Pergi'],
      ['dateOfBirth', '1995-08-17'],
    ]);
    const named = await t.app.inject({
      method: 'PATCH',
      url: '/workers/profile',
      headers: { ...yasa.auth, ...profile.headers },
      payload: profile.payload,
    });
    expect(named.statusCode, named.body).toBe(200);
    const identity = await multipartBody([
      ['nik', '3174051708950001'],
      [
        'ktp',
        { data: await makeImage(800, 500, 'jpeg'), filename: 'ktp.jpg', contentType: 'image/jpeg' },
      ],
      [
        'selfie',
        {
          data: await makeImage(600, 800, 'png'),
          filename: 'swafoto.png',
          contentType: 'image/png',
        },
      ],
    ] as never);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/workers/verification',
      headers: { ...yasa.auth, ...identity.headers },
      payload: identity.payload,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, yasa.id));
    const blobs = [row!.ktpKey!, row!.selfieKey!].map((key) =>
      path.join(t.config.dataDir, 'identity', key),
    );
    expect(blobs.every((blob) => existsSync(blob))).toBe(true);

    expect((await deleteAccount(yasa)).statusCode).toBe(200);
    const left = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, yasa.id));
    expect(left).toEqual([]);
    expect(blobs.filter((blob) => existsSync(blob))).toEqual([]);
  });

  it('refuses an admin (operators are removed by the CLI)', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/profile',
      headers: admin.auth,
      payload: { password: 'admin-kata-sandi' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describeOnPostgres('deletion racing other actions (PostgreSQL)', () => {
  it('a deletion and an acceptance of the same Yasa: exactly one happens', async () => {
    for (let round = 0; round < 5; round++) {
      const jalu = await readyJalu(t.app, COST);
      const yasa = await readyYasa(t.app);
      const jobId = await createNitipJob(t.app, jalu);
      expect((await apply(t.app, yasa, jobId)).statusCode).toBe(201);
      const [accepted, deleted] = await Promise.all([
        accept(t.app, jalu, jobId, yasa.id),
        deleteAccount(yasa),
      ]);
      const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
      if (deleted.statusCode === 200) {
        expect(accepted.statusCode).toBeGreaterThanOrEqual(400);
        expect(job!.status).toBe('open');
      } else {
        expect(deleted.json()).toMatchObject({ code: 'DELETION_ACTIVE_JOBS' });
        expect(accepted.statusCode).toBe(200);
        expect(job!.workerId).toBe(yasa.id);
      }
    }
  });

  it('a deletion and a withdrawal of all the money: the deletion never wins with money left', async () => {
    for (let round = 0; round < 5; round++) {
      const yasa = await readyYasa(t.app);
      await fundEarnings(t.app, t.database.db, yasa, 60_000);
      expect((await saveAccount(t.app, yasa)).statusCode).toBe(200);
      const [withdrawn, deleted] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: '/profile/withdrawals',
          headers: yasa.auth,
          payload: { amount: 60_000 - t.config.payouts.fee },
        }),
        deleteAccount(yasa),
      ]);
      expect(withdrawn.statusCode).toBe(201);
      expect(deleted.statusCode).toBe(409);
      expect(['DELETION_BALANCE_NOT_EMPTY', 'DELETION_PENDING_WITHDRAWAL']).toContain(
        deleted.json<{ code: string }>().code,
      );
    }
  });

  it('twenty deletions at once: one succeeds, one audit entry', async () => {
    const jalu = await createUser(t.app, 'jalu');
    const answers = await Promise.all(Array.from({ length: 20 }, () => deleteAccount(jalu)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, jalu.id));
    expect(entries).toHaveLength(1);
  });
});
