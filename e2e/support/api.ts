import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { Applicant, Coordinates, JobFields, Role } from '@bantuin/contract';
import { newAccount, type Account } from './journeys.js';
import { E2E_ADMIN } from './server.js';

/*
 * Set-up through the HTTP API (Playwright's `request` fixture, same baseURL as the pages), for
 * journeys that need a world to exist before the browser part starts: a Jalu with a name, a
 * funded wallet, a posted job. Each helper checks its answer, so a broken step fails right there.
 */

export type { Role };

export type ApiUser = { account: Account; role: Role; token: string };

/** What the job forms send (the contract's fields; the fee a number here). */
export type JobInput = Omit<JobFields, 'fee' | 'addressNotes' | 'coordinates' | 'scheduledAt'> & {
  fee: number;
  addressNotes?: string;
  scheduledAt?: string;
  coordinates: Coordinates;
};

async function okJson<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function registerByApi(
  request: APIRequestContext,
  role: Role,
  account: Account = newAccount(),
): Promise<Account> {
  await okJson(
    await request.post(role === 'jalu' ? '/clients/register' : '/workers/register', {
      data: account,
    }),
    `register ${role}`,
  );
  return account;
}

export async function loginByApi(request: APIRequestContext, account: Account): Promise<string> {
  const answer = await okJson<{ access_token: string }>(
    await request.post('/login', { data: { email: account.email, password: account.password } }),
    'login',
  );
  return answer.access_token;
}

/** A new account of `role`, logged in: its token for the calls below. */
export async function signUpByApi(request: APIRequestContext, role: Role): Promise<ApiUser> {
  const account = await registerByApi(request, role);
  return { account, role, token: await loginByApi(request, account) };
}

/**
 * The newest link of `path` (e.g. '/verifikasi-email') mailed to `email`, read from the
 * development mailbox (the mail sandbox keeps what it would send). Waits for the delivery.
 */
export async function mailedLinkByApi(
  request: APIRequestContext,
  email: string,
  path: string,
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s<]+${path}\\?token=[A-Za-z0-9_-]+`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const page = await (await request.get('/notifications/dev-mailbox')).text();
        const mail = page
          .split('<article>')
          .find((article) => article.includes(`Untuk: ${email}`) && pattern.test(article));
        link = mail?.match(pattern)?.[0];
        return link;
      },
      { message: `a mail to ${email} with ${path}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Opens the 'Verifikasi email' link mailed at registration (withdrawals need it). */
export async function verifyEmailByApi(request: APIRequestContext, email: string): Promise<void> {
  const link = new URL(await mailedLinkByApi(request, email, '/verifikasi-email'));
  await okJson(
    await request.post('/auth/email/verify', { data: { token: link.searchParams.get('token') } }),
    'verify email',
  );
}

/** PATCH /clients/profile or /workers/profile (multipart): only the given fields change. */
export async function updateProfileByApi(
  request: APIRequestContext,
  user: ApiUser,
  fields: { name?: string; address?: string; dateOfBirth?: string; bio?: string },
): Promise<void> {
  const multipart = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  await okJson(
    await request.patch(user.role === 'jalu' ? '/clients/profile' : '/workers/profile', {
      headers: bearer(user.token),
      multipart,
    }),
    'update profile',
  );
}

/**
 * Tops up a Jalu's wallet through the sandbox payment provider: create the top-up, pay it as the
 * popup would ('settlement'), then confirm it on the wallet. Returns the new balance.
 */
export async function topUpByApi(
  request: APIRequestContext,
  user: ApiUser,
  amount: number,
): Promise<number> {
  const { trans_token, topupId } = await okJson<{ trans_token: string; topupId: string }>(
    await request.post('/payment/topup', { headers: bearer(user.token), data: { amount } }),
    'create top-up',
  );
  await okJson(
    await request.post(`/payment/sandbox/${trans_token}`, { data: { outcome: 'settlement' } }),
    'pay top-up in the sandbox',
  );
  await okJson(
    await request.patch('/profile/wallet', { headers: bearer(user.token), data: { topupId } }),
    'confirm top-up',
  );
  const wallet = await okJson<{ amount: number }>(
    await request.get('/profile/wallet', { headers: bearer(user.token) }),
    'wallet',
  );
  return wallet.amount;
}

/** POST /clients/jobs/belanja: a Nitip job (fee + admin fee are held from the wallet). */
export async function postErrandJobByApi(
  request: APIRequestContext,
  jalu: ApiUser,
  job: JobInput,
): Promise<string> {
  const created = await okJson<{ _id: string }>(
    await request.post('/clients/jobs/belanja', { headers: bearer(jalu.token), data: job }),
    'post Nitip job',
  );
  return created._id;
}

/** POST /clients/jobs/bersih (multipart): a Bebersih job with 1–5 room photos. */
export async function postCleaningJobByApi(
  request: APIRequestContext,
  jalu: ApiUser,
  job: JobInput,
  photos: { name: string; mimeType: string; buffer: Buffer }[],
): Promise<string> {
  const form = new FormData();
  form.set('title', job.title);
  form.set('fee', String(job.fee));
  form.set('description', job.description);
  form.set('address', job.address);
  if (job.addressNotes) form.set('addressNotes', job.addressNotes);
  if (job.scheduledAt) form.set('scheduledAt', job.scheduledAt);
  form.set('coordinates', JSON.stringify(job.coordinates));
  for (const photo of photos) {
    form.append(
      'image',
      new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }),
      photo.name,
    );
  }
  const created = await okJson<{ _id: string }>(
    await request.post('/clients/jobs/bersih', { headers: bearer(jalu.token), multipart: form }),
    'post Bebersih job',
  );
  return created._id;
}

/**
 * A Jalu ready to hire: a name, a wallet topped up with `balance`, and one posted Nitip job.
 */
export async function jaluWithErrandJob(
  request: APIRequestContext,
  { name, balance, job }: { name: string; balance: number; job: JobInput },
): Promise<{ jalu: ApiUser; jobId: string }> {
  const jalu = await signUpByApi(request, 'jalu');
  await updateProfileByApi(request, jalu, { name });
  expect(await topUpByApi(request, jalu, balance)).toBe(balance);
  const jobId = await postErrandJobByApi(request, jalu, job);
  return { jalu, jobId };
}

/** POST /workers/jobs/:id: a Yasa (with a name) applies for an open job. */
export async function applyForJobByApi(
  request: APIRequestContext,
  yasa: ApiUser,
  jobId: string,
): Promise<void> {
  await okJson(
    await request.post(`/workers/jobs/${jobId}`, { headers: bearer(yasa.token) }),
    'apply for job',
  );
}

/** A Yasa signed up through the API, with a name (the server asks for one before applying). */
export async function namedYasaByApi(request: APIRequestContext, name: string): Promise<ApiUser> {
  const yasa = await signUpByApi(request, 'yasa');
  await updateProfileByApi(request, yasa, { name });
  return yasa;
}

export type ApplicantAnswer = Pick<Applicant, 'userId' | 'name'>;

/** GET /clients/jobs/:id/workers: the applicants of a Jalu's job ('Daftar Tunggu Yasa'). */
export async function applicantsByApi(
  request: APIRequestContext,
  jalu: ApiUser,
  jobId: string,
): Promise<ApplicantAnswer[]> {
  const job = await okJson<{ workers: ApplicantAnswer[] }>(
    await request.get(`/clients/jobs/${jobId}/workers`, { headers: bearer(jalu.token) }),
    'job with applicants',
  );
  return job.workers;
}

/** PATCH /clients/jobs/:id/:workerUserId: the Jalu gives the job to one applicant. */
export async function acceptWorkerByApi(
  request: APIRequestContext,
  jalu: ApiUser,
  jobId: string,
  workerUserId: string,
): Promise<void> {
  await okJson(
    await request.patch(`/clients/jobs/${jobId}/${workerUserId}`, { headers: bearer(jalu.token) }),
    'accept worker',
  );
}

/**
 * A Jalu and a Yasa, both named, and a Nitip job of the Jalu that the Yasa applied for and
 * was given: the two ends of a chat.
 */
export async function acceptedErrandJobByApi(
  request: APIRequestContext,
  { jaluName, yasaName, job }: { jaluName: string; yasaName: string; job: JobInput },
): Promise<{ jalu: ApiUser; yasa: ApiUser; jobId: string }> {
  const { jalu, jobId } = await jaluWithErrandJob(request, {
    name: jaluName,
    balance: job.fee + 50_000,
    job,
  });
  const yasa = await namedYasaByApi(request, yasaName);
  await applyForJobByApi(request, yasa, jobId);
  const applicant = (await applicantsByApi(request, jalu, jobId)).find(
    (worker) => worker.name === yasaName,
  );
  expect(applicant, `${yasaName} among the applicants`).toBeDefined();
  await acceptWorkerByApi(request, jalu, jobId, applicant!.userId);
  return { jalu, yasa, jobId };
}

/** GET /profile/wallet: the user's balance. */
export async function balanceByApi(request: APIRequestContext, user: ApiUser): Promise<number> {
  const wallet = await okJson<{ amount: number }>(
    await request.get('/profile/wallet', { headers: bearer(user.token) }),
    'wallet',
  );
  return wallet.amount;
}

/**
 * A Yasa paid for a job: the accepted Nitip job's proof sent and the Jalu's confirmation given,
 * so the fee is in the Yasa's wallet. Answers the Yasa and the balance it has.
 */
export async function paidYasaByApi(
  request: APIRequestContext,
  { yasaName, job }: { yasaName: string; job: JobInput },
): Promise<{ yasa: ApiUser; balance: number }> {
  const { jalu, yasa, jobId } = await acceptedErrandJobByApi(request, {
    jaluName: 'Jalu Pemberi Kerja',
    yasaName,
    job,
  });
  const proof = new FormData();
  proof.set('description', 'Belanjaan sudah diantar.');
  proof.append('image', new Blob([new Uint8Array(PROOF_PNG)], { type: 'image/png' }), 'bukti.png');
  await okJson(
    await request.patch(`/workers/jobs/${jobId}/worker`, {
      headers: bearer(yasa.token),
      multipart: proof,
    }),
    'send proof',
  );
  await okJson(
    await request.patch(`/clients/jobs/${jobId}/client`, { headers: bearer(jalu.token) }),
    'confirm completion',
  );
  // Money leaves only for a verified email: the Yasa opens the link of the welcome mail.
  await verifyEmailByApi(request, yasa.account.email);
  // Withdrawals need a verified Yasa (REQUIRE_VERIFIED_PAYOUT).
  await verifiedYasaByApi(request, yasa);
  return { yasa, balance: await balanceByApi(request, yasa) };
}

/** A NIK of someone born on 17 August 1995 (a man's: the day as it is). */
export const E2E_NIK = { dateOfBirth: '1995-08-17', nik: '3174051708950001' };

/** POST /workers/verification: a date of birth on the profile, then NIK, KTP and selfie. */
export async function submitVerificationByApi(
  request: APIRequestContext,
  yasa: ApiUser,
): Promise<void> {
  await updateProfileByApi(request, yasa, { dateOfBirth: E2E_NIK.dateOfBirth });
  const form = new FormData();
  form.set('nik', E2E_NIK.nik);
  const photo = () => new Blob([new Uint8Array(PROOF_PNG)], { type: 'image/png' });
  form.append('ktp', photo(), 'ktp.png');
  form.append('selfie', photo(), 'swafoto.png');
  await okJson(
    await request.post('/workers/verification', { headers: bearer(yasa.token), multipart: form }),
    'submit verification',
  );
}

/** The run's operator (created by the CLI before start), logged in. */
export async function adminTokenByApi(request: APIRequestContext): Promise<string> {
  return loginByApi(request, { ...newAccount(), ...E2E_ADMIN });
}

/** The Yasa sends their KTP and the operator approves it: 'Terverifikasi'. */
export async function verifiedYasaByApi(request: APIRequestContext, yasa: ApiUser): Promise<void> {
  await submitVerificationByApi(request, yasa);
  const { _id: yasaId } = await okJson<{ _id: string }>(
    await request.get('/workers/profile', { headers: bearer(yasa.token) }),
    'yasa profile',
  );
  const admin = await adminTokenByApi(request);
  const queue = await okJson<Array<{ _id: string; user: { _id: string } }>>(
    await request.get('/admin/verifications?limit=100', { headers: bearer(admin) }),
    'verification queue',
  );
  const mine = queue.find((entry) => entry.user._id === yasaId);
  expect(mine, 'the Yasa is in the verification queue').toBeDefined();
  await okJson(
    await request.post(`/admin/verifications/${mine!._id}/approve`, { headers: bearer(admin) }),
    'approve verification',
  );
}

/** The user's withdrawals, newest first (GET /profile/withdrawals). */
export async function withdrawalsByApi(
  request: APIRequestContext,
  user: ApiUser,
): Promise<{ _id: string; amount: number; fee: number; status: string }[]> {
  return okJson(
    await request.get('/profile/withdrawals', { headers: bearer(user.token) }),
    'withdrawals',
  );
}

/** Sandbox: decides a withdrawal's payout now, as the bank would (POST /payout/sandbox/{id}). */
export async function decidePayoutByApi(
  request: APIRequestContext,
  user: ApiUser,
  withdrawalId: string,
  outcome: 'completed' | 'failed',
): Promise<void> {
  await okJson(
    await request.post(`/payout/sandbox/${withdrawalId}`, {
      headers: bearer(user.token),
      data: { outcome },
    }),
    'decide payout',
  );
}

/** DELETE /clients/jobs/:id: the Jalu cancels (open, or assigned before the proof). */
export async function cancelJobByApi(
  request: APIRequestContext,
  jalu: ApiUser,
  jobId: string,
): Promise<void> {
  await okJson(
    await request.delete(`/clients/jobs/${jobId}`, { headers: bearer(jalu.token) }),
    'cancel job',
  );
}

/** DELETE /workers/jobs/:id: the assigned Yasa backs out; the job is open again. */
export async function backOutByApi(
  request: APIRequestContext,
  yasa: ApiUser,
  jobId: string,
): Promise<void> {
  await okJson(
    await request.delete(`/workers/jobs/${jobId}`, { headers: bearer(yasa.token) }),
    'back out',
  );
}

/** PATCH /workers/jobs/:id/worker (multipart): the assigned Yasa's proof, one photo. */
export async function submitProofByApi(
  request: APIRequestContext,
  yasa: ApiUser,
  jobId: string,
  photo: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const form = new FormData();
  form.set('description', 'Sudah selesai semua.');
  form.append(
    'image',
    new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }),
    photo.name,
  );
  await okJson(
    await request.patch(`/workers/jobs/${jobId}/worker`, {
      headers: bearer(yasa.token),
      multipart: form,
    }),
    'submit proof',
  );
}

/** PATCH /clients/jobs/:id/client: the Jalu confirms the proof; the fee goes to the Yasa. */
export async function confirmCompletionByApi(
  request: APIRequestContext,
  jalu: ApiUser,
  jobId: string,
): Promise<void> {
  await okJson(
    await request.patch(`/clients/jobs/${jobId}/client`, { headers: bearer(jalu.token) }),
    'confirm completion',
  );
}

/** A real 96×96 PNG: the proof and complaint photos of the journeys that need one. */
const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAMAAADVRocKAAABd1BMVEX7vyT0vSTxuyZtk1AifGcRdmz5vSQPdm7Wsy6npD0Sd23ouSj3viT1vCTYsy7KrzMXeGsWeGumpD2KnEeImkcPdm3MsDLLsDJxlE5ij1Ngj1PVsi7IrzOZoEFwk09uk09Dhl23qThhj1TUsi/wvCZ9mEtejVTuuibGrTRPiVnCrDRrklAje2dBhV6HmkfErjUvgGPDrTUuf2PetizdtixMiFpokVE+hF+GmkiFmkgQdm3OsDHNsDEtf2TruSjquSgdemnatC04g2Asf2WfokDmuCm7qjdFhlxkkFMYeGrzvCXJrzM2gWE1gWGdoUGboUHhtyrXtC+LnEY/hV2npT1fjlQ0gWLyuybvuybFrjROilngtiuzqDnTsjCJm0dAhF4+hF7SsTDPsTClpD6XoENNiVqXn0Mhe2iyqDrQsTFnkFE8g1/puSgsfmTnuCi+qzaEmUk5gmD2vCTJrzKAmEm9rDcqfmW8qze5qjdjj1NSi1jHrjNRiljfT6YKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAACNUlEQVRo3u3X11bjQAwGYCVxYjudBEIKC0uvS+996R22wvbee2d3eXhuORB7NJJ8DhfzP4A+H9sjacAOOGAAAxjAAAYwgAGEgcGiO/sxlUrMuo3D8kD8bxecyb1SVBY4ScO5ON2CwOYKVMleVgroK0DVZCwZoM8BjziWBLBZAM9kagSAFfDJPh/oBt/84wLxtD9QiTKBDVCkzAT+q4ABHjCoqg+xORZQVAIQYQGuGsixgBk1UM8CEmpglQWE1MDW5QYCf0WBf+TbauAFC2gM+qANx5StYpnX7LpUwBCzm5ZUQAcTiDr+9Vu5A8e+7w+M8Yf+nl/9KwJbRTbjXb9BYm2xLc/PUHkjszpa2x7Pb0ktv9n9qu+/xpZb319VLvyfY7boBSTaMnCma8SG7kzLX6HmIrlCIhT6XJ+LLJtbpgEuIRD/1pJ3e9IL8wDzC+keN19eissBO+3NnRc7RWdz+64E8Kn/hne7diZ/M4H1h0n/iZZ8e5UBTKwBIscfiMDiyySgkny9SAGeXAd0Rtb1geJ30EiqSRe4CZp5rAfUgna+6gC9QMg4HtgJU4DDJSwwnQFSftQhgQ0gpowEHlGBdzjgGpBzCwXk6UA/CvhCB/6ggAM6MIICwnQgHDRwhAIe0IFRFPCLDqyhgFo6MBX0QZvAtYpn1PrPkb2oRAU6kEDdNq1+A7Zd27ttlPptd/Ejc5wCvNcZ+lP69X/qrS3ah2FSd/FqSumUD/Xqr45PNVbHUe8V+xRIGts8yVkatAAAAABJRU5ErkJggg==',
  'base64',
);

function withPhoto(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.append('image', new Blob([new Uint8Array(PROOF_PNG)], { type: 'image/png' }), 'foto.png');
  return form;
}

/** An accepted Nitip job whose Yasa sent proof and whose Jalu then filed 'Ajukan Komplain'. */
export async function disputedErrandJobByApi(
  request: APIRequestContext,
  input: { jaluName: string; yasaName: string; job: JobInput; reason: string },
): Promise<{ jalu: ApiUser; yasa: ApiUser; jobId: string }> {
  const accepted = await acceptedErrandJobByApi(request, input);
  const { jalu, yasa, jobId } = accepted;
  await okJson(
    await request.patch(`/workers/jobs/${jobId}/worker`, {
      headers: bearer(yasa.token),
      multipart: withPhoto({ description: 'Barang sudah saya antar' }),
    }),
    'send proof',
  );
  const filed = await request.post(`/clients/jobs/${jobId}/dispute`, {
    headers: bearer(jalu.token),
    multipart: withPhoto({ reason: input.reason }),
  });
  expect(filed.ok(), `file dispute: ${filed.status()} ${await filed.text()}`).toBe(true);
  return accepted;
}

/** The same PNG as an upload, for submitProofByApi and the like. */
export const SAMPLE_PHOTO = { name: 'foto.png', mimeType: 'image/png', buffer: PROOF_PNG };

/** The user's id (their profile's `_id`: GET /clients/profile or /workers/profile). */
export async function userIdByApi(request: APIRequestContext, user: ApiUser): Promise<string> {
  const path = user.role === 'jalu' ? '/clients/profile' : '/workers/profile';
  const { _id } = await okJson<{ _id: string }>(
    await request.get(path, { headers: bearer(user.token) }),
    'profile',
  );
  return _id;
}

/** PUT /blocks/:userId: `user` blocks the person `targetId` ('Daftar Blokir'). */
export async function blockByApi(
  request: APIRequestContext,
  user: ApiUser,
  targetId: string,
): Promise<void> {
  await okJson(await request.put(`/blocks/${targetId}`, { headers: bearer(user.token) }), 'block');
}

/** POST /support/tickets: 'Hubungi kami' on Bantuan (the console's 'Tiket'). */
export async function openTicketByApi(
  request: APIRequestContext,
  user: ApiUser,
  subject: string,
): Promise<void> {
  await okJson(
    await request.post('/support/tickets', {
      headers: bearer(user.token),
      data: { subject, text: 'Saldo dari pesanan kemarin belum masuk ke dompet saya.' },
    }),
    'open ticket',
  );
}

/** POST /reports: `user` reports the person `targetId` (the console's 'Laporan'). */
export async function reportUserByApi(
  request: APIRequestContext,
  user: ApiUser,
  targetId: string,
  text: string,
): Promise<void> {
  await okJson(
    await request.post('/reports', {
      headers: bearer(user.token),
      data: { targetType: 'user', targetId, reason: 'lainnya', text },
    }),
    'report',
  );
}
