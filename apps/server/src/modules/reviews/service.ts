import {
  JOB_STATE,
  type BestYasa,
  type JobReview,
  type PublicYasaProfile,
  type Review,
} from '@bantuin/contract';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { afterCursor } from '../../db/keyset.js';
import { clientReviews, jobs, profiles, reviews, users } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { presentBestYasa, presentReview } from './presenter.js';
import { isParty } from '../jobs/policy.js';
import { RATING_REVEAL_MS, ratingsRevealed } from './client-reviews.js';

export interface ReviewsService {
  /** A Yasa's reviews, newest first; `cursor` is the last review's `_id`. */
  listForWorker(workerId: string, page: { limit: number; cursor?: string }): Promise<Review[]>;
  /** At most 5 reviewed Yasa, by rating then jobs done. */
  bestYasa(): Promise<BestYasa[]>;
  /** The review of one job, for its Jalu or its Yasa only (404 for anyone else). */
  forJob(userId: string, jobId: string): Promise<JobReview>;
  /** A Yasa as a Jalu choosing one sees them; 404 for anyone who is not a Yasa. */
  yasaProfile(yasaId: string): Promise<PublicYasaProfile>;
  /** A Yasa's reviews for a Jalu choosing one; 404 for anyone who is not a Yasa. */
  listForYasaProfile(yasaId: string, page: { limit: number; cursor?: string }): Promise<Review[]>;
}

const yasaNotFound = () => notFound('Yasa tidak ditemukan');

export const BEST_YASA_COUNT = 5;

export function createReviewsService(db: Database): ReviewsService {
  async function findYasa(yasaId: string) {
    const [row] = await db
      .select({
        id: profiles.userId,
        name: profiles.name,
        profilePicture: profiles.profilePicture,
        bio: profiles.bio,
        rating: profiles.rating,
        jobDone: profiles.jobDone,
        cancelledJobs: profiles.cancelledJobs,
        verified: profiles.identityVerified,
        createdAt: users.createdAt,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.userId, yasaId), eq(users.role, 'yasa')))
      .limit(1);
    if (!row) throw yasaNotFound();
    return row;
  }

  /** `revealedOnly`: the Yasa's own list shows a Jalu's rating once it is revealed. */
  async function reviewsOf(
    workerId: string,
    page: { limit: number; cursor?: string },
    { revealedOnly }: { revealedOnly: boolean },
  ) {
    const rows = await db
      .select({
        review: reviews,
        clientName: profiles.name,
        clientPicture: profiles.profilePicture,
      })
      .from(reviews)
      .innerJoin(profiles, eq(profiles.userId, reviews.clientId))
      .where(
        and(
          eq(reviews.workerId, workerId),
          revealedOnly ? ratingsRevealed(reviews.jobId) : undefined,
          afterCursor(reviews, reviews.createdAt, reviews.id, page.cursor),
        ),
      )
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit);
    return rows.map(presentReview);
  }

  const service: ReviewsService = {
    async yasaProfile(yasaId) {
      const row = await findYasa(yasaId);
      return {
        _id: row.id,
        name: row.name,
        profilePicture: row.profilePicture,
        bio: row.bio,
        ...(row.rating === null ? {} : { rating: row.rating }),
        jobDone: row.jobDone,
        cancelledJobs: row.cancelledJobs,
        memberSince: row.createdAt.toISOString(),
        verified: row.verified,
      };
    },

    async listForYasaProfile(yasaId, page) {
      await findYasa(yasaId);
      return reviewsOf(yasaId, page, { revealedOnly: false });
    },

    async listForWorker(workerId, page) {
      return reviewsOf(workerId, page, { revealedOnly: true });
    },

    async forJob(userId, jobId) {
      const [job] = await db
        .select({ clientId: jobs.clientId, workerId: jobs.workerId, status: jobs.status })
        .from(jobs)
        .where(eq(jobs.id, jobId))
        .limit(1);
      if (!job || !isParty(job, userId)) throw notFound('Pekerjaan tidak ditemukan');
      // For the job's Yasa: whether they may still rate the Jalu (done, not rated yet).
      let rating: { canRateJalu?: boolean } = {};
      if (userId === job.workerId) {
        const [mine] = await db
          .select({ id: clientReviews.id })
          .from(clientReviews)
          .where(eq(clientReviews.jobId, jobId));
        rating = { canRateJalu: job.status === JOB_STATE.done && !mine };
      }
      const [row] = await db
        .select({
          review: reviews,
          clientName: profiles.name,
          clientPicture: profiles.profilePicture,
          revealed: sql<boolean>`${ratingsRevealed(reviews.jobId)}`,
          finishedAt: jobs.finishedAt,
        })
        .from(reviews)
        .innerJoin(profiles, eq(profiles.userId, reviews.clientId))
        .innerJoin(jobs, eq(jobs.id, reviews.jobId))
        .where(eq(reviews.jobId, jobId))
        .limit(1);
      if (!row) return { review: null, ...rating };
      // Ratings both ways: the Yasa sees the Jalu's rating once they rated too, or 14 days on.
      if (userId === job.workerId && !row.revealed) {
        const from = row.finishedAt ?? row.review.createdAt;
        return {
          review: null,
          ...rating,
          hiddenUntil: new Date(from.getTime() + RATING_REVEAL_MS).toISOString(),
        };
      }
      return { review: presentReview(row), ...rating };
    },

    async bestYasa() {
      const rows = await db
        .select({
          id: profiles.userId,
          name: profiles.name,
          profilePicture: profiles.profilePicture,
          rating: profiles.rating,
          bio: profiles.bio,
          jobDone: profiles.jobDone,
          verified: profiles.identityVerified,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(and(eq(users.role, 'yasa'), isNotNull(profiles.rating)))
        .orderBy(desc(profiles.rating), desc(profiles.jobDone), profiles.userId)
        .limit(BEST_YASA_COUNT);
      return rows.map(presentBestYasa);
    },
  };
  return service;
}
