import { JOB_STATE } from '@bantuin/contract';
import type {
  AdminUser,
  AdminUserDetail,
  AdminUsersQuery,
  SuspensionResult,
} from '@bantuin/contract';
import { and, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { retryingTransaction } from '../../db/retry.js';
import { afterCursor } from '../../db/keyset.js';
import {
  jobApplications,
  jobs,
  ledgerAccounts,
  profiles,
  sessions,
  users,
} from '../../db/schema.js';
import type { SessionsService } from '../accounts/sessions.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Notifier } from '../chat/notifier.js';
import { cancelOpenJob } from '../jobs/cancel-open-job.js';
import type { Lifecycle } from '../jobs/lifecycle.js';
import { recordAudit } from './audit.js';
import { presentAdminUser, presentStanding, presentUserJob } from './presenter.js';
import { containing } from './search.js';
import { notifyNobody, type Notify } from '../notifications/outbox.js';

type UserRow = typeof users.$inferSelect;

export interface AdminUsersService {
  list(query: AdminUsersQuery): Promise<AdminUser[]>;
  detail(userId: string): Promise<AdminUserDetail>;
  suspend(adminId: string, userId: string, reason: string): Promise<SuspensionResult>;
  reinstate(adminId: string, userId: string): Promise<AdminUser>;
  /** 'Akhiri semua sesi': every device of the person is signed out (written to the audit log). */
  endSessions(adminId: string, userId: string): Promise<{ ended: number }>;
}

const userNotFound = () => notFound('Pengguna tidak ditemukan');

async function lockUser(tx: Transaction, userId: string): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw userNotFound();
  return user;
}

/**
 * `accountChanged`: told after a suspension or a reinstatement commits, so this process's
 * account cache forgets the account at once (other processes hear the users trigger's NOTIFY).
 */
export function createAdminUsersService(
  db: Database,
  notifier: Notifier,
  lifecycle: Lifecycle,
  accountChanged: (userId: string) => void = () => {},
  notify: Notify = notifyNobody,
  sessionsService?: Pick<SessionsService, 'endAllIn' | 'afterEnded'>,
): AdminUsersService {
  async function nameOf(userId: string) {
    const [row] = await db
      .select({ name: profiles.name })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    return row?.name ?? null;
  }

  /** Open jobs of a Jalu: cancelled with the whole escrow back, one by one under their locks. */
  async function cancelOpenJobsOf(tx: Transaction, clientId: string, adminId: string) {
    const open = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.clientId, clientId), eq(jobs.status, JOB_STATE.open)))
      .orderBy(jobs.id)
      .for('update');
    for (const job of open) await cancelOpenJob(lifecycle, tx, job.id, adminId);
    return open.map((job) => job.id);
  }

  /** Applications of a Yasa to jobs still open; the jobs are locked so no accept slips in. */
  async function withdrawApplicationsOf(tx: Transaction, workerId: string) {
    const openJobs = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .innerJoin(jobApplications, eq(jobApplications.jobId, jobs.id))
      .where(and(eq(jobApplications.workerId, workerId), eq(jobs.status, JOB_STATE.open)))
      .orderBy(jobs.id)
      .for('update', { of: jobs });
    if (openJobs.length === 0) return 0;
    const withdrawn = await tx
      .delete(jobApplications)
      .where(
        and(
          eq(jobApplications.workerId, workerId),
          inArray(
            jobApplications.jobId,
            openJobs.map((j) => j.id),
          ),
        ),
      )
      .returning({ id: jobApplications.id });
    return withdrawn.length;
  }

  return {
    async list(query) {
      const filters: (SQL | undefined)[] = [
        query.role ? eq(users.role, query.role) : undefined,
        afterCursor(users, users.createdAt, users.id, query.cursor),
      ];
      if (query.q) {
        const pattern = containing(query.q);
        filters.push(
          or(
            ilike(users.email, pattern),
            ilike(users.phoneNumber, pattern),
            ilike(profiles.name, pattern),
          ),
        );
      }
      const rows = await db
        .select({ user: users, name: profiles.name })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(and(...filters))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.limit);
      return rows.map(({ user, name }) => presentAdminUser(user, name));
    },

    async detail(userId) {
      const [row] = await db
        .select({ user: users, profile: profiles, balance: ledgerAccounts.balance })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(
          ledgerAccounts,
          and(eq(ledgerAccounts.userId, users.id), eq(ledgerAccounts.kind, 'wallet')),
        )
        .where(eq(users.id, userId));
      if (!row) throw userNotFound();
      const { user, profile, balance } = row;
      const theirs = user.role === 'yasa' ? eq(jobs.workerId, userId) : eq(jobs.clientId, userId);
      const [counts] = await db
        .select({
          jobs: sql<number>`count(*)::int`,
          open: sql<number>`count(*) filter (where ${jobs.status} = 'open')::int`,
          active: sql<number>`count(*) filter (where ${jobs.status} in ('assigned', 'worker_confirmed'))::int`,
          done: sql<number>`count(*) filter (where ${jobs.status} = 'done')::int`,
          cancelled: sql<number>`count(*) filter (where ${jobs.status} = 'cancelled')::int`,
        })
        .from(jobs)
        .where(theirs);
      const [applications] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(jobApplications)
        .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
        .where(and(eq(jobApplications.workerId, userId), eq(jobs.status, JOB_STATE.open)));
      const [liveSessions] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.endedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        );
      const lastJobs = await db
        .select({
          id: jobs.id,
          title: jobs.title,
          status: jobs.status,
          fee: jobs.fee,
          createdAt: jobs.createdAt,
        })
        .from(jobs)
        .where(theirs)
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(5);
      return {
        ...presentAdminUser(user, profile?.name ?? null),
        profile: profile
          ? {
              name: profile.name,
              profilePicture: profile.profilePicture,
              dateOfBirth: profile.dateOfBirth,
              address: profile.address,
              bio: profile.bio,
              rating: profile.rating,
              jobDone: profile.jobDone,
            }
          : null,
        wallet: balance === null ? null : { balance },
        counts: {
          jobs: counts?.jobs ?? 0,
          open: counts?.open ?? 0,
          active: counts?.active ?? 0,
          done: counts?.done ?? 0,
          cancelled: counts?.cancelled ?? 0,
          applications: applications?.count ?? 0,
        },
        lastJobs: lastJobs.map(presentUserJob),
        sessions: liveSessions?.count ?? 0,
      };
    },

    async endSessions(adminId, userId) {
      if (!sessionsService) throw new Error('sessions are not wired into the admin console');
      const ended = await retryingTransaction(db, async (tx) => {
        await lockUser(tx, userId);
        const ids = await sessionsService.endAllIn(tx, userId);
        await recordAudit(tx, {
          actorId: adminId,
          action: 'user.sessions_ended',
          targetType: 'user',
          targetId: userId,
          before: null,
          after: { ended: ids.length },
        });
        return ids;
      });
      sessionsService.afterEnded(userId, ended);
      return { ended: ended.length };
    },

    async suspend(adminId, userId, reason) {
      const result = await retryingTransaction(db, async (tx) => {
        // The user's row lock orders racing suspensions: the second sees the first's result.
        const user = await lockUser(tx, userId);
        if (user.role === 'admin') throw forbidden('Akun admin tidak bisa ditangguhkan');
        if (user.deletedAt) throw conflict('Akun ini sudah dihapus pemiliknya', 'CONFLICT');
        if (user.suspendedAt) throw conflict('Akun ini sudah ditangguhkan', 'ALREADY_SUSPENDED');
        const [suspended] = await tx
          .update(users)
          // Every session ends with it: a reinstatement later revives none of them.
          .set({ suspendedAt: new Date(), suspendedReason: reason, tokensValidAfter: new Date() })
          .where(eq(users.id, userId))
          .returning();
        // Its sessions end with it ('Perangkat yang masuk' and the console's count show none).
        const endedSessions = (await sessionsService?.endAllIn(tx, userId)) ?? [];
        // Assigned jobs stay as they are: an operator decides what happens to them.
        const cancelledJobs =
          user.role === 'jalu' ? await cancelOpenJobsOf(tx, userId, adminId) : [];
        const withdrawnApplications =
          user.role === 'yasa' ? await withdrawApplicationsOf(tx, userId) : 0;
        await recordAudit(tx, {
          actorId: adminId,
          action: 'user.suspended',
          targetType: 'user',
          targetId: userId,
          before: presentStanding(user),
          after: { ...presentStanding(suspended!), cancelledJobs, withdrawnApplications },
        });
        await notify(tx, { kind: 'account_suspended', recipientId: userId, data: { reason } });
        return { user: suspended!, cancelledJobs, withdrawnApplications, endedSessions };
      });
      accountChanged(userId);
      sessionsService?.afterEnded(userId, result.endedSessions);
      notifier.disconnectUser(userId);
      return {
        user: presentAdminUser(result.user, await nameOf(userId)),
        cancelledJobs: result.cancelledJobs,
        withdrawnApplications: result.withdrawnApplications,
      };
    },

    async reinstate(adminId, userId) {
      const reinstated = await retryingTransaction(db, async (tx) => {
        const user = await lockUser(tx, userId);
        if (!user.suspendedAt)
          throw conflict('Akun ini tidak sedang ditangguhkan', 'NOT_SUSPENDED');
        const [after] = await tx
          .update(users)
          .set({ suspendedAt: null, suspendedReason: null })
          .where(eq(users.id, userId))
          .returning();
        await recordAudit(tx, {
          actorId: adminId,
          action: 'user.reinstated',
          targetType: 'user',
          targetId: userId,
          before: presentStanding(user),
          after: presentStanding(after!),
        });
        await notify(tx, { kind: 'account_reinstated', recipientId: userId, data: {} });
        return after!;
      });
      accountChanged(userId);
      return presentAdminUser(reinstated, await nameOf(userId));
    },
  };
}
