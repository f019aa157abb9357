import { JOB_STATE } from '@bantuin/contract';
import type { HistoryEntry, Role } from '@bantuin/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { categories, disputes, jobs, ledgerTransfers, profiles, reviews } from '../../db/schema.js';
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

/** What left each job's escrow, by where it went (the ledger's journal of those jobs). */
async function moneyOutOfEscrow(
  db: Database,
  jobIds: string[],
): Promise<Map<string, HistoryEntry['money']>> {
  const money = new Map<string, HistoryEntry['money']>();
  if (jobIds.length === 0) return money;
  const sums = await db
    .select({
      jobId: ledgerTransfers.jobId,
      kind: ledgerTransfers.kind,
      amount: sql<number>`sum(${ledgerTransfers.amount})::bigint`.mapWith(Number),
    })
    .from(ledgerTransfers)
    .where(
      and(
        inArray(ledgerTransfers.jobId, jobIds),
        inArray(ledgerTransfers.kind, ['job_payout', 'job_refund', 'admin_fee']),
      ),
    )
    .groupBy(ledgerTransfers.jobId, ledgerTransfers.kind);
  for (const { jobId, kind, amount } of sums) {
    const entry = money.get(jobId!) ?? { toYasa: 0, backToJalu: 0, adminFee: 0 };
    if (kind === 'job_payout') entry.toYasa += amount;
    if (kind === 'job_refund') entry.backToJalu += amount;
    if (kind === 'admin_fee') entry.adminFee += amount;
    money.set(jobId!, entry);
  }
  return money;
}

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
          disputeId: disputes.id,
        })
        .from(jobs)
        .innerJoin(categories, eq(categories.id, jobs.categoryId))
        // A job cancelled before anyone was accepted has no Yasa.
        .leftJoin(counterpart, eq(counterpart.userId, otherSide))
        .leftJoin(reviews, eq(reviews.jobId, jobs.id))
        .leftJoin(disputes, eq(disputes.jobId, jobs.id))
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

      const money = await moneyOutOfEscrow(
        db,
        rows.map((row) => row.job.id),
      );
      return rows.map((row) =>
        presentHistoryEntry(
          { ...row, money: money.get(row.job.id) ?? { toYasa: 0, backToJalu: 0, adminFee: 0 } },
          user,
        ),
      );
    },
  };
}
