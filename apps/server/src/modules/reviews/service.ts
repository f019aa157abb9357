import type { BestYasa, JobReview, Review } from '@bantuin/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { afterCursor } from '../../db/keyset.js';
import { jobs, profiles, reviews, users } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { presentBestYasa, presentReview } from './presenter.js';
import { isParty } from '../jobs/policy.js';

export interface ReviewsService {
  /** A Yasa's reviews, newest first; `cursor` is the last review's `_id`. */
  listForWorker(workerId: string, page: { limit: number; cursor?: string }): Promise<Review[]>;
  /** At most 5 reviewed Yasa, by rating then jobs done. */
  bestYasa(): Promise<BestYasa[]>;
  /** The review of one job, for its Jalu or its Yasa only (404 for anyone else). */
  forJob(userId: string, jobId: string): Promise<JobReview>;
}

export const BEST_YASA_COUNT = 5;

export function createReviewsService(db: Database): ReviewsService {
  return {
    async listForWorker(workerId, page) {
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
            afterCursor(reviews, reviews.createdAt, reviews.id, page.cursor),
          ),
        )
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(page.limit);
      return rows.map(presentReview);
    },

    async forJob(userId, jobId) {
      const [job] = await db
        .select({ clientId: jobs.clientId, workerId: jobs.workerId })
        .from(jobs)
        .where(eq(jobs.id, jobId))
        .limit(1);
      if (!job || !isParty(job, userId)) throw notFound('Pekerjaan tidak ditemukan');
      const [row] = await db
        .select({
          review: reviews,
          clientName: profiles.name,
          clientPicture: profiles.profilePicture,
        })
        .from(reviews)
        .innerJoin(profiles, eq(profiles.userId, reviews.clientId))
        .where(eq(reviews.jobId, jobId))
        .limit(1);
      return { review: row ? presentReview(row) : null };
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
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(and(eq(users.role, 'yasa'), isNotNull(profiles.rating)))
        .orderBy(desc(profiles.rating), desc(profiles.jobDone), profiles.userId)
        .limit(BEST_YASA_COUNT);
      return rows.map(presentBestYasa);
    },
  };
}
