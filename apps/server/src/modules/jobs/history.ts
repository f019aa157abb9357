import { JOB_STATE } from '@bantuin/contract';
import type { HistoryEntry, Role } from '@bantuin/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { categories, jobs, profiles, reviews } from '../../db/schema.js';
import { presentHistoryEntry } from './presenter.js';

export interface HistoryService {
  /**
   * The caller's ended jobs (done or cancelled), the most recently ended first; `cursor` is the
   * last `_id`.
   */
  list(
    user: { id: string; role: Role },
    page: { limit: number; cursor?: string; category?: string },
  ): Promise<HistoryEntry[]>;
}

const counterpart = alias(profiles, 'counterpart');

/** When a job ended: paid out (`finished_at`) or cancelled (`cancelled_at`). */
const endedAt = sql<Date>`coalesce(${jobs.finishedAt}, ${jobs.cancelledAt})`;

/** Rows strictly after the cursor job in (ended, id) descending order. */
const afterEnded = (cursor: string | undefined) =>
  cursor
    ? sql`(${endedAt}, ${jobs.id}) < (select coalesce(finished_at, cancelled_at), id from jobs where id = ${cursor})`
    : undefined;

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
        // A job cancelled before anyone was accepted has no Yasa.
        .leftJoin(counterpart, eq(counterpart.userId, otherSide))
        .leftJoin(reviews, eq(reviews.jobId, jobs.id))
        .where(
          and(
            mine,
            inArray(jobs.status, [JOB_STATE.done, JOB_STATE.cancelled]),
            page.category ? eq(categories.name, page.category) : undefined,
            afterEnded(page.cursor),
          ),
        )
        .orderBy(desc(endedAt), desc(jobs.id))
        .limit(page.limit);

      return rows.map((row) => presentHistoryEntry(row, user));
    },
  };
}
