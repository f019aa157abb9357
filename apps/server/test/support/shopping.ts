import type { Job, JobState } from '@bantuin/contract';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from './factories.js';
import { makeImage } from './images.js';
import { cancel, confirmDone, createAssignedJob, createNitipJob, sendProof } from './jobs.js';
import { fileDispute } from './lifecycle.js';
import { multipartBody, type FormEntry } from './multipart.js';

/** A small list and cap: posting holds fee + admin fee + this cap. */
export const SHOPPING = {
  items: [
    { name: 'Beras 5 kg', quantity: 1 },
    { name: 'Telur', quantity: 10 },
  ],
  shoppingCap: 50_000,
};

export const tickItem = (
  app: FastifyInstance,
  yasa: TestUser,
  jobId: string,
  itemId: string,
  body: Record<string, unknown>,
) =>
  app.inject({
    method: 'PATCH',
    url: `/workers/jobs/${jobId}/items/${itemId}`,
    headers: yasa.auth,
    payload: body,
  });

export const answerExtra = (
  app: FastifyInstance,
  jalu: TestUser,
  jobId: string,
  approve: boolean,
) =>
  app.inject({
    method: 'POST',
    url: `/clients/jobs/${jobId}/receipt/extra`,
    headers: jalu.auth,
    payload: { approve },
  });

export const answerReplacement = (
  app: FastifyInstance,
  jalu: TestUser,
  jobId: string,
  itemId: string,
  approve: boolean,
) =>
  app.inject({
    method: 'POST',
    url: `/clients/jobs/${jobId}/items/${itemId}/replacement`,
    headers: jalu.auth,
    payload: { approve },
  });

export const giveTip = (app: FastifyInstance, jalu: TestUser, jobId: string, amount = 5_000) =>
  app.inject({
    method: 'POST',
    url: `/clients/jobs/${jobId}/tip`,
    headers: jalu.auth,
    payload: { amount },
  });

export async function sendReceipt(
  app: FastifyInstance,
  yasa: TestUser,
  jobId: string,
  total: number,
) {
  const photo = await makeImage(200, 300);
  const entries: FormEntry[] = [
    ['total', String(total)],
    ['image', { data: photo, filename: 'struk.jpg', contentType: 'image/jpeg' }],
  ];
  const body = await multipartBody(entries);
  return app.inject({
    method: 'POST',
    url: `/workers/jobs/${jobId}/receipt`,
    headers: { ...yasa.auth, ...body.headers },
    payload: body.payload,
  });
}

function expectOk(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode >= 300) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
}

/** Ticks every item of the list 'bought'. */
export async function tickAll(app: FastifyInstance, yasa: TestUser, jobId: string) {
  const job = (
    await app.inject({ method: 'GET', url: `/jobs/${jobId}`, headers: yasa.auth })
  ).json<Job>();
  for (const item of job.items) {
    expectOk(await tickItem(app, yasa, jobId, item._id, { state: 'bought' }), 'tick');
  }
}

/**
 * A Nitip with `SHOPPING`'s list and cap brought to `state`. From assigned on, every item is
 * ticked; `receipt` (a total) is sent in assigned already, and always before the proof (which
 * needs it; without one, `SHOPPING.shoppingCap` is the total).
 */
export async function shoppingJobInState(
  app: FastifyInstance,
  jalu: TestUser,
  yasa: TestUser,
  state: JobState,
  options: { receipt?: number } = {},
): Promise<string> {
  if (state === 'open' || state === 'cancelled') {
    const jobId = await createNitipJob(app, jalu, SHOPPING);
    if (state === 'cancelled') expectOk(await cancel(app, jalu, jobId), 'cancel');
    return jobId;
  }
  const jobId = await createAssignedJob(app, jalu, yasa, SHOPPING);
  await tickAll(app, yasa, jobId);
  if (state === 'assigned') {
    if (options.receipt !== undefined) {
      expectOk(await sendReceipt(app, yasa, jobId, options.receipt), 'receipt');
    }
    return jobId;
  }
  const total = options.receipt ?? SHOPPING.shoppingCap;
  expectOk(await sendReceipt(app, yasa, jobId, total), 'receipt');
  expectOk(await sendProof(app, yasa, jobId), 'proof');
  if (state === 'worker_confirmed') return jobId;
  if (state === 'done') {
    expectOk(await confirmDone(app, jalu, jobId), 'confirm');
    return jobId;
  }
  expectOk(await fileDispute(app, jalu, jobId), 'dispute');
  return jobId;
}
