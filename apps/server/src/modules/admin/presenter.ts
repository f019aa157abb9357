import type {
  AdminChatMessage,
  AdminDispute,
  AdminJob,
  AdminLedgerLine,
  AdminUser,
  AdminWithdrawal,
  AuditAction,
  AuditEntry,
  JobCategory,
  JobStateChange,
} from '@bantuin/contract';
import type {
  auditLog,
  disputes,
  jobEvents,
  jobs,
  ledgerTransfers,
  messages,
  users,
  withdrawals,
} from '../../db/schema.js';

/** How operators see answers: every console shape is made here from database rows. */

type UserRow = typeof users.$inferSelect;
type JobRow = typeof jobs.$inferSelect;

/** A Jalu or Yasa as a job, a complaint or a withdrawal names them. */
export type Person = Pick<UserRow, 'id' | 'email' | 'phoneNumber' | 'suspendedAt'>;

export const presentPerson = (user: Person | null, name: string | null) =>
  user
    ? {
        _id: user.id,
        email: user.email,
        phoneNumber: user.phoneNumber,
        name,
        suspended: user.suspendedAt !== null,
      }
    : null;

export function presentAdminJob(row: {
  job: JobRow;
  category: string;
  client: Person | null;
  clientName: string | null;
  worker: Person | null;
  workerName: string | null;
}): AdminJob {
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
    client: presentPerson(row.client, row.clientName)!,
    worker: presentPerson(row.worker, row.workerName),
  };
}

export const presentJobStateChange = (event: typeof jobEvents.$inferSelect): JobStateChange => ({
  fromState: event.fromState,
  toState: event.toState,
  actorId: event.actorId,
  at: event.createdAt.toISOString(),
});

export const presentLedgerLine = (line: {
  transfer: typeof ledgerTransfers.$inferSelect;
  fromKind: AdminLedgerLine['from']['kind'];
  fromUserId: string | null;
  toKind: AdminLedgerLine['to']['kind'];
  toUserId: string | null;
}): AdminLedgerLine => ({
  _id: line.transfer.id,
  kind: line.transfer.kind,
  amount: line.transfer.amount,
  from: { kind: line.fromKind, userId: line.fromUserId },
  to: { kind: line.toKind, userId: line.toUserId },
  createdAt: line.transfer.createdAt.toISOString(),
});

export function presentDispute(row: {
  dispute: typeof disputes.$inferSelect;
  job: Pick<JobRow, 'id' | 'title' | 'fee' | 'adminFee'>;
  client: Person | null;
  clientName: string | null;
  worker: Person | null;
  workerName: string | null;
}): AdminDispute {
  return {
    _id: row.dispute.id,
    jobId: row.job.id,
    title: row.job.title,
    status: row.dispute.resolvedAt ? 'resolved' : 'open',
    fee: row.job.fee,
    adminFee: row.job.adminFee,
    client: presentPerson(row.client, row.clientName)!,
    worker: presentPerson(row.worker, row.workerName)!,
    createdAt: row.dispute.createdAt.toISOString(),
    resolvedAt: row.dispute.resolvedAt?.toISOString() ?? null,
  };
}

/** A line of a complaint's chat, said by the job's Jalu or its Yasa. */
export const presentTranscriptLine = (
  message: typeof messages.$inferSelect,
  clientId: string,
): AdminChatMessage => ({
  _id: message.id,
  from: message.senderId === clientId ? 'jalu' : 'yasa',
  message: message.message,
  createdAt: message.createdAt.toISOString(),
});

export const presentAdminUser = (user: UserRow, name: string | null): AdminUser => ({
  _id: user.id,
  email: user.email,
  phoneNumber: user.phoneNumber,
  role: user.role,
  name,
  createdAt: user.createdAt.toISOString(),
  suspended: user.suspendedAt !== null,
  suspendedAt: user.suspendedAt?.toISOString() ?? null,
  suspendedReason: user.suspendedReason,
  deletedAt: user.deletedAt?.toISOString() ?? null,
  emailVerified: user.emailVerifiedAt !== null,
  phoneVerified: user.phoneVerifiedAt !== null,
});

/** The suspension fields an audit row shows before and after a change. */
export const presentStanding = (user: Pick<UserRow, 'suspendedAt' | 'suspendedReason'>) => ({
  suspendedAt: user.suspendedAt?.toISOString() ?? null,
  suspendedReason: user.suspendedReason,
});

export const presentUserJob = (
  job: Pick<JobRow, 'id' | 'title' | 'status' | 'fee' | 'createdAt'>,
) => ({
  _id: job.id,
  title: job.title,
  state: job.status,
  fee: job.fee,
  createdAt: job.createdAt.toISOString(),
});

export const presentAdminWithdrawal = (row: {
  withdrawal: typeof withdrawals.$inferSelect;
  email: string;
  name: string | null;
  retriedAs: string | null;
}): AdminWithdrawal => {
  const { withdrawal: w, email, name, retriedAs } = row;
  return {
    _id: w.id,
    user: { _id: w.userId, email, name },
    amount: w.amount,
    fee: w.fee,
    status: w.status,
    failureReason: w.failureReason,
    channel: w.channel,
    accountNumber: w.accountNumber,
    accountName: w.accountName,
    createdAt: w.createdAt.toISOString(),
    completedAt: w.completedAt?.toISOString() ?? null,
    retriedAs,
  };
};

export const presentAuditEntry = (
  entry: typeof auditLog.$inferSelect,
  actorEmail: string | null,
): AuditEntry => ({
  _id: entry.id,
  actor: entry.actorId && actorEmail ? { _id: entry.actorId, email: actorEmail } : null,
  action: entry.action as AuditAction,
  targetType: entry.targetType,
  targetId: entry.targetId,
  before: entry.before,
  after: entry.after,
  createdAt: entry.createdAt.toISOString(),
});
