import { JOB_STATE } from '@bantuin/contract';
import type { HistoryEntry, JobCategory, Role } from '@bantuin/contract';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { afterCursor } from '../../db/keyset.js';
import { categories, jobs, profiles, reviews } from '../../db/schema.js';

export interface HistoryService {
  /** The caller's finished jobs, most recently finished first; `cursor` is the last `_id`. */
  list(
    user: { id: string; role: Role },
    page: { limit: number; cursor?: string; category?: string },
  ): Promise<HistoryEntry[]>;
}

const counterpart = alias(profiles, 'counterpart');

export function createHistoryService(db: Database): HistoryService {
  return {
    async list(user, page) {
      const isJalu = user.role === 'jalu';
      const mine = isJalu ? eq(jobs.clientId, user.id) : eq(jobs.workerId, user.id);
      const otherSide = isJalu ? jobs.workerId : jobs.clientId;
      const rows = await db
        .select({
          job: jobs,
          categoryName: categories.name,
          counterpartName: counterpart.name,
          reviewId: reviews.id,
        })
        .from(jobs)
        .innerJoin(categories, eq(categories.id, jobs.categoryId))
        .innerJoin(counterpart, eq(counterpart.userId, otherSide))
        .leftJoin(reviews, eq(reviews.jobId, jobs.id))
        .where(
          and(
            mine,
            eq(jobs.status, JOB_STATE.done),
            page.category ? eq(categories.name, page.category) : undefined,
            afterCursor(jobs, jobs.finishedAt, jobs.id, page.cursor),
          ),
        )
        .orderBy(desc(jobs.finishedAt), desc(jobs.id))
        .limit(page.limit);

      return rows.map(({ job, categoryName, counterpartName, reviewId }) => ({
        _id: job.id,
        jobDetail: {
          title: job.title,
          categoryName: categoryName as JobCategory,
          description: job.description,
          createdAt: job.createdAt.toISOString(),
          fee: job.fee,
        },
        ...(isJalu ? { worker: { name: counterpartName } } : { client: { name: counterpartName } }),
        finishedAt: job.finishedAt!.toISOString(),
        autoReleased: job.autoReleased,
        reviewed: reviewId !== null,
      }));
    },
  };
}
