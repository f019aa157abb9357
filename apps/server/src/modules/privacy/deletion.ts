import {
  ACCOUNT_DELETION_BLOCKERS,
  JOB_STATE,
  type AccountDeletionBlocker,
  type DeletedAccount,
} from '@bantuin/contract';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { IdentityStore } from '../../adapters/identity/store.js';
import type { FileStorage } from '../../adapters/storage/storage.js';
import type { Database, Transaction } from '../../db/client.js';
import { retryingTransaction } from '../../db/retry.js';
import {
  disputes,
  jobApplications,
  jobs,
  ledgerAccounts,
  refundParts,
  refunds,
  users,
  withdrawals,
} from '../../db/schema.js';
import { badRequest, conflict, forbidden, unauthenticated } from '../../lib/errors.js';
import { recordAudit } from '../admin/audit.js';
import {
  PERSONAL_QUEUE_JOBS,
  PERSONAL_TABLES,
  rows,
  type FileStoreName,
  type PersonalTable,
} from './registry.js';

export interface AccountDeletionService {
  /** 'Hapus akun': refused with the reason while money or obligations are open. */
  deleteAccount(userId: string, password: string): Promise<DeletedAccount>;
}

const blocked = (code: AccountDeletionBlocker) => conflict(ACCOUNT_DELETION_BLOCKERS[code], code);
const wrongPassword = () => badRequest('Kata sandi salah. Akun tidak dihapus', 'WRONG_PASSWORD');

/** States in which a job still asks something of its Jalu or its Yasa. */
const ACTIVE_STATES = [
  JOB_STATE.open,
  JOB_STATE.assigned,
  JOB_STATE.worker_confirmed,
  JOB_STATE.disputed,
] as const;

/**
 * The first reason the person may not leave yet, checked under their row lock (taken FOR UPDATE:
 * every action that creates an obligation holds it FOR SHARE, accounts/standing.ts), so no post,
 * acceptance or withdrawal can slip in between the check and the anonymisation. Locks follow the
 * server's order: the person, then jobs, then the wallet (docs/ARCHITECTURE.md, "Locks").
 */
async function refuseWhileOpen(tx: Transaction, userId: string, role: 'jalu' | 'yasa') {
  const theirs = or(eq(jobs.clientId, userId), eq(jobs.workerId, userId));
  const [complaint] = await tx
    .select({ id: disputes.id })
    .from(disputes)
    .innerJoin(jobs, eq(jobs.id, disputes.jobId))
    .where(and(theirs, isNull(disputes.resolvedAt)))
    .limit(1);
  if (complaint) throw blocked('DELETION_OPEN_COMPLAINT');
  const [active] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        role === 'jalu' ? eq(jobs.clientId, userId) : eq(jobs.workerId, userId),
        inArray(jobs.status, [...ACTIVE_STATES]),
      ),
    )
    .limit(1);
  if (active) throw blocked('DELETION_ACTIVE_JOBS');
  const [withdrawal] = await tx
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, 'processing')))
    .limit(1);
  const [refund] = await tx
    .select({ id: refundParts.id })
    .from(refundParts)
    .innerJoin(refunds, eq(refunds.id, refundParts.refundId))
    .where(and(eq(refunds.userId, userId), eq(refundParts.status, 'processing')))
    .limit(1);
  if (withdrawal || refund) throw blocked('DELETION_PENDING_WITHDRAWAL');
  // A Yasa's pending applications to open jobs are withdrawn by the registry's step; the jobs
  // are locked first so no acceptance of this Yasa slips in.
  await tx
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(jobApplications, eq(jobApplications.jobId, jobs.id))
    .where(and(eq(jobApplications.workerId, userId), eq(jobs.status, JOB_STATE.open)))
    .orderBy(jobs.id)
    .for('update', { of: jobs });
  const [wallet] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, userId)))
    .for('update');
  if ((wallet?.balance ?? 0) > 0) throw blocked('DELETION_BALANCE_NOT_EMPTY');
}

/** The person's files the registry names (and where they live), read before the rows change. */
async function photosOf(tx: Transaction, userId: string, registry: readonly PersonalTable[]) {
  const files: Array<{ key: string; store: FileStoreName }> = [];
  for (const entry of registry) {
    if (!entry.files) continue;
    for (const column of entry.files.columns) {
      const found = await rows<{ url: string | null }>(
        tx,
        sql`SELECT unnest(array[]::text[] || t.${sql.identifier(column)}) AS url
          FROM ${sql.identifier(entry.table)} t WHERE ${entry.files.where(userId)}`,
      );
      for (const { url } of found)
        if (url) files.push({ key: url, store: entry.files.store ?? 'uploads' });
    }
  }
  return files;
}

/** Runs each table's deletion step; answers what was kept and why (for the audit entry). */
async function applyRegistry(tx: Transaction, userId: string, registry: readonly PersonalTable[]) {
  const kept: Record<string, string> = {};
  for (const entry of registry) {
    const step = entry.onDelete(userId);
    const table = sql.identifier(entry.table);
    if ('erase' in step) await tx.execute(sql`DELETE FROM ${table} AS t WHERE ${step.erase}`);
    else if ('anonymise' in step) {
      await tx.execute(sql`UPDATE ${table} AS t SET ${step.set} WHERE ${step.anonymise}`);
    } else kept[entry.table] = step.keep;
  }
  const queue = await rows<{ present: boolean }>(
    tx,
    sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`,
  );
  if (queue[0]?.present) await tx.execute(PERSONAL_QUEUE_JOBS(userId));
  return kept;
}

export function createAccountDeletionService(
  db: Database,
  deps: {
    verifyPassword(userId: string, password: string): Promise<boolean>;
    storage: FileStorage;
    /** Where identity documents live (KTP photo, selfie), erased with the account. */
    identityStore: Pick<IdentityStore, 'delete'>;
    /** After the commit: this process forgets the account, every process closes its sockets. */
    ended(userId: string): void;
    log: { warn(object: object, message: string): void };
    registry?: readonly PersonalTable[];
  },
): AccountDeletionService {
  const registry = deps.registry ?? PERSONAL_TABLES;
  return {
    async deleteAccount(userId, password) {
      // Before any lock: argon2 takes a while, and a wrong password changes nothing.
      if (!(await deps.verifyPassword(userId, password))) throw wrongPassword();
      const { deletedAt, photos } = await retryingTransaction(db, async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user || user.deletedAt) throw unauthenticated('Akun ini sudah dihapus');
        if (user.role === 'admin') throw forbidden('Akun admin tidak bisa dihapus dari sini');
        await refuseWhileOpen(tx, userId, user.role);
        const photos = await photosOf(tx, userId, registry);
        const kept = await applyRegistry(tx, userId, registry);
        const [after] = await tx
          .select({ deletedAt: users.deletedAt })
          .from(users)
          .where(eq(users.id, userId));
        // No email, name or phone here: the entry must not bring back what was erased.
        await recordAudit(tx, {
          actorId: userId,
          action: 'user.deleted',
          targetType: 'user',
          targetId: userId,
          before: { role: user.role, createdAt: user.createdAt.toISOString() },
          after: { deletedAt: after!.deletedAt!.toISOString(), photosRemoved: photos.length, kept },
        });
        return { deletedAt: after!.deletedAt!, photos };
      });
      deps.ended(userId);
      // After the commit: a rollback must not have lost the files. A file that fails to go is
      // logged; its name is random and nothing links to it any more.
      await Promise.all(
        photos.map(({ key, store }) =>
          (store === 'identity' ? deps.identityStore.delete(key) : deps.storage.delete(key)).catch(
            (error: unknown) => {
              deps.log.warn({ err: error, store }, 'file of a deleted account not removed');
            },
          ),
        ),
      );
      return { deleted: true, deletedAt: deletedAt.toISOString() };
    },
  };
}
