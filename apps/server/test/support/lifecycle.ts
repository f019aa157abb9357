import type { JobState } from '@bantuin/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { jobs, ledgerAccounts } from '../../src/db/schema.js';
import type { TestUser } from './factories.js';
import { makeImage } from './images.js';
import { cancel, confirmDone, createAssignedJob, createNitipJob, sendProof } from './jobs.js';
import { multipartBody, type FormEntry } from './multipart.js';

async function multipart(
  app: FastifyInstance,
  method: 'POST' | 'PATCH',
  url: string,
  user: TestUser | undefined,
  field: [string, string],
  photos: number,
) {
  const entries: FormEntry[] = [field];
  const photo = await makeImage(200, 150);
  for (let i = 0; i < photos; i++) {
    entries.push(['image', { data: photo, filename: `foto-${i}.jpg`, contentType: 'image/jpeg' }]);
  }
  const body = await multipartBody(entries);
  return app.inject({
    method,
    url,
    headers: { ...(user?.auth ?? {}), ...body.headers },
    payload: body.payload,
  });
}

export const fileDispute = (
  app: FastifyInstance,
  jalu: TestUser | undefined,
  jobId: string,
  options: { reason?: string; photos?: number } = {},
) =>
  multipart(
    app,
    'POST',
    `/clients/jobs/${jobId}/dispute`,
    jalu,
    ['reason', options.reason ?? 'Lantai dapur masih kotor, foto bukti bukan ruangan saya'],
    options.photos ?? 1,
  );

export const answerDispute = (
  app: FastifyInstance,
  yasa: TestUser | undefined,
  jobId: string,
  options: { response?: string; photos?: number } = {},
) =>
  multipart(
    app,
    'PATCH',
    `/workers/jobs/${jobId}/dispute`,
    yasa,
    ['response', options.response ?? 'Sudah saya pel dua kali, ini fotonya'],
    options.photos ?? 0,
  );

export const backOut = (app: FastifyInstance, yasa: TestUser | undefined, jobId: string) =>
  app.inject({ method: 'DELETE', url: `/workers/jobs/${jobId}`, headers: yasa?.auth ?? {} });

export const withdraw = (app: FastifyInstance, yasa: TestUser | undefined, jobId: string) =>
  app.inject({
    method: 'DELETE',
    url: `/workers/jobs/${jobId}/application`,
    headers: yasa?.auth ?? {},
  });

export const cancellationQuote = (
  app: FastifyInstance,
  jalu: TestUser | undefined,
  jobId: string,
) =>
  app.inject({
    method: 'GET',
    url: `/clients/jobs/${jobId}/cancellation`,
    headers: jalu?.auth ?? {},
  });

export const cancelWithReason = (
  app: FastifyInstance,
  jalu: TestUser,
  jobId: string,
  reason: string,
) =>
  app.inject({
    method: 'DELETE',
    url: `/clients/jobs/${jobId}`,
    headers: jalu.auth,
    payload: { reason },
  });

function expectOk(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode >= 300) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
}

/** A Nitip job of `jalu` (with `yasa` accepted unless open) brought to `state`. */
export async function jobInState(
  app: FastifyInstance,
  jalu: TestUser,
  yasa: TestUser,
  state: JobState,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  if (state === 'open' || state === 'cancelled') {
    const jobId = await createNitipJob(app, jalu, overrides);
    if (state === 'cancelled') expectOk(await cancel(app, jalu, jobId), 'cancel');
    return jobId;
  }
  const jobId = await createAssignedJob(app, jalu, yasa, overrides);
  if (state === 'assigned') return jobId;
  expectOk(await sendProof(app, yasa, jobId), 'proof');
  if (state === 'worker_confirmed') return jobId;
  if (state === 'done') {
    expectOk(await confirmDone(app, jalu, jobId), 'confirm');
    return jobId;
  }
  expectOk(await fileDispute(app, jalu, jobId), 'dispute');
  return jobId;
}

export async function jobRow(db: Database, jobId: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  return row!;
}

/** Moves a job's clock: its scheduled time or when its Yasa was accepted. */
export async function setJobTimes(
  db: Database,
  jobId: string,
  times: { scheduledAt?: Date | null; assignedAt?: Date; workerConfirmedAt?: Date },
) {
  await db.update(jobs).set(times).where(eq(jobs.id, jobId));
}

export async function escrowOf(db: Database, jobId: string) {
  const [escrow] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.jobId, jobId));
  return escrow!.balance;
}

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);
