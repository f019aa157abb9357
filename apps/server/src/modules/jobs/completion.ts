import { SOCKET_EVENTS, JOB_STATE, type JobTip } from '@bantuin/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { retryingTransaction } from '../../db/retry.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { jobs, profiles, reviews } from '../../db/schema.js';
import { refreshYasaRating } from '../reviews/client-reviews.js';
import { requireActiveAccount } from '../accounts/standing.js';
import { conflict, notFound } from '../../lib/errors.js';
import { silentNotifier, type Notifier } from '../chat/notifier.js';
import type { ImageUploads } from '../uploads/image-uploads.js';
import { assertMayApply, type Lifecycle } from './lifecycle.js';
import { canView, proofRefusal } from './policy.js';
import { lockJob, type JobRow } from './repository.js';
import { businessMetrics } from '../metrics/metrics.js';

export interface CompletionService {
  /** The assigned Yasa's proof of work; the job then waits for the Jalu. */
  submitProof(
    workerId: string,
    jobId: string,
    description: string,
    photos: Buffer[],
    /** Task i's photos (a job with a task list); each task needs one (policy's proofRefusal). */
    taskPhotos?: readonly Buffer[][],
  ): Promise<void>;
  /** The Jalu's confirmation: pays the Yasa and the platform from escrow, exactly once. */
  confirm(clientId: string, jobId: string): Promise<JobRow>;
  review(
    clientId: string,
    jobId: string,
    input: { rating: number; description: string; photos: Buffer[] },
  ): Promise<void>;
  /**
   * The Jalu's tip to the Yasa of a done job, wallet to wallet, once, within the tip window
   * (the transition table's `tip`); answers the tip.
   */
  tip(clientId: string, jobId: string, amount: number): Promise<JobTip>;
  /**
   * Releases the payment of jobs whose proof is older than the auto-release delay. Safe with
   * several processes: each job is taken with SKIP LOCKED, so no two sweeps release the same one.
   */
  releaseDue(limit?: number): Promise<JobRow[]>;
}

/** `urls` cut into consecutive runs of `counts` (task i's photos); the rest is dropped. */
function splitByCounts(urls: readonly string[], counts: readonly number[]): string[][] {
  let start = 0;
  return counts.map((count) => urls.slice(start, (start += count)));
}

const jobNotFound = () => notFound('Pekerjaan tidak ditemukan');

export function createCompletionService(
  db: Database,
  uploads: ImageUploads,
  lifecycle: Lifecycle,
  options: { autoReleaseAfterMs: number },
  notifier: Notifier = silentNotifier,
): CompletionService {
  const announcePaid = (job: JobRow) => {
    businessMetrics.jobsCompleted.inc({ how: job.autoReleased ? 'auto_released' : 'confirmed' });
    notifier.toUser(job.workerId!, SOCKET_EVENTS.jobPaid, { jobId: job.id });
  };

  const checkReviewAllowed = (job: JobRow | undefined, clientId: string) => {
    if (!job || !canView(job, { role: 'jalu', id: clientId })) throw jobNotFound();
    if (job.status !== JOB_STATE.done)
      throw conflict('Pekerjaan belum selesai', 'JOB_STATE_CONFLICT');
  };
  const readJob = async (jobId: string) =>
    (await db.select().from(jobs).where(eq(jobs.id, jobId)).limit(1))[0];

  return {
    async submitProof(workerId, jobId, description, photos, taskPhotos = []) {
      // Decoding photos is the expensive part: the table's verdict comes before it.
      const job = await readJob(jobId);
      assertMayApply(job, 'submitProof', { kind: 'yasa', id: workerId });
      // A job's task list never changes after posting, so this verdict holds in the transaction.
      const perTask = taskPhotos.slice(0, job.tasks.length);
      const refusal = proofRefusal(job, {
        general: photos.length,
        perTask: taskPhotos.map((files) => files.length),
      });
      if (refusal) throw refusal;
      // Task photos first, in task order, then the extras: the URLs come back in that order.
      const images = await uploads.prepare([...perTask.flat(), ...photos]);
      const clientId = await uploads.saveThen(images, (urls) =>
        retryingTransaction(db, async (tx) => {
          const { job } = await lifecycle.apply(
            tx,
            jobId,
            'submitProof',
            { kind: 'yasa', id: workerId },
            {
              patch: () => ({
                confirmationDescription: description || null,
                confirmationImages: urls,
                taskImages: splitByCounts(
                  urls,
                  perTask.map((files) => files.length),
                ),
                workerConfirmedAt: new Date(),
              }),
            },
          );
          return job.clientId;
        }),
      );
      notifier.toUser(clientId, SOCKET_EVENTS.jobProof, { jobId });
    },

    async confirm(clientId, jobId) {
      const { job: done } = await retryingTransaction(db, (tx) =>
        lifecycle.apply(
          tx,
          jobId,
          'confirm',
          { kind: 'jalu', id: clientId },
          { patch: () => ({ finishedAt: new Date(), autoReleased: false }) },
        ),
      );
      announcePaid(done);
      return done;
    },

    async review(clientId, jobId, { rating, description, photos }) {
      checkReviewAllowed(await readJob(jobId), clientId);
      const images = await uploads.prepare(photos);
      try {
        await uploads.saveThen(images, (urls) =>
          retryingTransaction(db, async (tx) => {
            // The Jalu's account, then the job (the lock order; see accounts/standing.ts).
            await requireActiveAccount(tx, clientId);
            const job = await lockJob(tx, jobId);
            checkReviewAllowed(job, clientId);
            if (!job) throw jobNotFound();
            await tx.insert(reviews).values({
              jobId,
              clientId,
              workerId: job.workerId!,
              rating,
              description,
              images: urls,
            });
            // The mean of the revealed reviews, to one decimal, moves with the review that changes it.
            // The Yasa's profile row lock orders concurrent reviews: each mean is computed after
            // the previous review committed, so none is left out (READ COMMITTED re-reads).
            await tx
              .select({ userId: profiles.userId })
              .from(profiles)
              .where(eq(profiles.userId, job.workerId!))
              .for('update');
            // Only ratings the Yasa can already see count (ratings both ways, issue 30).
            await refreshYasaRating(tx, job.workerId!);
          }),
        );
      } catch (error) {
        if (violatedUniqueConstraint(error) !== undefined) {
          throw conflict('Pekerjaan ini sudah diulas', 'ALREADY_REVIEWED');
        }
        throw error;
      }
    },

    async tip(clientId, jobId, amount) {
      const tip = await retryingTransaction(db, async (tx) => {
        // The table's `tip` (once, within the window) under the job's row lock: twenty identical
        // requests queue on it and the first one's tip is what the others see.
        const now = new Date();
        await lifecycle.apply(
          tx,
          jobId,
          'tip',
          { kind: 'jalu', id: clientId },
          {
            now,
            amount,
            patch: () => ({ tipAmount: amount, tippedAt: now }),
            notice: () => ({ amount }),
          },
        );
        return { amount, createdAt: now.toISOString() };
      });
      businessMetrics.tips.inc();
      return tip;
    },

    async releaseDue(limit = 50) {
      const released: JobRow[] = [];
      while (released.length < limit) {
        const job = await retryingTransaction(db, async (tx) => {
          const cutoff = new Date(Date.now() - options.autoReleaseAfterMs);
          const [due] = await tx
            .select()
            .from(jobs)
            .where(
              and(eq(jobs.status, JOB_STATE.worker_confirmed), lt(jobs.workerConfirmedAt, cutoff)),
            )
            .orderBy(jobs.workerConfirmedAt)
            .limit(1)
            .for('update', { skipLocked: true });
          if (!due) return undefined;
          const { job: done } = await lifecycle.apply(
            tx,
            due.id,
            'autoRelease',
            { kind: 'system' },
            { patch: () => ({ finishedAt: new Date(), autoReleased: true }) },
          );
          return done;
        });
        if (!job) break;
        announcePaid(job);
        released.push(job);
      }
      return released;
    },
  };
}
