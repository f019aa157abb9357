import {
  JOB_STATE,
  RATING_REVEAL_DAYS,
  type ClientReview,
  type ClientReviewBody,
  type PublicJaluProfile,
} from '@bantuin/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database, Executor } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { retryingTransaction } from '../../db/retry.js';
import { afterCursor } from '../../db/keyset.js';
import { clientReviews, jobs, profiles, reviews, users } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { sweepEvery } from '../../lib/sweep.js';

export const RATING_REVEAL_MS = RATING_REVEAL_DAYS * 86_400_000;

/**
 * Whether the ratings of job `jobId` are shown to the other side: both rated it, or it was done
 * at least RATING_REVEAL_DAYS ago. One SQL condition, used by every read of a rating.
 */
export function ratingsRevealed(jobId: AnyPgColumn | SQL): SQL {
  return sql`(
    (EXISTS (SELECT 1 FROM ${reviews} WHERE ${reviews.jobId} = ${jobId})
      AND EXISTS (SELECT 1 FROM ${clientReviews} WHERE ${clientReviews.jobId} = ${jobId}))
    OR EXISTS (SELECT 1 FROM ${jobs} WHERE ${jobs.id} = ${jobId}
      AND ${jobs.finishedAt} <= now() - make_interval(days => ${RATING_REVEAL_DAYS})))`;
}

/**
 * The Yasa's public mean rating (`profiles.rating`), to one decimal, over the reviews already
 * shown to them: a hidden rating (the Yasa has not rated the Jalu, and fewer than
 * RATING_REVEAL_DAYS passed) would otherwise show through the mean moving.
 */
function revealedMeanOf(workerId: SQL): SQL {
  return sql`(SELECT round(avg(r.rating)::numeric, 1) FROM reviews r JOIN jobs j ON j.id = r.job_id
    WHERE r.worker_id = ${workerId}
      AND (EXISTS (SELECT 1 FROM client_reviews c WHERE c.job_id = r.job_id)
        OR j.finished_at <= now() - make_interval(days => ${RATING_REVEAL_DAYS})))`;
}

/**
 * Sets the Yasa's mean anew. The caller holds the Yasa's profile row lock, which orders
 * concurrent reviews: each mean is computed after the previous one committed.
 */
export async function refreshYasaRating(tx: Executor, workerId: string): Promise<void> {
  await tx
    .update(profiles)
    .set({ rating: revealedMeanOf(sql`${workerId}::uuid`) })
    .where(eq(profiles.userId, workerId));
}

/** How far back the reveal sweep looks: it may miss this long of downtime and still catch up. */
const REVEAL_SWEEP_LOOKBACK_DAYS = 7;

/**
 * The ratings whose 14 days just passed count now: the means of the Yasa with a review on a job
 * done between RATING_REVEAL_DAYS and RATING_REVEAL_DAYS + the lookback ago are set anew, each
 * under the Yasa's profile lock (as a review does). Idempotent; every process runs it on its own
 * timer. Answers how many Yasa it looked at.
 */
export async function revealDueRatings(db: Database): Promise<number> {
  const due = await db.execute(sql`
    SELECT DISTINCT r.worker_id FROM reviews r JOIN jobs j ON j.id = r.job_id
    WHERE j.finished_at <= now() - make_interval(days => ${RATING_REVEAL_DAYS})
      AND j.finished_at > now() - make_interval(days => ${RATING_REVEAL_DAYS + REVEAL_SWEEP_LOOKBACK_DAYS})`);
  const workers = (due as unknown as { rows: Array<{ worker_id: string }> }).rows;
  for (const { worker_id: workerId } of workers) {
    await db.transaction(async (tx) => {
      await tx
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.userId, workerId))
        .for('update');
      await refreshYasaRating(tx, workerId);
    });
  }
  return workers.length;
}

/** Every process sets the means whose hidden ratings came of age, hourly. */
export function startRatingRevealSweep(
  app: FastifyInstance,
  db: Database,
  everyMs = REVEAL_SWEEP_EVERY_MS,
): void {
  sweepEvery(app, everyMs, 'rating reveal sweep', 'Yasa means set from revealed ratings', () =>
    revealDueRatings(db),
  );
}
const REVEAL_SWEEP_EVERY_MS = 3_600_000;

export interface ClientReviewsService {
  /** The Yasa of a done job rates its Jalu, once (409 ALREADY_REVIEWED). */
  rate(workerId: string, jobId: string, body: ClientReviewBody): Promise<void>;
  /** The Jalu's received ratings, revealed ones only, newest first. */
  listForClient(
    clientId: string,
    page: { limit: number; cursor?: string },
  ): Promise<ClientReview[]>;
  /** A Jalu as a Yasa sees them; 404 for anyone who is not a Jalu. */
  jaluProfile(jaluId: string): Promise<PublicJaluProfile>;
}

export function createClientReviewsService(db: Database): ClientReviewsService {
  return {
    async rate(workerId, jobId, body) {
      const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
      // Only the Yasa the job was done by: anyone else is answered as for no job at all.
      if (!job || job.workerId !== workerId) throw notFound('Pekerjaan tidak ditemukan');
      if (job.status !== JOB_STATE.done) {
        throw conflict('Jalu bisa dinilai setelah pekerjaan selesai', 'JOB_STATE_CONFLICT');
      }
      try {
        await retryingTransaction(db, async (tx) => {
          // The job, then the Yasa's profile: the order the Jalu's review takes them in
          // (jobs/completion.ts), so the two sides rating at once wait instead of deadlocking.
          // The profile lock orders the mean's updates.
          await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).for('update');
          await tx
            .select({ userId: profiles.userId })
            .from(profiles)
            .where(eq(profiles.userId, workerId))
            .for('update');
          await tx.insert(clientReviews).values({
            jobId,
            clientId: job.clientId,
            workerId,
            rating: body.rating,
            description: body.description ?? '',
          });
          // Rating the Jalu reveals the Jalu's rating of this job: the Yasa's mean may move.
          await refreshYasaRating(tx, workerId);
        });
      } catch (error) {
        if (violatedUniqueConstraint(error) !== undefined) {
          throw conflict('Kamu sudah memberi rating untuk pekerjaan ini', 'ALREADY_REVIEWED');
        }
        throw error;
      }
    },

    async listForClient(clientId, page) {
      const rows = await db
        .select({
          review: clientReviews,
          workerName: profiles.name,
          workerPicture: profiles.profilePicture,
        })
        .from(clientReviews)
        .innerJoin(profiles, eq(profiles.userId, clientReviews.workerId))
        .where(
          and(
            eq(clientReviews.clientId, clientId),
            ratingsRevealed(clientReviews.jobId),
            afterCursor(clientReviews, clientReviews.createdAt, clientReviews.id, page.cursor),
          ),
        )
        .orderBy(desc(clientReviews.createdAt), desc(clientReviews.id))
        .limit(page.limit);
      return rows.map(({ review, workerName, workerPicture }) => ({
        _id: review.id,
        worker: { name: workerName, profilePicture: workerPicture },
        rating: review.rating,
        description: review.description,
        createdAt: review.createdAt.toISOString(),
      }));
    },

    async jaluProfile(jaluId) {
      const [row] = await db
        .select({
          name: profiles.name,
          profilePicture: profiles.profilePicture,
          createdAt: users.createdAt,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(and(eq(users.id, jaluId), eq(users.role, 'jalu')));
      if (!row) throw notFound('Jalu tidak ditemukan');
      const [ratings] = await db
        .select({
          mean: sql<string | null>`round(avg(${clientReviews.rating})::numeric, 1)`,
          total: count(),
        })
        .from(clientReviews)
        .where(and(eq(clientReviews.clientId, jaluId), ratingsRevealed(clientReviews.jobId)));
      const [finished] = await db
        .select({ total: count() })
        .from(jobs)
        .where(and(eq(jobs.clientId, jaluId), eq(jobs.status, JOB_STATE.done)));
      return {
        _id: jaluId,
        name: row.name,
        profilePicture: row.profilePicture,
        ...(ratings?.mean == null ? {} : { rating: Number(ratings.mean) }),
        ratingCount: ratings?.total ?? 0,
        jobsFinished: finished?.total ?? 0,
        memberSince: row.createdAt.toISOString(),
      };
    },
  };
}
