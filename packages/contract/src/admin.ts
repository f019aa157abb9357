import { z } from 'zod';
import { accountRoleSchema } from './auth.js';
import { JOB_CATEGORIES } from './constants.js';
import { JOB_STATES } from './jobs.js';
import { disputeResolutionSchema } from './lifecycle.js';
import { WITHDRAWAL_STATUSES } from './payout.js';
import { pageQuerySchema } from './pagination.js';

/**
 * The operators' console (`/admin/…`). Every list is newest first with `?limit=&cursor=`, the
 * cursor being the `_id` of the last item already shown, as everywhere else.
 */

/** The sentence a suspended person gets when logging in or using an old session. */
export const ACCOUNT_SUSPENDED_MESSAGE =
  'Akun kamu sedang ditangguhkan. Hubungi tim Bantuin untuk informasi lebih lanjut.';

const isoDay = z.iso.date({ error: 'Tanggal harus berformat YYYY-MM-DD' });

/** Longest period one overview covers (its per-day series has one point per day). */
export const OVERVIEW_MAX_DAYS = 366;

/** Days an overview may ask about: any the marketplace can have seen (the database has limits). */
export const OVERVIEW_FIRST_DAY = '2020-01-01';
export const OVERVIEW_LAST_DAY = '2099-12-31';
const overviewDay = isoDay.refine(
  (day) => day >= OVERVIEW_FIRST_DAY && day <= OVERVIEW_LAST_DAY,
  'Tanggal harus antara 1 Januari 2020 dan 31 Desember 2099',
);

/** `GET /admin/overview?from=&to=`: whole days in WIB (UTC+7), both ends included. */
export const overviewQuerySchema = z.object({
  from: overviewDay.optional(),
  to: overviewDay.optional(),
});
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

const money = z.number().int();
const count = z.number().int().min(0);

export const overviewSchema = z.object({
  from: isoDay,
  to: isoDay,
  /** Fees paid out to Yasa for completed jobs in the period. */
  gmv: money,
  /** Net inflow to the platform's revenue account in the period (admin and withdrawal fees). */
  revenue: money,
  /** Balances at the end of the period, per kind of account. */
  held: z.object({ escrow: money, wallets: money, payouts: money }),
  topups: z.object({ count, sum: money }),
  withdrawals: z.object({ count, sum: money }),
  jobs: z.object({ posted: count, completed: count, cancelled: count, disputed: count }),
  newUsers: z.object({ jalu: count, yasa: count }),
  /** Sum of every ledger balance right now; anything but 0 means the books are broken. */
  ledgerSum: money,
  days: z.array(
    z.object({
      date: isoDay,
      gmv: money,
      revenue: money,
      jobsPosted: count,
      jobsCompleted: count,
    }),
  ),
});
export type Overview = z.infer<typeof overviewSchema>;

export const adminUsersQuerySchema = pageQuerySchema.extend({
  /** Part of an email, a phone number or a name. */
  q: z.string().trim().max(100, 'Kata kunci terlalu panjang').optional(),
  role: accountRoleSchema.optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  _id: z.uuid(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: accountRoleSchema,
  name: z.string().nullable(),
  createdAt: z.iso.datetime(),
  suspended: z.boolean(),
  suspendedAt: z.iso.datetime().nullable(),
  suspendedReason: z.string().nullable(),
  /** Set once the person deleted their account (it stays, anonymised, for the books). */
  deletedAt: z.iso.datetime().nullable(),
  /** Whether the person opened the 'Verifikasi email' link / entered the WhatsApp code. */
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const adminJobSummarySchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  state: z.enum(JOB_STATES),
  fee: money,
  createdAt: z.iso.datetime(),
});

export const adminUserDetailSchema = adminUserSchema.extend({
  profile: z
    .object({
      name: z.string().nullable(),
      profilePicture: z.string().nullable(),
      dateOfBirth: z.string().nullable(),
      address: z.string().nullable(),
      bio: z.string().nullable(),
      rating: z.number().nullable(),
      jobDone: count,
    })
    .nullable(),
  /** Null for an admin, who has no wallet. */
  wallet: z.object({ balance: money }).nullable(),
  counts: z.object({
    /** As Jalu: jobs posted; as Yasa: jobs given to them. */
    jobs: count,
    open: count,
    active: count,
    done: count,
    cancelled: count,
    /** Applications still waiting (Yasa only). */
    applications: count,
  }),
  lastJobs: z.array(adminJobSummarySchema),
  /** Devices signed in now ('Perangkat yang masuk'). */
  sessions: count,
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const suspendBodySchema = z.object(
  {
    reason: z
      .string({ error: 'Alasan wajib diisi' })
      .trim()
      .min(1, 'Alasan wajib diisi')
      .max(500, 'Alasan maksimal 500 karakter'),
  },
  { error: 'Alasan wajib diisi' },
);
export type SuspendBody = z.infer<typeof suspendBodySchema>;

/** `POST /admin/jobs/{id}/cancel`: an operator stops an open or assigned job. */
export const ADMIN_JOB_ACTIONS = ['cancel'] as const;
export type AdminJobAction = (typeof ADMIN_JOB_ACTIONS)[number];
export const adminCancelJobBodySchema = suspendBodySchema;
export type AdminCancelJobBody = z.infer<typeof adminCancelJobBodySchema>;

/** What a suspension did besides locking the account. */
export const suspensionResultSchema = z.object({
  user: adminUserSchema,
  cancelledJobs: z.array(z.uuid()),
  withdrawnApplications: count,
});
export type SuspensionResult = z.infer<typeof suspensionResultSchema>;

export const adminJobsQuerySchema = pageQuerySchema.extend({
  state: z.enum(JOB_STATES).optional(),
  /** Part of the title or address. */
  q: z.string().trim().max(100, 'Kata kunci terlalu panjang').optional(),
});
export type AdminJobsQuery = z.infer<typeof adminJobsQuerySchema>;

const adminPersonSchema = z.object({
  _id: z.uuid(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  name: z.string().nullable(),
  suspended: z.boolean(),
});

export const adminJobSchema = adminJobSummarySchema.extend({
  category: z.enum(JOB_CATEGORIES),
  adminFee: money,
  address: z.string(),
  client: adminPersonSchema,
  worker: adminPersonSchema.nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const jobStateChangeSchema = z.object({
  /** Null for the job's creation. */
  fromState: z.enum(JOB_STATES).nullable(),
  toState: z.enum(JOB_STATES),
  /** Null when the system did it (e.g. the automatic payout). */
  actorId: z.uuid().nullable(),
  at: z.iso.datetime(),
});
export type JobStateChange = z.infer<typeof jobStateChangeSchema>;

export const adminLedgerLineSchema = z.object({
  _id: z.uuid(),
  /** The ledger's transfer kind (`job_hold`, `job_refund`, `job_payout`, `admin_fee`, …). */
  kind: z.string(),
  amount: money,
  from: z.object({ kind: z.string(), userId: z.uuid().nullable() }),
  to: z.object({ kind: z.string(), userId: z.uuid().nullable() }),
  createdAt: z.iso.datetime(),
});
export type AdminLedgerLine = z.infer<typeof adminLedgerLineSchema>;

export const adminJobDetailSchema = adminJobSchema.extend({
  description: z.string(),
  addressNotes: z.string().nullable(),
  images: z.array(z.string()),
  confirmationDescription: z.string().nullable(),
  confirmationImages: z.array(z.string()),
  history: z.array(jobStateChangeSchema),
  ledger: z.array(adminLedgerLineSchema),
  /** What an operator may do to it now (the server's rules; the console shows exactly these). */
  actions: z.array(z.enum(ADMIN_JOB_ACTIONS)),
});
export type AdminJobDetail = z.infer<typeof adminJobDetailSchema>;

/** What an audit row records; later actions (complaints, payouts) are appended. */
export const AUDIT_ACTIONS = [
  'admin.created',
  'user.suspended',
  'user.reinstated',
  'user.deleted',
  'dispute.resolved',
  'withdrawal.retried',
  'job.cancelled',
  'verification.approved',
  'verification.rejected',
  'verification.image_viewed',
  'report.updated',
  'ticket.replied',
  'ticket.closed',
  'user.sessions_ended',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  _id: z.uuid(),
  /** Null when done outside the console (the CLI, start-up configuration). */
  actor: z.object({ _id: z.uuid(), email: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const DISPUTE_STATUSES = ['open', 'resolved'] as const;

export const adminDisputesQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(DISPUTE_STATUSES, { error: 'Status komplain harus open atau resolved' })
    .optional(),
});
export type AdminDisputesQuery = z.infer<typeof adminDisputesQuerySchema>;

/** A complaint in the console's list; `_id` is the complaint's own id, `jobId` its job's. */
export const adminDisputeSchema = z.object({
  _id: z.uuid(),
  jobId: z.uuid(),
  title: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  /** What the Yasa would get in full; the split moves 0…fee. */
  fee: money,
  adminFee: money,
  client: adminPersonSchema,
  worker: adminPersonSchema,
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;

export const adminChatMessageSchema = z.object({
  _id: z.uuid(),
  /** Who wrote it, from the job's point of view. */
  from: z.enum(['jalu', 'yasa']),
  message: z.string(),
  createdAt: z.iso.datetime(),
});
export type AdminChatMessage = z.infer<typeof adminChatMessageSchema>;

export const adminDisputeDetailSchema = adminDisputeSchema.extend({
  description: z.string(),
  /** The Jalu's complaint. */
  reason: z.string(),
  images: z.array(z.string()),
  /** The Yasa's answer, if any. */
  response: z.string().nullable(),
  responseImages: z.array(z.string()),
  respondedAt: z.iso.datetime().nullable(),
  /** The Yasa's proof of work the complaint is about. */
  proof: z.object({ description: z.string().nullable(), images: z.array(z.string()) }),
  /** The job's chat between the Jalu and the assigned Yasa, oldest first. */
  chat: z.array(adminChatMessageSchema),
  /**
   * A Nitip with a receipt: the shopping money held (cap + approved extra) and what the receipt
   * shows spent of it; the decision gives the Yasa 0…spent, the rest goes back. Null otherwise.
   */
  shopping: z.object({ held: money, spent: money, receipts: z.array(z.string()) }).nullable(),
  resolution: disputeResolutionSchema
    .extend({ resolvedBy: z.object({ _id: z.uuid(), email: z.string() }).nullable() })
    .nullable(),
});
export type AdminDisputeDetail = z.infer<typeof adminDisputeDetailSchema>;

export const resolveDisputeBodySchema = z.object(
  {
    workerAmount: z
      .number({ error: 'Bagian Yasa wajib diisi' })
      .int('Bagian Yasa harus rupiah bulat')
      .min(0, 'Bagian Yasa tidak boleh negatif'),
    /** A Nitip with a receipt: the Yasa's part of the shopping money; absent: all it spent. */
    purchaseAmount: z
      .number({ error: 'Bagian belanja Yasa harus berupa angka' })
      .int('Bagian belanja Yasa harus rupiah bulat')
      .min(0, 'Bagian belanja Yasa tidak boleh negatif')
      .optional(),
    note: z
      .string({ error: 'Catatan keputusan wajib diisi' })
      .trim()
      .min(1, 'Catatan keputusan wajib diisi')
      .max(1000, 'Catatan keputusan maksimal 1000 karakter'),
  },
  { error: 'Bagian Yasa dan catatan wajib diisi' },
);
export type ResolveDisputeBody = z.infer<typeof resolveDisputeBodySchema>;

/**
 * What each side receives for a split of `fee` (+ `adminFee` the Jalu paid on top): the rest of
 * the fee back to the Jalu, and the admin fee too when the Yasa gets nothing (the platform earns
 * its fee only when the work was, at least partly, worth paying for). The one home of the rule:
 * the lifecycle moves this money, the complaint shows it, the console shows it before deciding.
 */
export function disputeSplit(fee: number, adminFee: number, workerAmount: number) {
  const refund = fee - workerAmount + (workerAmount === 0 ? adminFee : 0);
  return { workerAmount, refund, revenue: workerAmount === 0 ? 0 : adminFee };
}

export const adminWithdrawalsQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(WITHDRAWAL_STATUSES, { error: 'Status harus processing, completed atau failed' })
    .optional(),
});
export type AdminWithdrawalsQuery = z.infer<typeof adminWithdrawalsQuerySchema>;

export const adminWithdrawalSchema = z.object({
  _id: z.uuid(),
  user: z.object({ _id: z.uuid(), email: z.string(), name: z.string().nullable() }),
  amount: money,
  fee: money,
  status: z.enum(WITHDRAWAL_STATUSES),
  failureReason: z.string().nullable(),
  channel: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  /** The operator's new payout for this failed one, once retried (a failure is retried once). */
  retriedAs: z.uuid().nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
