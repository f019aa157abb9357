import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { nikProblem, type NikProblem } from '@bantuin/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  identityVerifications,
  notifications,
  profiles,
  sandboxMails,
} from '../src/db/schema.js';
import { IMAGE_URL_TTL_MS } from '../src/modules/verification/service.js';
import { createTestAdmin, type TestAdmin } from './support/admin.js';
import { createTestApp, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';
import { makeImage } from './support/images.js';
import { apply, createNitipJob, readyJalu } from './support/jobs.js';
import { multipartBody } from './support/multipart.js';
import { waitFor } from './support/notifications.js';
import { fundEarnings } from './support/payments.js';
import { saveAccount, withdraw } from './support/payouts.js';

/** Born 17 August 1995: a man's NIK carries 170895, a woman's 570895. */
const DOB = '1995-08-17';
const MAN_NIK = '3174051708950001';
const WOMAN_NIK = '3174055708950002';

describe('NIK shape', () => {
  const cases: Array<[string, string | null, NikProblem | null]> = [
    [MAN_NIK, DOB, null],
    [WOMAN_NIK, DOB, null],
    ['317405170895000', DOB, 'format'],
    ['31740517089500011', DOB, 'format'],
    ['317405170895000a', DOB, 'format'],
    ['9974051708950001', DOB, 'province'],
    ['2074051708950001', DOB, 'province'],
    ['3100051708950001', DOB, 'regency'],
    ['3174001708950001', DOB, 'district'],
    ['3174053208950001', null, 'birthDate'],
    ['3174057208950001', null, 'birthDate'],
    ['3174050013950001', null, 'birthDate'],
    ['3174053102950001', null, 'birthDate'],
    ['3174052902010001', null, 'birthDate'],
    ['3174052902000001', '2000-02-29', null],
    ['3174051808950001', DOB, 'birthDateMismatch'],
    ['3174051709950001', DOB, 'birthDateMismatch'],
    ['3174051708960001', DOB, 'birthDateMismatch'],
    ['3174051708950000', DOB, 'serial'],
    ['9174051708950001', DOB, null],
  ];
  it.each(cases)('%s (born %s) → %s', (nik, dob, problem) => {
    expect(nikProblem(nik, dob)).toBe(problem);
  });
});

let t: TestApp;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp({
    trust: {
      identityRetentionMs: 30 * 86_400_000,
      identityProvider: 'manual',
      requireVerifiedPayout: true,
      requireVerifiedToApply: false,
      identitySweepEveryMs: 0,
    },
  });
  admin = await createTestAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

async function yasaBornOn(dateOfBirth: string | null = DOB) {
  const yasa = await createUser(t.app, 'yasa');
  const body = await multipartBody([
    ['name', 'Yasa Jujur'],
    ...(dateOfBirth ? ([['dateOfBirth', dateOfBirth]] as Array<[string, string]>) : []),
  ]);
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/workers/profile',
    headers: { ...yasa.auth, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return yasa;
}

async function submit(user: TestUser, nik: string, files = { ktp: true, selfie: true }) {
  const ktp = await makeImage(800, 500, 'jpeg');
  const selfie = await makeImage(600, 800, 'png');
  const body = await multipartBody([
    ['nik', nik],
    ...(files.ktp
      ? [['ktp', { data: ktp, filename: 'ktp.jpg', contentType: 'image/jpeg' }] as const]
      : []),
    ...(files.selfie
      ? [['selfie', { data: selfie, filename: 'selfie.png', contentType: 'image/png' }] as const]
      : []),
  ] as never);
  return t.app.inject({
    method: 'POST',
    url: '/workers/verification',
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
}

const mine = (user: TestUser) =>
  t.app.inject({ method: 'GET', url: '/workers/verification', headers: user.auth });

async function waitingIdOf(userId: string) {
  const [row] = await t.database.db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId));
  return row!.id;
}

describe('submitting', () => {
  it('starts at belum, goes to menunggu; the images are encrypted outside /uploads', async () => {
    const yasa = await yasaBornOn();
    expect((await mine(yasa)).json()).toMatchObject({ status: 'belum', nikLast4: null });
    const res = await submit(yasa, WOMAN_NIK);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'menunggu', nikLast4: '0002' });
    expect((await mine(yasa)).json().status).toBe('menunggu');

    const [row] = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, yasa.id));
    expect(row!.ktpKey).toMatch(/\.bin$/);
    // The NIK is stored encrypted, not as text.
    expect(Buffer.from(row!.nikEncrypted!).toString('latin1')).not.toContain(WOMAN_NIK);
    expect(Buffer.from(row!.nikEncrypted!).subarray(0, 4).toString()).toBe('BIv1');

    const dir = path.join(t.config.dataDir, 'identity');
    const names = await readdir(dir);
    expect(names).toContain(row!.ktpKey);
    for (const name of [row!.ktpKey!, row!.selfieKey!]) {
      const bytes = await readFile(path.join(dir, name));
      expect(bytes.subarray(0, 4).toString()).toBe('BIv1');
      // No JPEG, PNG or WebP signature anywhere near the start: the bytes are ciphertext.
      expect(bytes.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      expect(bytes.includes(Buffer.from('PNG'))).toBe(false);
      expect(bytes.includes(Buffer.from('WEBP'))).toBe(false);
    }
    // Nothing landed in the public uploads folder.
    const uploads = await readdir(path.join(t.config.dataDir, 'uploads')).catch(() => []);
    expect(uploads).toEqual([]);
    // And /uploads cannot reach it.
    const direct = await t.app.inject({ method: 'GET', url: `/uploads/${row!.ktpKey}` });
    expect(direct.statusCode).toBe(404);

    // A second submission while one waits is refused.
    expect((await submit(yasa, WOMAN_NIK)).json().code).toBe('VERIFICATION_PENDING');
  });

  it('refuses a bad NIK, a missing date of birth, a missing photo; nothing is stored', async () => {
    const yasa = await yasaBornOn();
    const bad = await submit(yasa, '3174051808950001');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'NIK_INVALID',
      message: 'Tanggal lahir pada NIK tidak sama dengan tanggal lahir di profil',
    });
    expect((await submit(yasa, '12345')).json().code).toBe('VALIDATION_ERROR');
    expect((await submit(yasa, MAN_NIK, { ktp: true, selfie: false })).statusCode).toBe(400);
    const noBirth = await yasaBornOn(null);
    expect((await submit(noBirth, MAN_NIK)).json().code).toBe('PROFILE_INCOMPLETE');
    expect((await mine(yasa)).json().status).toBe('belum');
  });

  it('is for Yasa only, and the admin routes for admins only', async () => {
    const jalu = await createUser(t.app, 'jalu');
    expect((await submit(jalu, MAN_NIK)).statusCode).toBe(403);
    expect((await mine(jalu)).statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'GET', url: '/workers/verification' });
    expect(anon.statusCode).toBe(401);
    const yasa = await yasaBornOn();
    const id = '00000000-0000-4000-8000-000000000000';
    for (const user of [jalu, yasa]) {
      for (const [method, url] of [
        ['GET', '/admin/verifications'],
        ['GET', `/admin/verifications/${id}`],
        ['POST', `/admin/verifications/${id}/approve`],
        ['POST', `/admin/verifications/${id}/reject`],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: user.auth, payload: {} });
        expect(res.statusCode, `${user.role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/admin/verifications' })).statusCode).toBe(
      401,
    );
  });
});

describe('the admin queue', () => {
  it('lists oldest first; approving makes the Yasa verified, audited; the badge shows', async () => {
    const first = await yasaBornOn();
    const second = await yasaBornOn();
    expect((await submit(first, MAN_NIK)).statusCode).toBe(201);
    expect((await submit(second, MAN_NIK)).statusCode).toBe(201);
    const queue = await t.app.inject({
      method: 'GET',
      url: '/admin/verifications?limit=100',
      headers: admin.auth,
    });
    const ids = queue.json<Array<{ user: { _id: string } }>>().map((v) => v.user._id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));

    const id = await waitingIdOf(first.id);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/admin/verifications/${id}`,
      headers: admin.auth,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ nik: MAN_NIK, nikLast4: '0001', status: 'menunggu' });

    const approved = await t.app.inject({
      method: 'POST',
      url: `/admin/verifications/${id}/approve`,
      headers: admin.auth,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'terverifikasi',
      decidedBy: { _id: admin.id, email: admin.email },
    });
    expect((await mine(first)).json().status).toBe('terverifikasi');
    const again = await t.app.inject({
      method: 'POST',
      url: `/admin/verifications/${id}/approve`,
      headers: admin.auth,
    });
    expect(again.json().code).toBe('VERIFICATION_DECIDED');
    expect((await submit(first, MAN_NIK)).json().code).toBe('ALREADY_VERIFIED');

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((a) => a.action)).toContain('verification.approved');

    // 'Terverifikasi' on the public profile and on the waiting list.
    const jalu = await readyJalu(t.app);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/clients/yasa/${first.id}`,
      headers: jalu.auth,
    });
    expect(profile.json().verified).toBe(true);
    const jobId = await createNitipJob(t.app, jalu);
    await fillName(first);
    await fillName(second);
    expect((await apply(t.app, first, jobId)).statusCode).toBe(201);
    expect((await apply(t.app, second, jobId)).statusCode).toBe(201);
    const waiting = await t.app.inject({
      method: 'GET',
      url: `/clients/jobs/${jobId}/workers`,
      headers: jalu.auth,
    });
    const workers = waiting.json<{ workers: Array<{ userId: string; verified: boolean }> }>()
      .workers;
    expect(workers.find((w) => w.userId === first.id)?.verified).toBe(true);
    expect(workers.find((w) => w.userId === second.id)?.verified).toBe(false);
  });

  it('rejecting keeps the reason for the Yasa, who may send again', async () => {
    const yasa = await yasaBornOn();
    await submit(yasa, MAN_NIK);
    const id = await waitingIdOf(yasa.id);
    const short = await t.app.inject({
      method: 'POST',
      url: `/admin/verifications/${id}/reject`,
      headers: admin.auth,
      payload: { reason: 'x' },
    });
    expect(short.statusCode).toBe(400);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/admin/verifications/${id}/reject`,
      headers: admin.auth,
      payload: { reason: 'Foto KTP buram, tulisan tidak terbaca' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await mine(yasa)).json()).toMatchObject({
      status: 'ditolak',
      reason: 'Foto KTP buram, tulisan tidak terbaca',
    });
    expect((await submit(yasa, MAN_NIK)).statusCode).toBe(201);
    expect((await mine(yasa)).json()).toMatchObject({ status: 'menunggu', reason: null });
  });
});

async function fillName(user: TestUser) {
  const body = await multipartBody([['name', 'Yasa Jujur']]);
  await t.app.inject({
    method: 'PATCH',
    url: '/workers/profile',
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
}

describe('signed image URLs', () => {
  it('serve the decrypted image to anyone holding them for 5 minutes, each view audited', async () => {
    const yasa = await yasaBornOn();
    await submit(yasa, MAN_NIK);
    const id = await waitingIdOf(yasa.id);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/admin/verifications/${id}`, headers: admin.auth })
    ).json<{ images: { ktp: string; selfie: string; expiresAt: string } }>();
    const view = await t.app.inject({ method: 'GET', url: detail.images.ktp });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/webp');
    expect(view.headers['cache-control']).toBe('no-store');
    expect(view.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    await t.app.inject({ method: 'GET', url: detail.images.selfie });
    const views = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(
      views.filter((a) => a.action === 'verification.image_viewed').map((a) => a.actorId),
    ).toEqual([admin.id, admin.id]);

    // Expired: a URL made more than 5 minutes ago.
    const old = (
      await t.app.verification.detail(admin.id, id, new Date(Date.now() - IMAGE_URL_TTL_MS - 1000))
    ).images!;
    expect((await t.app.inject({ method: 'GET', url: old.ktp })).statusCode).toBe(401);
    // Tampered: a later expiry under the same signature; another image; no signature.
    const url = new URL(detail.images.ktp, 'http://x');
    url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3_600_000));
    const tampered = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(tampered.statusCode).toBe(401);
    const swapped = detail.images.ktp.replace('/ktp?', '/selfie?');
    expect((await t.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(401);
    const bare = detail.images.ktp.split('?')[0]!;
    expect((await t.app.inject({ method: 'GET', url: bare })).statusCode).toBe(400);
    // An admin's bearer token is no substitute for the signature.
    expect((await t.app.inject({ method: 'GET', url: bare, headers: admin.auth })).statusCode).toBe(
      400,
    );
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audited.filter((a) => a.action === 'verification.image_viewed')).toHaveLength(2);
  });
});

describe('retention', () => {
  it('erases images and the NIK after the retention period, keeping outcome, last 4 and decider', async () => {
    const yasa = await yasaBornOn();
    await submit(yasa, MAN_NIK);
    const id = await waitingIdOf(yasa.id);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/admin/verifications/${id}`, headers: admin.auth })
    ).json<{ images: { ktp: string } }>();
    await t.app.inject({
      method: 'POST',
      url: `/admin/verifications/${id}/approve`,
      headers: admin.auth,
    });
    const [before] = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.id, id));
    // A day before the end of retention nothing goes.
    const decidedAt = before!.decidedAt!.getTime();
    expect(await t.app.verification.purgeExpired(new Date(decidedAt + 29 * 86_400_000))).toBe(0);
    expect(
      await t.app.verification.purgeExpired(new Date(decidedAt + 30 * 86_400_000 + 1000)),
    ).toBeGreaterThanOrEqual(1);
    const [after] = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.id, id));
    expect(after).toMatchObject({
      status: 'terverifikasi',
      nikLast4: '0001',
      decidedBy: admin.id,
      ktpKey: null,
      selfieKey: null,
      nikEncrypted: null,
    });
    expect(after!.imagesErasedAt).not.toBeNull();
    const files = await readdir(path.join(t.config.dataDir, 'identity'));
    expect(files).not.toContain(before!.ktpKey);
    expect(files).not.toContain(before!.selfieKey);
    expect((await t.app.inject({ method: 'GET', url: detail.images.ktp })).statusCode).toBe(404);
    const erased = await t.app.inject({
      method: 'GET',
      url: `/admin/verifications/${id}`,
      headers: admin.auth,
    });
    expect(erased.json()).toMatchObject({ nik: null, images: null, nikLast4: '0001' });
    const [profile] = await t.database.db
      .select({ verified: profiles.identityVerified })
      .from(profiles)
      .where(eq(profiles.userId, yasa.id));
    expect(profile!.verified).toBe(true);
  });
});

describe('what verification unlocks', () => {
  it('REQUIRE_VERIFIED_PAYOUT: an unverified Yasa cannot withdraw; verified can', async () => {
    const yasa = await yasaBornOn();
    await fundEarnings(t.app, t.database.db, yasa, 200_000);
    expect(
      (await saveAccount(t.app, yasa, { channel: 'bca', accountNumber: '1234567890' })).statusCode,
    ).toBe(200);
    const refused = await withdraw(t.app, yasa, 100_000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('VERIFICATION_REQUIRED');
    await submit(yasa, MAN_NIK);
    await t.app.inject({
      method: 'POST',
      url: `/admin/verifications/${await waitingIdOf(yasa.id)}/approve`,
      headers: admin.auth,
    });
    // Past the new-account hold; the verification gate is what this test is about.
    const gate = await withdraw(t.app, yasa, 100_000);
    expect(gate.json().code).not.toBe('VERIFICATION_REQUIRED');
  });
});

describe('providers', () => {
  it('fake-ekyc decides at once; REQUIRE_VERIFIED_TO_APPLY refuses the unverified', async () => {
    const other = await createTestApp({
      trust: {
        identityRetentionMs: 86_400_000,
        identityProvider: 'fake-ekyc',
        requireVerifiedPayout: true,
        requireVerifiedToApply: true,
        identitySweepEveryMs: 0,
      },
    });
    const saved = t;
    try {
      t = other;
      const jalu = await readyJalu(other.app);
      const jobId = await createNitipJob(other.app, jalu);
      const yasa = await yasaBornOn();
      // 'Melamar' is not offered before the press, and the answer says why (detail and list).
      const seen = (
        await other.app.inject({ method: 'GET', url: `/jobs/${jobId}`, headers: yasa.auth })
      ).json();
      expect(seen).toMatchObject({ applyRefusal: 'VERIFICATION_REQUIRED' });
      expect(seen.actions).not.toContain('apply');
      const listedNow = async () =>
        (
          await other.app.inject({
            method: 'GET',
            url: '/workers/jobs/worker?limit=100',
            headers: yasa.auth,
          })
        )
          .json()
          .find((job: { _id: string }) => job._id === jobId);
      const listed = await listedNow();
      expect(listed).toMatchObject({ applyRefusal: 'VERIFICATION_REQUIRED' });
      expect(listed.actions).not.toContain('apply');
      const refused = await apply(other.app, yasa, jobId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('VERIFICATION_REQUIRED');
      const decided = await submit(yasa, MAN_NIK);
      expect(decided.json()).toMatchObject({ status: 'terverifikasi' });
      const offered = (
        await other.app.inject({ method: 'GET', url: `/jobs/${jobId}`, headers: yasa.auth })
      ).json();
      expect(offered.applyRefusal).toBeUndefined();
      expect(offered.actions).toContain('apply');
      // The same page of the list, its jobs unchanged: only the Yasa's own marking differs.
      const listedAgain = await listedNow();
      expect(listedAgain.applyRefusal).toBeUndefined();
      expect(listedAgain.actions).toContain('apply');
      expect((await apply(other.app, yasa, jobId)).statusCode).toBe(201);
      const mismatched = await yasaBornOn();
      expect((await submit(mismatched, '3174051708959999')).json()).toMatchObject({
        status: 'ditolak',
        reason: 'Wajah pada swafoto tidak cocok dengan foto KTP',
      });
    } finally {
      t = saved;
      await other.close();
    }
  });
});

describe('the decision reaches the Yasa', () => {
  const told = async (user: TestUser, kind: string) => {
    const inbox = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, user.id));
    return inbox.filter((row) => row.kind === kind);
  };
  const mailTo = (user: TestUser, subject: string) =>
    waitFor(async () =>
      (await t.database.db.select().from(sandboxMails).where(eq(sandboxMails.to, user.email))).find(
        (mail) => mail.subject.startsWith(subject),
      ),
    );

  it('approval: in-app and by email', async () => {
    const yasa = await yasaBornOn();
    expect((await submit(yasa, MAN_NIK)).statusCode).toBe(201);
    expect(await told(yasa, 'verification_approved')).toHaveLength(0);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/admin/verifications/${await waitingIdOf(yasa.id)}/approve`,
      headers: admin.auth,
    });
    expect(approved.statusCode).toBe(200);
    expect(await told(yasa, 'verification_approved')).toHaveLength(1);
    const mail = await mailTo(yasa, 'Kamu sudah Terverifikasi');
    expect(mail.text).toContain('/yasa/profile/verifikasi');
  });

  it('rejection: with the reason, in-app and by email; a refused decision tells nobody', async () => {
    const yasa = await yasaBornOn();
    expect((await submit(yasa, MAN_NIK)).statusCode).toBe(201);
    const id = await waitingIdOf(yasa.id);
    const reject = () =>
      t.app.inject({
        method: 'POST',
        url: `/admin/verifications/${id}/reject`,
        headers: admin.auth,
        payload: { reason: 'Foto KTP buram' },
      });
    expect((await reject()).statusCode).toBe(200);
    expect((await reject()).statusCode).toBe(409);
    const rows = await told(yasa, 'verification_rejected');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).toMatchObject({ reason: 'Foto KTP buram' });
    const mail = await mailTo(yasa, 'Verifikasi identitas ditolak');
    expect(mail.text).toContain('Foto KTP buram');
  });
});
