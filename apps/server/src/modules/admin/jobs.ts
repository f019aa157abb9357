import {
  SOCKET_EVENTS,
  type AdminJob,
  type AdminJobDetail,
  type AdminJobsQuery,
  type CancellationQuote,
  type JobCategory,
  type JobState,
  type JobStateChange,
} from '@bantuin/contract';
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { retryingTransaction } from '../../db/retry.js';
import { afterCursor } from '../../db/keyset.js';
import {
  categories,
  jobEvents,
  jobs,
  ledgerAccounts,
  ledgerTransfers,
  profiles,
  users,
} from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { Notifier } from '../chat/notifier.js';
import { TRANSITIONS, type Lifecycle } from '../jobs/lifecycle.js';
import { recordAudit } from './audit.js';
import { containing } from './search.js';

export interface AdminJobsService {
  list(query: AdminJobsQuery): Promise<AdminJob[]>;
  detail(jobId: string): Promise<AdminJobDetail>;
  /**
   * Cancels an open or assigned job: the money moves as the Jalu's own cancel would move it now
   * (an assigned job's late cancel pays the Yasa), with an audit row in the same transaction.
   */
  cancel(adminId: string, jobId: string, reason: string): Promise<CancellationQuote>;
}

export const clientUser = alias(users, 'client_user');
export const clientProfile = alias(profiles, 'client_profile');
export const workerUser = alias(users, 'worker_user');
export const workerProfile = alias(profiles, 'worker_profile');
const fromAccount = alias(ledgerAccounts, 'from_account');
const toAccount = alias(ledgerAccounts, 'to_account');

export type Person = {
  id: string;
  email: string;
  phoneNumber: string | null;
  suspendedAt: Date | null;
};

export const person = (user: Person | null, name: string | null) =>
  user
    ? {
        _id: user.id,
        email: user.email,
        phoneNumber: user.phoneNumber,
        name,
        suspended: user.suspendedAt !== null,
      }
    : null;

function jobsWithPeople(db: Database) {
  return db
    .select({
      job: jobs,
      category: categories.name,
      client: {
        id: clientUser.id,
        email: clientUser.email,
        phoneNumber: clientUser.phoneNumber,
        suspendedAt: clientUser.suspendedAt,
      },
      clientName: clientProfile.name,
      worker: {
        id: workerUser.id,
        email: workerUser.email,
        phoneNumber: workerUser.phoneNumber,
        suspendedAt: workerUser.suspendedAt,
      },
      workerName: workerProfile.name,
    })
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .innerJoin(clientUser, eq(clientUser.id, jobs.clientId))
    .leftJoin(clientProfile, eq(clientProfile.userId, jobs.clientId))
    .leftJoin(workerUser, eq(workerUser.id, jobs.workerId))
    .leftJoin(workerProfile, eq(workerProfile.userId, jobs.workerId));
}

type JobWithPeople = Awaited<ReturnType<ReturnType<typeof jobsWithPeople>['execute']>>[number];

function presentAdminJob(row: JobWithPeople): AdminJob {
  const { job } = row;
  return {
    _id: job.id,
    title: job.title,
    state: job.status,
    fee: job.fee,
    adminFee: job.adminFee,
    createdAt: job.createdAt.toISOString(),
    category: row.category as JobCategory,
    address: job.address,
    client: person(row.client, row.clientName)!,
    worker: person(row.worker, row.workerName),
  };
}

export function createAdminJobsService(
  db: Database,
  lifecycle: Lifecycle,
  notifier: Notifier,
): AdminJobsService {
  return {
    async list(query) {
      const filters: (SQL | undefined)[] = [
        query.state ? eq(jobs.status, query.state) : undefined,
        afterCursor(jobs, jobs.createdAt, jobs.id, query.cursor),
      ];
      if (query.q) {
        const pattern = containing(query.q);
        filters.push(or(ilike(jobs.title, pattern), ilike(jobs.address, pattern)));
      }
      const rows = await jobsWithPeople(db)
        .where(and(...filters))
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(query.limit);
      return rows.map(presentAdminJob);
    },

    async detail(jobId) {
      const [row] = await jobsWithPeople(db).where(eq(jobs.id, jobId));
      if (!row) throw notFound('Pekerjaan tidak ditemukan');
      const history = await db
        .select()
        .from(jobEvents)
        .where(eq(jobEvents.jobId, jobId))
        .orderBy(asc(jobEvents.createdAt), asc(jobEvents.id));
      const ledger = await db
        .select({
          transfer: ledgerTransfers,
          fromKind: fromAccount.kind,
          fromUserId: fromAccount.userId,
          toKind: toAccount.kind,
          toUserId: toAccount.userId,
        })
        .from(ledgerTransfers)
        .innerJoin(fromAccount, eq(fromAccount.id, ledgerTransfers.fromAccountId))
        .innerJoin(toAccount, eq(toAccount.id, ledgerTransfers.toAccountId))
        .where(eq(ledgerTransfers.jobId, jobId))
        .orderBy(asc(ledgerTransfers.createdAt), asc(ledgerTransfers.id));
      const { job } = row;
      return {
        ...presentAdminJob(row),
        description: job.description,
        addressNotes: job.addressNotes,
        images: job.images,
        confirmationDescription: job.confirmationDescription,
        confirmationImages: job.confirmationImages,
        // The transition table decides what an operator may do; the console only shows it.
        actions: (TRANSITIONS.adminCancel.from as readonly JobState[]).includes(job.status)
          ? ['cancel']
          : [],
        history: history.map((event): JobStateChange => ({
          fromState: event.fromState,
          toState: event.toState,
          actorId: event.actorId,
          at: event.createdAt.toISOString(),
        })),
        ledger: ledger.map((line) => ({
          _id: line.transfer.id,
          kind: line.transfer.kind,
          amount: line.transfer.amount,
          from: { kind: line.fromKind, userId: line.fromUserId },
          to: { kind: line.toKind, userId: line.toUserId },
          createdAt: line.transfer.createdAt.toISOString(),
        })),
      };
    },

    async cancel(adminId, jobId, reason) {
      const { before, quote } = await retryingTransaction(db, async (tx) => {
        const result = await lifecycle.apply(
          tx,
          jobId,
          'adminCancel',
          { kind: 'admin', id: adminId },
          { patch: () => ({ cancelledAt: new Date(), cancelReason: reason }) },
        );
        await recordAudit(tx, {
          actorId: adminId,
          action: 'job.cancelled',
          targetType: 'job',
          targetId: jobId,
          before: { state: result.before.status, workerId: result.before.workerId },
          after: { state: result.job.status, reason, ...result.money },
        });
        return result;
      });
      if (before.workerId) {
        notifier.toUser(before.workerId, SOCKET_EVENTS.jobCancelled, {
          jobId,
          compensation: quote!.compensation,
        });
      }
      return quote!;
    },
  };
}
