import {
  ADMIN_FEE,
  formatIDR,
  PROFILE_INCOMPLETE_MESSAGE,
  SOCKET_EVENTS,
  type Job,
  type JobCategory,
  type JobFields,
  type JobWithWorkers,
} from '@bantuin/contract';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import {
  CATEGORY_IDS,
  chats,
  jobApplications,
  jobs,
  ledgerAccounts,
  profiles,
} from '../../db/schema.js';
import type { AuthUser } from '../../http/auth.js';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.js';
import { silentNotifier, type Notifier } from '../chat/notifier.js';
import type { ImageUploads } from '../uploads/image-uploads.js';
import { escrowOfJob, transfer, walletOf } from '../ledger/ledger.js';
import {
  findJobView,
  hasApplied,
  jobIsIn,
  listApplicants,
  listJobViews,
  listOpenJobsNear,
  lockJob,
  type JobRow,
  type ListPage,
} from './repository.js';
import { presentApplicant, presentJob } from './presenter.js';
import { businessMetrics } from '../metrics/metrics.js';

export interface JobsService {
  post(
    clientId: string,
    category: JobCategory,
    fields: JobFields,
    photos: Buffer[],
  ): Promise<string>;
  listActiveForClient(clientId: string, page: ListPage): Promise<Job[]>;
  listOpen(
    page: ListPage & { near?: { lat: number; lng: number } },
    workerId: string,
  ): Promise<Job[]>;
  listAssignedToWorker(workerId: string, page: ListPage): Promise<Job[]>;
  detail(user: AuthUser, jobId: string): Promise<Job>;
  detailWithApplicants(clientId: string, jobId: string): Promise<JobWithWorkers>;
  apply(workerId: string, jobId: string): Promise<void>;
  accept(clientId: string, jobId: string, workerUserId: string): Promise<void>;
  cancel(clientId: string, jobId: string): Promise<void>;
}

const jobNotFound = () => notFound('Pekerjaan tidak ditemukan');
const profileIncomplete = () => new AppError(400, 'PROFILE_INCOMPLETE', PROFILE_INCOMPLETE_MESSAGE);
const notOpen = () => conflict('Pekerjaan ini sudah tidak menerima pelamar', 'JOB_NOT_OPEN');

const ACTIVE_STATES: JobRow['status'][] = ['open', 'assigned', 'worker_confirmed'];
const ASSIGNED_STATES: JobRow['status'][] = ['assigned', 'worker_confirmed'];

export function createJobsService(
  db: Database,
  uploads: ImageUploads,
  feeLimits: { min: number; max: number },
  notifier: Notifier = silentNotifier,
): JobsService {
  async function requireProfileName(userId: string, tx: Database | Transaction = db) {
    const [profile] = await tx
      .select({ name: profiles.name })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .limit(1);
    if (!profile?.name) throw profileIncomplete();
  }

  /** A job the caller owns, locked; someone else's job answers like a missing one. */
  async function lockOwnJob(tx: Transaction, clientId: string, jobId: string) {
    const job = await lockJob(tx, jobId);
    if (!job || job.clientId !== clientId) throw jobNotFound();
    return job;
  }

  const view = async (jobId: string) => {
    const found = await findJobView(db, jobId);
    if (!found) throw jobNotFound();
    return found;
  };

  return {
    async post(clientId, category, fields, photos) {
      if (fields.fee < feeLimits.min) throw badRequest(`Biaya minimal ${formatIDR(feeLimits.min)}`);
      if (fields.fee > feeLimits.max)
        throw badRequest(`Biaya maksimal ${formatIDR(feeLimits.max)}`);
      await requireProfileName(clientId);
      // Every photo is checked before anything is written; a refusal leaves nothing behind.
      const images = await uploads.prepare(photos);

      return uploads
        .saveThen(images, (urls) =>
          db.transaction(async (tx) => {
            const [job] = await tx
              .insert(jobs)
              .values({
                clientId,
                categoryId: CATEGORY_IDS[category],
                title: fields.title,
                description: fields.description,
                address: fields.address,
                addressNotes: fields.addressNotes,
                lat: fields.coordinates.lat,
                lng: fields.coordinates.lng,
                fee: fields.fee,
                adminFee: ADMIN_FEE,
                images: urls,
              })
              .returning({ id: jobs.id });
            const [escrow] = await tx
              .insert(ledgerAccounts)
              .values({ kind: 'escrow', jobId: job!.id })
              .returning({ id: ledgerAccounts.id });
            const wallet = await walletOf(tx, clientId);
            await transfer(tx, {
              kind: 'job_hold',
              fromAccountId: wallet.id,
              toAccountId: escrow!.id,
              amount: fields.fee + ADMIN_FEE,
              jobId: job!.id,
            });
            return job!.id;
          }),
        )
        .then((jobId) => {
          businessMetrics.jobsPosted.inc();
          return jobId;
        });
    },

    async listActiveForClient(clientId, page) {
      const views = await listJobViews(
        db,
        and(eq(jobs.clientId, clientId), jobIsIn(ACTIVE_STATES)),
        page,
      );
      return views.map((v) => presentJob(v));
    },

    async listOpen(page, _workerId) {
      const views = page.near
        ? await listOpenJobsNear(db, page.near, page)
        : await listJobViews(db, eq(jobs.status, 'open'), page);
      return views.map((v) => presentJob(v));
    },

    async listAssignedToWorker(workerId, page) {
      const views = await listJobViews(
        db,
        and(eq(jobs.workerId, workerId), jobIsIn(ASSIGNED_STATES)),
        page,
      );
      return views.map((v) => presentJob(v));
    },

    async detail(user, jobId) {
      const found = await view(jobId);
      const { job } = found;
      if (user.role === 'jalu') {
        if (job.clientId !== user.id) throw jobNotFound();
        return presentJob(found);
      }
      // A Yasa sees open jobs, and afterwards only the one it was given.
      if (job.status !== 'open' && job.workerId !== user.id) throw jobNotFound();
      return presentJob(found, { hasApplied: await hasApplied(db, job.id, user.id) });
    },

    async detailWithApplicants(clientId, jobId) {
      const found = await view(jobId);
      if (found.job.clientId !== clientId) throw jobNotFound();
      const applicants = await listApplicants(db, jobId);
      return { ...presentJob(found), workers: applicants.map(presentApplicant) };
    },

    async apply(workerId, jobId) {
      await requireProfileName(workerId);
      try {
        const clientId = await db.transaction(async (tx) => {
          // Shares the job lock with accept and cancel, so nobody applies to a closing job.
          const job = await lockJob(tx, jobId);
          if (!job) throw jobNotFound();
          if (job.status !== 'open') throw notOpen();
          await tx.insert(jobApplications).values({ jobId, workerId });
          return job.clientId;
        });
        notifier.toUser(clientId, SOCKET_EVENTS.jobApplicant, { jobId });
      } catch (error) {
        if (violatedUniqueConstraint(error) !== undefined) {
          throw conflict('Kamu sudah melamar pekerjaan ini', 'ALREADY_APPLIED');
        }
        throw error;
      }
    },

    async accept(clientId, jobId, workerUserId) {
      await db.transaction(async (tx) => {
        const job = await lockOwnJob(tx, clientId, jobId);
        if (job.status !== 'open') {
          throw conflict('Pekerjaan ini sudah punya Yasa atau sudah dibatalkan', 'JOB_NOT_OPEN');
        }
        if (!(await hasApplied(tx, jobId, workerUserId))) {
          throw badRequest('Yasa ini tidak melamar pekerjaan ini', 'NOT_AN_APPLICANT');
        }
        await tx
          .update(jobs)
          .set({ status: 'assigned', workerId: workerUserId, assignedAt: new Date() })
          .where(eq(jobs.id, jobId));
        await tx.insert(chats).values({ jobId });
      });
      notifier.toUser(workerUserId, SOCKET_EVENTS.jobAccepted, { jobId });
    },

    async cancel(clientId, jobId) {
      await db.transaction(async (tx) => {
        const job = await lockOwnJob(tx, clientId, jobId);
        if (job.status !== 'open') {
          throw conflict('Pekerjaan yang sudah punya Yasa tidak bisa dibatalkan', 'JOB_NOT_OPEN');
        }
        const escrow = await escrowOfJob(tx, jobId);
        const wallet = await walletOf(tx, clientId);
        await transfer(tx, {
          kind: 'job_refund',
          fromAccountId: escrow.id,
          toAccountId: wallet.id,
          amount: escrow.balance,
          jobId,
        });
        await tx
          .update(jobs)
          .set({ status: 'cancelled', cancelledAt: new Date() })
          .where(eq(jobs.id, jobId));
      });
    },
  };
}
