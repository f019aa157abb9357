import { JOB_STATE, type Block } from '@bantuin/contract';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { retryingTransaction } from '../../db/retry.js';
import { blocks, jobApplications, jobs, profiles, users } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';

type Executor = Database | Transaction;

/** Whether `a` blocked `b` or `b` blocked `a`. */
export async function blockedBetween(db: Executor, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Everyone `userId` blocked or was blocked by: whose open jobs they do not see, and who not theirs. */
export async function blockedCounterparts(db: Executor, userId: string): Promise<Set<string>> {
  // Prepared: every open list a Yasa reads asks it first; unprepared, each read paid drizzle's
  // query building and PostgreSQL's parse and plan again.
  const query = preparedOnce(db, 'blocked_counterparts', () =>
    db
      .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
      .from(blocks)
      .where(
        or(
          eq(blocks.blockerId, sql.placeholder('userId')),
          eq(blocks.blockedId, sql.placeholder('userId')),
        ),
      )
      .prepare('blocked_counterparts'),
  );
  const rows = await query.execute({ userId });
  return new Set(rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId)));
}

export interface BlocksService {
  /** Blocks `blockedId`; their open applications to the blocker's jobs (and back) end. */
  block(blockerId: string, blockedId: string): Promise<{ withdrawnApplications: number }>;
  unblock(blockerId: string, blockedId: string): Promise<void>;
  list(blockerId: string): Promise<Block[]>;
}

export function createBlocksService(
  db: Database,
  /** Told which Jalu's waiting lists changed, after the commit. */
  applicantsChanged: (clientId: string, jobId: string) => void = () => {},
): BlocksService {
  return {
    async block(blockerId, blockedId) {
      if (blockerId === blockedId) throw badRequest('Kamu tidak bisa memblokir dirimu sendiri');
      const [target] = await db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, blockedId));
      if (!target || target.role === 'admin') throw notFound('Pengguna tidak ditemukan');
      const changed = await retryingTransaction(db, async (tx) => {
        // Every open job of either one first, under the lock apply and accept take: an
        // application committing before this lock is withdrawn below, one after it sees the
        // block. (Locking only jobs with a visible application missed one still in flight.)
        const lockedJobs = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(
            and(eq(jobs.status, JOB_STATE.open), inArray(jobs.clientId, [blockerId, blockedId])),
          )
          .orderBy(jobs.id)
          .for('update');
        await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
        if (lockedJobs.length === 0) return [];
        // Read after the locks: applications committed meanwhile are seen.
        const open = await tx
          .select({ id: jobs.id, clientId: jobs.clientId, workerId: jobApplications.workerId })
          .from(jobs)
          .innerJoin(jobApplications, eq(jobApplications.jobId, jobs.id))
          .where(
            and(
              inArray(
                jobs.id,
                lockedJobs.map((job) => job.id),
              ),
              eq(jobs.status, JOB_STATE.open),
              isNull(jobApplications.withdrawnAt),
              isNull(jobApplications.backedOutAt),
              or(
                and(eq(jobs.clientId, blockerId), eq(jobApplications.workerId, blockedId)),
                and(eq(jobs.clientId, blockedId), eq(jobApplications.workerId, blockerId)),
              ),
            ),
          );
        if (open.length === 0) return [];
        await tx
          .update(jobApplications)
          .set({ withdrawnAt: new Date() })
          .where(
            and(
              inArray(
                jobApplications.jobId,
                open.map((job) => job.id),
              ),
              inArray(jobApplications.workerId, [blockerId, blockedId]),
              isNull(jobApplications.withdrawnAt),
            ),
          );
        return open;
      });
      for (const job of changed) applicantsChanged(job.clientId, job.id);
      return { withdrawnApplications: changed.length };
    },

    async unblock(blockerId, blockedId) {
      await db
        .delete(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
    },

    async list(blockerId) {
      const rows = await db
        .select({
          userId: blocks.blockedId,
          name: profiles.name,
          profilePicture: profiles.profilePicture,
          createdAt: blocks.createdAt,
        })
        .from(blocks)
        .leftJoin(profiles, eq(profiles.userId, blocks.blockedId))
        .where(eq(blocks.blockerId, blockerId))
        .orderBy(desc(blocks.createdAt));
      return rows.map((row) => ({
        userId: row.userId,
        name: row.name ?? null,
        profilePicture: row.profilePicture ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
