import type { FastifyInstance } from 'fastify';
import { createUser, type TestUser } from './factories.js';
import { makeImage } from './images.js';
import { multipartBody, type FormEntry } from './multipart.js';
import { fundWallet } from './payments.js';

/** Gives the user a profile name (what posting and applying require). */
export async function fillProfile(app: FastifyInstance, user: TestUser, name: string) {
  const body = await multipartBody([['name', name]]);
  const path = user.role === 'jalu' ? '/clients/profile' : '/workers/profile';
  const res = await app.inject({
    method: 'PATCH',
    url: path,
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 200) throw new Error(`profile failed: ${res.body}`);
}

/** A Jalu with a name and `balance` rupiah, ready to post. */
export async function readyJalu(app: FastifyInstance, balance = 200_000) {
  const user = await createUser(app, 'jalu');
  await fillProfile(app, user, `Jalu ${user.email.slice(4, 10)}`);
  if (balance > 0) await fundWallet(app, user, balance);
  return user;
}

/** A Yasa with a name, ready to apply. */
export async function readyYasa(app: FastifyInstance) {
  const user = await createUser(app, 'yasa');
  await fillProfile(app, user, `Yasa ${user.email.slice(4, 10)}`);
  return user;
}

export const nitipFields = (overrides: Record<string, unknown> = {}) => ({
  title: 'Belanja sayur di pasar',
  fee: 25_000,
  description: 'Bayam 2 ikat, wortel 1 kg, tahu 10 potong',
  address: 'Jl. Kemang Raya No. 10, Jakarta Selatan',
  addressNotes: 'Pagar hijau',
  coordinates: { lat: -6.26, lng: 106.81 },
  ...overrides,
});

export const postNitip = (
  app: FastifyInstance,
  user: TestUser,
  overrides: Record<string, unknown> = {},
  /** An Idempotency-Key header, as the web sends with each confirmed post. */
  postKey?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/clients/jobs/belanja',
    headers: { ...user.auth, ...(postKey ? { 'idempotency-key': postKey } : {}) },
    payload: nitipFields(overrides),
  });

export async function postBersih(
  app: FastifyInstance,
  user: TestUser | undefined,
  options: {
    photos?: number;
    fields?: Record<string, string>;
    extra?: FormEntry[];
    postKey?: string;
  } = {},
) {
  const fields = {
    title: 'Bersihkan dapur dan ruang tamu',
    fee: '75000',
    description: 'Sapu, pel, lap meja',
    address: 'Jl. Tebet Barat No. 5, Jakarta',
    addressNotes: '',
    coordinates: JSON.stringify({ lat: -6.23, lng: 106.85 }),
    ...options.fields,
  };
  const entries: FormEntry[] = Object.entries(fields).map(([k, v]) => [k, v]);
  const photo = await makeImage(400, 300);
  for (let i = 0; i < (options.photos ?? 2); i++) {
    entries.push(['image', { data: photo, filename: `ruang-${i}.jpg`, contentType: 'image/jpeg' }]);
  }
  entries.push(...(options.extra ?? []));
  const body = await multipartBody(entries);
  return app.inject({
    method: 'POST',
    url: '/clients/jobs/bersih',
    headers: {
      ...(user?.auth ?? {}),
      ...body.headers,
      ...(options.postKey ? { 'idempotency-key': options.postKey } : {}),
    },
    payload: body.payload,
  });
}

export async function createNitipJob(app: FastifyInstance, user: TestUser, overrides = {}) {
  const res = await postNitip(app, user, overrides);
  if (res.statusCode !== 201) throw new Error(`post failed: ${res.body}`);
  return res.json<{ _id: string }>()._id;
}

export const apply = (app: FastifyInstance, yasa: TestUser, jobId: string) =>
  app.inject({ method: 'POST', url: `/workers/jobs/${jobId}`, headers: yasa.auth });

export const accept = (app: FastifyInstance, jalu: TestUser, jobId: string, workerId: string) =>
  app.inject({ method: 'PATCH', url: `/clients/jobs/${jobId}/${workerId}`, headers: jalu.auth });

export const cancel = (app: FastifyInstance, jalu: TestUser, jobId: string) =>
  app.inject({ method: 'DELETE', url: `/clients/jobs/${jobId}`, headers: jalu.auth });

/** A Nitip job of `jalu` with `yasa` applied and accepted. */
export async function createAssignedJob(
  app: FastifyInstance,
  jalu: TestUser,
  yasa: TestUser,
  overrides: Record<string, unknown> = {},
) {
  const jobId = await createNitipJob(app, jalu, overrides);
  const applied = await apply(app, yasa, jobId);
  const accepted = await accept(app, jalu, jobId, yasa.id);
  if (applied.statusCode !== 201 || accepted.statusCode !== 200) {
    throw new Error(`assign failed: ${applied.body} ${accepted.body}`);
  }
  return jobId;
}

export async function sendProof(
  app: FastifyInstance,
  yasa: TestUser | undefined,
  jobId: string,
  options: {
    photos?: number;
    description?: string;
    /** Photos per task: `taskPhotos[i]` files under `taskImages[i]` (a job with a task list). */
    taskPhotos?: number[];
    /** Each photo padded to this many bytes (a phone's full-size photo). */
    photoBytes?: number;
  } = {},
) {
  const small = await makeImage(300, 200);
  const padding = Math.max(0, (options.photoBytes ?? 0) - small.length);
  const photo = padding ? Buffer.concat([small, Buffer.alloc(padding)]) : small;
  const entries: FormEntry[] = [['description', options.description ?? 'Sudah bersih dan rapi']];
  for (let i = 0; i < (options.photos ?? 1); i++) {
    entries.push(['image', { data: photo, filename: `bukti-${i}.jpg`, contentType: 'image/jpeg' }]);
  }
  for (const [task, count] of (options.taskPhotos ?? []).entries()) {
    for (let i = 0; i < count; i++) {
      const file = { data: photo, filename: `tugas-${task}-${i}.jpg`, contentType: 'image/jpeg' };
      entries.push([`taskImages[${task}]`, file]);
    }
  }
  const body = await multipartBody(entries);
  return app.inject({
    method: 'PATCH',
    url: `/workers/jobs/${jobId}/worker`,
    headers: { ...(yasa?.auth ?? {}), ...body.headers },
    payload: body.payload,
  });
}

export const confirmDone = (app: FastifyInstance, jalu: TestUser | undefined, jobId: string) =>
  app.inject({
    method: 'PATCH',
    url: `/clients/jobs/${jobId}/client`,
    headers: jalu?.auth ?? {},
  });

export async function sendReview(
  app: FastifyInstance,
  jalu: TestUser | undefined,
  jobId: string,
  options: { rating?: string; description?: string; photos?: number } = {},
) {
  const entries: FormEntry[] = [
    ['rating', options.rating ?? '5'],
    ['description', options.description ?? 'Rapi dan tepat waktu'],
  ];
  const photo = await makeImage(200, 200);
  for (let i = 0; i < (options.photos ?? 0); i++) {
    entries.push([
      'image',
      { data: photo, filename: `ulasan-${i}.jpg`, contentType: 'image/jpeg' },
    ]);
  }
  const body = await multipartBody(entries);
  return app.inject({
    method: 'POST',
    url: `/clients/jobs/${jobId}/review`,
    headers: { ...(jalu?.auth ?? {}), ...body.headers },
    payload: body.payload,
  });
}

/** A job taken all the way to a confirmed payout. */
export async function createFinishedJob(
  app: FastifyInstance,
  jalu: TestUser,
  yasa: TestUser,
  overrides: Record<string, unknown> = {},
) {
  const jobId = await createAssignedJob(app, jalu, yasa, overrides);
  const proof = await sendProof(app, yasa, jobId);
  const confirmed = await confirmDone(app, jalu, jobId);
  if (proof.statusCode !== 200 || confirmed.statusCode !== 200) {
    throw new Error(`finish failed: ${proof.body} ${confirmed.body}`);
  }
  return jobId;
}
