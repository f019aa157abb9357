import {
  JOB_STATE,
  RATING_REVEAL_DAYS,
  type ClientReview,
  type ClientReviewBody,
  type PublicJaluProfile,
} from '@bantuin/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { afterCursor } from '../../db/keyset.js';
import { clientReviews, jobs, profiles, reviews, users } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';

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
        await db.insert(clientReviews).values({
          jobId,
          clientId: job.clientId,
          workerId,
          rating: body.rating,
          description: body.description ?? '',
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
