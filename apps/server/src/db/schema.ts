import { sql, type SQL } from 'drizzle-orm';
import {
  customType,
  bigint,
  jsonb,
  bigserial,
  boolean,
  doublePrecision,
  smallint,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const roleEnum = pgEnum('role', ['jalu', 'yasa', 'admin']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased: the unique index is the duplicate check. */
    email: text('email').notNull().unique(),
    /** Stored normalised (`+62…`); only an admin (created by the CLI) has none. */
    phoneNumber: text('phone_number').unique(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while an operator has suspended the account: no login, no session, no socket. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    /** Tokens issued before this are refused: set by a suspension, so reinstating revives none. */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    /** Set when the person deleted their account: the row stays, anonymised (modules/privacy). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the person opened the 'Verifikasi email' link; null: not verified. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When the person entered the WhatsApp code sent to `phoneNumber`; a new number clears it. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  },
  (t) => [
    index('users_created_idx').on(t.createdAt, t.id),
    check(
      'users_phone_unless_admin',
      sql`${t.role}::text = 'admin' OR ${t.phoneNumber} IS NOT NULL OR ${t.deletedAt} IS NOT NULL`,
    ),
  ],
);

/** One per user, created empty at registration; `bio` is used by Yasa only. */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name'),
  profilePicture: text('profile_picture'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  address: text('address'),
  bio: text('bio'),
  /** Mean of the Yasa's review ratings, one decimal; null until the first review. */
  rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
  jobDone: integer('job_done').notNull().default(0),
  /** Jobs this Yasa backed out of after being accepted. */
  cancelledJobs: integer('cancelled_jobs').notNull().default(0),
  /** 'Terverifikasi': an identity check of this Yasa was approved (identity_verifications). */
  identityVerified: boolean('identity_verified').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accountKindEnum = pgEnum('account_kind', ['wallet', 'escrow', 'revenue', 'provider']);

/**
 * Accounts of the double-entry ledger. A wallet belongs to a user and never goes below zero; the
 * other kinds (a job's escrow, platform revenue, the payment provider) are system accounts.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: accountKindEnum('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** Set on a job's escrow account. */
    jobId: uuid('job_id'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** A wallet's earned part (job payouts), the most a withdrawal may take; kept by the ledger. */
    withdrawable: bigint('withdrawable', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_wallet_user_idx')
      .on(t.userId)
      .where(sql`${t.kind} = 'wallet'`),
    index('ledger_accounts_kind_idx').on(t.kind),
    check('ledger_accounts_wallet_not_negative', sql`${t.kind} <> 'wallet' OR ${t.balance} >= 0`),
    check(
      'ledger_accounts_wallet_has_user',
      sql`(${t.kind} = 'wallet') = (${t.userId} IS NOT NULL)`,
    ),
    check(
      'ledger_accounts_withdrawable_within_balance',
      sql`${t.withdrawable} = 0 OR (${t.kind} = 'wallet' AND ${t.withdrawable} > 0 AND ${t.withdrawable} <= ${t.balance})`,
    ),
  ],
);

/** Fixed ids of the system accounts seeded by the migration. */
export const SYSTEM_ACCOUNTS = {
  revenue: '00000000-0000-4000-8000-00000000a001',
  provider: '00000000-0000-4000-8000-00000000a002',
  /** The payments sandbox: play money enters here, never through `provider` (migration 0014). */
  playMoney: '00000000-0000-4000-8000-00000000a003',
  /** Money of withdrawals on their way out: an escrow that belongs to no job. */
  payoutHold: '00000000-0000-4000-8000-00000000a010',
  /** The payout provider: where withdrawn money leaves the platform. */
  payoutProvider: '00000000-0000-4000-8000-00000000a011',
} as const;

export const transferKindEnum = pgEnum('transfer_kind', [
  'topup',
  'job_hold',
  'job_refund',
  'job_payout',
  'admin_fee',
  'withdrawal',
  'withdrawal_fee',
  'withdrawal_return',
  'withdrawal_payout',
  'withdrawal_fee_revenue',
  /** Unspent top-up money back to the payment it came from (migration 0016). */
  'topup_refund',
  /** The provider refused that refund: the money is back in the wallet. */
  'topup_refund_return',
  /** A Jalu's tip to the Yasa of a done job, wallet to wallet (migration 0019). */
  'tip',
  /** Nitip: escrow → Yasa, the shopping paid for ('Belanja'). */
  'shopping_payout',
  /** Nitip: escrow → Jalu, the unspent shopping money ('Pengembalian sisa belanja'). */
  'shopping_refund',
  /** Nitip: Jalu's wallet → escrow, an approved amount above the cap. */
  'shopping_extra',
]);

export const topupStatusEnum = pgEnum('topup_status', ['pending', 'paid', 'failed']);
export const paymentProviderEnum = pgEnum('payment_provider', ['sandbox', 'midtrans']);

export const topups = pgTable(
  'topups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    provider: paymentProviderEnum('provider').notNull(),
    status: topupStatusEnum('status').notNull().default('pending'),
    /** The provider's last word, e.g. `settlement`, `deny`, `expire`. */
    providerStatus: text('provider_status'),
    transToken: text('trans_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** How much of it went back to the payment (refunds of unspent money). */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('topups_user_created_idx').on(t.userId, t.createdAt),
    index('topups_user_refundable_idx')
      .on(t.userId, t.paidAt)
      .where(sql`${t.status} = 'paid' AND ${t.refundedAmount} < ${t.amount}`),
    check('topups_amount_positive', sql`${t.amount} > 0`),
    check(
      'topups_refunded_within_amount',
      sql`${t.refundedAmount} >= 0 AND ${t.refundedAmount} <= ${t.amount}`,
    ),
  ],
);

/** A request to send unspent top-up money back to the payments it came from. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    index('refunds_user_created_idx').on(t.userId, t.createdAt),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A refund's part on one top-up; its id is the provider's refund key (Midtrans `refund_key`). */
export const refundParts = pgTable(
  'refund_parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    topupId: uuid('topup_id')
      .notNull()
      .references(() => topups.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** processing → completed | failed, once. */
    status: text('status', { enum: ['processing', 'completed', 'failed'] })
      .notNull()
      .default('processing'),
    failureReason: text('failure_reason'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('refund_parts_refund_idx').on(t.refundId),
    check('refund_parts_amount_positive', sql`${t.amount} > 0`),
    check('refund_parts_status', sql`${t.status} IN ('processing', 'completed', 'failed')`),
  ],
);

/**
 * The append-only journal of the ledger: each row moves `amount` from one account to another,
 * with both balances after the move, written in the same transaction as the balances.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: transferKindEnum('kind').notNull(),
    fromAccountId: uuid('from_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    toAccountId: uuid('to_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fromBalanceAfter: bigint('from_balance_after', { mode: 'number' }).notNull(),
    toBalanceAfter: bigint('to_balance_after', { mode: 'number' }).notNull(),
    topupId: uuid('topup_id').references(() => topups.id),
    jobId: uuid('job_id'),
    withdrawalId: uuid('withdrawal_id').references((): AnyPgColumn => withdrawals.id),
    refundPartId: uuid('refund_part_id').references(() => refundParts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transfers_from_idx').on(t.fromAccountId, t.createdAt),
    index('ledger_transfers_to_idx').on(t.toAccountId, t.createdAt),
    index('ledger_transfers_created_idx').on(t.createdAt),
    index('ledger_transfers_job_idx').on(t.jobId, t.createdAt),
    // A top-up is credited once, whatever path (confirmation, webhook) gets there first.
    uniqueIndex('ledger_transfers_topup_once_idx')
      .on(t.topupId)
      .where(sql`${t.kind} = 'topup'`),
    // Each step of a withdrawal happens once, whatever path (webhook, sweep) gets there first.
    uniqueIndex('ledger_transfers_withdrawal_once_idx')
      .on(t.withdrawalId, t.kind)
      .where(sql`${t.withdrawalId} IS NOT NULL`),
    // A refund part leaves the wallet once and, if refused, comes back once.
    uniqueIndex('ledger_transfers_refund_part_once_idx')
      .on(t.refundPartId, t.kind)
      .where(sql`${t.refundPartId} IS NOT NULL`),
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.fromAccountId} <> ${t.toAccountId}`),
  ],
);

/** Transactions of the built-in sandbox provider (play money, for development and tests). */
export const sandboxPayments = pgTable('sandbox_payments', {
  token: text('token').primaryKey(),
  orderId: text('order_id').notNull().unique(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: text('status').notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Fixed ids of the categories the migration creates. */
export const CATEGORY_IDS = {
  Bebersih: '00000000-0000-4000-8000-0000000c0001',
  Nitip: '00000000-0000-4000-8000-0000000c0002',
} as const;

/** The transitions between these live in `modules/jobs/lifecycle.ts`. */
export const jobStatusEnum = pgEnum('job_status', [
  'open',
  'assigned',
  'worker_confirmed',
  'disputed',
  'done',
  'cancelled',
]);

/**
 * The place at `lat`, `lng` (degrees) as a point (x, y, z) on the unit sphere, a `cube`
 * (extension, migration 0022): the straight-line distance between two of them (`<->`) orders
 * exactly like the great-circle distance, and a GiST index on it answers "nearest first".
 */
export function unitSpherePoint(lat: SQL | AnyPgColumn, lng: SQL | AnyPgColumn): SQL {
  return sql`cube(array[cos(radians(${lat})) * cos(radians(${lng})), cos(radians(${lat})) * sin(radians(${lng})), sin(radians(${lat}))])`;
}

/**
 * Statement triggers on jobs, profiles and users NOTIFY `open_jobs_changed` (migration
 * 0010_perf; drizzle has no trigger syntax): each process's open-jobs cache listens.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    addressNotes: text('address_notes'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    adminFee: bigint('admin_fee', { mode: 'number' }).notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: jobStatusEnum('status').notNull().default('open'),
    workerId: uuid('worker_id').references(() => users.id, { onDelete: 'restrict' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    confirmationDescription: text('confirmation_description'),
    confirmationImages: text('confirmation_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    workerConfirmedAt: timestamp('worker_confirmed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** True when the payment was released by the sweep rather than by the Jalu. */
    autoReleased: boolean('auto_released').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** 'Waktu pengerjaan'; null on jobs posted by clients that do not send one. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /**
     * When the job, still open without an accepted Yasa, is cancelled by the expiry sweep: its
     * scheduled time, or `OPEN_JOB_TTL_DAYS` after posting (set at posting; migration 0019).
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The Jalu's tip to the Yasa, once, after completion (the ledger's `tip` row moved it). */
    tipAmount: bigint('tip_amount', { mode: 'number' }),
    tippedAt: timestamp('tipped_at', { withTimezone: true }),
    /** Nitip: 'Batas belanja', held in escrow with the fee from posting; null without a list. */
    shoppingCap: bigint('shopping_cap', { mode: 'number' }),
    /** 'Struk belanja': the total the Yasa paid, the receipt photos, when it was sent. */
    purchaseTotal: bigint('purchase_total', { mode: 'number' }),
    receiptImages: text('receipt_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    receiptAt: timestamp('receipt_at', { withTimezone: true }),
    /**
     * Bebersih: the rooms or tasks the Jalu listed (issue 29; migration 0024), empty without a
     * list; `taskImages[i]` are task i's proof photos once the Yasa sent them. A column rather
     * than a table: names without state of their own, read and written only with their job.
     */
    tasks: text('tasks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    taskImages: jsonb('task_images')
      .notNull()
      .$type<string[][]>()
      .default(sql`'[]'::jsonb`),
    /** The Jalu's answer to a total above the cap (null: none needed, or not yet answered). */
    extraApproved: boolean('extra_approved'),
    /** What the Jalu added to the escrow above the cap (approved extra). */
    extraHeld: bigint('extra_held', { mode: 'number' }).notNull().default(0),
    /** The post's Idempotency-Key (unique per Jalu): a repeated post answers this job. */
    postKey: text('post_key'),
    /**
     * How many Yasa wait on the job ('2 pelamar': applications neither withdrawn nor backed out),
     * kept by `job_applications`' trigger (migration 0030) so that a list reads it with the row.
     */
    waitingCount: integer('waiting_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('jobs_post_key_idx')
      .on(t.clientId, t.postKey)
      .where(sql`${t.postKey} IS NOT NULL`),
    index('jobs_client_created_idx').on(t.clientId, t.createdAt, t.id),
    index('jobs_worker_created_idx').on(t.workerId, t.createdAt, t.id),
    index('jobs_open_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'open'`),
    // sort=soonest: untimed jobs last, read in order (migration 0011).
    index('jobs_open_soonest_idx')
      .on(sql`(coalesce(${t.scheduledAt}, 'infinity'::timestamptz))`, t.id)
      .where(sql`${t.status} = 'open'`),
    // A Jalu's active orders and a Yasa's current jobs: only jobs in those states.
    index('jobs_client_active_idx')
      .on(t.clientId, t.createdAt, t.id)
      .where(sql`${t.status} NOT IN ('done', 'cancelled')`),
    index('jobs_worker_current_idx')
      .on(t.workerId, t.createdAt, t.id)
      .where(sql`${t.status} NOT IN ('open', 'done', 'cancelled')`),
    // `near=`: the nearest open jobs in order, a KNN scan that stops after the page (0022).
    index('jobs_open_earth_idx')
      .using('gist', sql`(${unitSpherePoint(t.lat, t.lng)})`)
      .where(sql`${t.status} = 'open'`),
    index('jobs_client_finished_idx')
      .on(t.clientId, t.finishedAt, t.id)
      .where(sql`${t.status} = 'done'`),
    index('jobs_worker_finished_idx')
      .on(t.workerId, t.finishedAt, t.id)
      .where(sql`${t.status} = 'done'`),
    index('jobs_status_created_idx').on(t.status, t.createdAt, t.id),
    index('jobs_created_idx').on(t.createdAt, t.id),
    index('jobs_release_due_idx')
      .on(t.workerConfirmedAt)
      .where(sql`${t.status} = 'worker_confirmed'`),
    check('jobs_fee_positive', sql`${t.fee} > 0`),
    check('jobs_tip_positive', sql`${t.tipAmount} IS NULL OR ${t.tipAmount} > 0`),
    check('jobs_shopping_cap_positive', sql`${t.shoppingCap} IS NULL OR ${t.shoppingCap} > 0`),
    // A job cancelled after acceptance keeps its Yasa (who may have been compensated).
    check(
      'jobs_worker_when_assigned',
      sql`${t.status} = 'cancelled' OR (${t.status} = 'open') = (${t.workerId} IS NULL)`,
    ),
  ],
);

export const jobItemStateEnum = pgEnum('job_item_state', [
  'pending',
  'bought',
  'replaced',
  'unavailable',
]);

/** A line of a Nitip's 'Daftar belanja' (the Jalu's personal data, erased with the job's Jalu). */
export const jobItems = pgTable(
  'job_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note'),
    estimatedPrice: bigint('estimated_price', { mode: 'number' }),
    state: jobItemStateEnum('state').notNull().default('pending'),
    replacement: text('replacement'),
    /** The Jalu's answer to the replacement: null while it waits. */
    replacementApproved: boolean('replacement_approved'),
  },
  (t) => [uniqueIndex('job_items_job_position_idx').on(t.jobId, t.position)],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The Yasa took the application back while the job was open; it may apply again. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The Yasa was accepted and then backed out; it may not apply to this job again. */
    backedOutAt: timestamp('backed_out_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('job_applications_once_idx').on(t.jobId, t.workerId),
    index('job_applications_worker_idx').on(t.workerId, t.createdAt),
  ],
);

/**
 * One per accepted pair (job, Yasa), created when the Jalu accepts; a job whose Yasa backed out
 * and was given to another has two. Closed when that Yasa backs out.
 */
export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chats_job_worker_idx').on(t.jobId, t.workerId)],
);

/** A Jalu's complaint about a proof, the Yasa's answer, and the operator's split of the fee. */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .unique()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    response: text('response'),
    responseImages: text('response_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** The part of the fee the operator gave the Yasa; null until resolved. */
    workerAmount: bigint('worker_amount', { mode: 'number' }),
    /**
     * A Nitip with a receipt: the part of the shopping money the receipt shows spent that the
     * operator gave the Yasa (the rest of what is held went back); null until resolved, or none.
     */
    purchaseAmount: bigint('purchase_amount', { mode: 'number' }),
    resolutionNote: text('resolution_note'),
    /** Who resolved it (an operator's id, for the audit). */
    resolvedBy: uuid('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'disputes_worker_amount_not_negative',
      sql`${t.workerAmount} IS NULL OR ${t.workerAmount} >= 0`,
    ),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One review per job. */
    jobId: uuid('job_id')
      .notNull()
      .unique()
      .references(() => jobs.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    rating: smallint('rating').notNull(),
    description: text('description').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_worker_created_idx').on(t.workerId, t.createdAt, t.id),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * Geocoding answers, so the map does not ask the geocoder twice for one spot or one search.
 * Reverse: the address (null: none). Search: the places as JSON (`[{ address, lat, lng }]`).
 */
export const geocodeCache = pgTable('geocode_cache', {
  /** Reverse: coordinates rounded to about 11 m, "lat,lng" with 4 decimals. Search: "search:<q>". */
  key: text('key').primaryKey(),
  address: text('address'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** Always the authenticated sender, never a value from the payload. */
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * `text` a person's message; `replacement` a card ('Ganti dengan …?') for `itemId`, whose
     * state is read from the item, never kept here; `notice` the app's line (a declined extra).
     */
    kind: text('kind', { enum: ['text', 'replacement', 'notice'] })
      .notNull()
      .default('text'),
    itemId: uuid('item_id').references(() => jobItems.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('messages_chat_created_idx').on(t.chatId, t.createdAt, t.id),
    index('messages_item_idx')
      .on(t.itemId)
      .where(sql`${t.itemId} IS NOT NULL`),
    check('messages_card_item', sql`(${t.kind} = 'replacement') = (${t.itemId} IS NOT NULL)`),
  ],
);

/** Used by @socket.io/postgres-adapter for payloads too large for NOTIFY. */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

/** The bank account or e-wallet a user withdraws to: one per user, validated by the provider. */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channel: text('channel').notNull(),
  accountNumber: text('account_number').notNull(),
  /** The holder's name as the provider returned it. */
  accountName: text('account_name').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Withdrawals wait until then after a change of account (a stolen token cannot cash out). */
  withdrawalsHeldUntil: timestamp('withdrawals_held_until', { withTimezone: true }),
});

export const withdrawalStatusEnum = pgEnum('withdrawal_status', [
  'processing',
  'completed',
  'failed',
]);

/** Tarik Saldo: money on its way from a wallet to a bank account or e-wallet. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    status: withdrawalStatusEnum('status').notNull().default('processing'),
    failureReason: text('failure_reason'),
    /** The destination at the time of the request (the saved account may change later). */
    channel: text('channel').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    provider: paymentProviderEnum('provider').notNull(),
    /** The provider's id of the payout (Iris' reference_no); null until it accepted it. */
    providerReference: text('provider_reference'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the stale sweep last asked the provider about it. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawals_idempotency_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    uniqueIndex('withdrawals_provider_reference_idx')
      .on(t.provider, t.providerReference)
      .where(sql`${t.providerReference} IS NOT NULL`),
    index('withdrawals_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('withdrawals_processing_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'processing'`),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    check('withdrawals_fee_not_negative', sql`${t.fee} >= 0`),
  ],
);

/** Payouts of the built-in sandbox provider (play money): its side of each withdrawal. */
export const sandboxPayouts = pgTable('sandbox_payouts', {
  reference: text('reference').primaryKey(),
  withdrawalId: uuid('withdrawal_id').notNull().unique(),
  accountNumber: text('account_number').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** processing → completed | failed, once. */
  status: text('status').notNull().default('processing'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
/** Every change an operator makes, written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null when the change came from outside the console (CLI, start-up configuration). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);

/** A job's state history: one row per state change, written with the change. */
export const jobEvents = pgTable(
  'job_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** Null for the job's creation. */
    fromState: jobStatusEnum('from_state'),
    toState: jobStatusEnum('to_state').notNull(),
    /** Null when the system made the change (e.g. the automatic payout). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_events_job_idx').on(t.jobId, t.createdAt),
    index('job_events_to_state_idx').on(t.toState, t.createdAt),
  ],
);
/** Secrets every server process must share (the token signing key), generated once. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const box = customType<{ data: string }>({ dataType: () => 'box' });

/** A person's notifications (the inbox); rendered from `kind` + `data` by the contract. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    link: text('link').notNull(),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} IS NULL`),
    index('notifications_recipient_kind_idx').on(t.recipientId, t.kind, t.createdAt),
    uniqueIndex('notifications_dedupe_idx')
      .on(t.recipientId, t.dedupeKey)
      .where(sql`${t.dedupeKey} IS NOT NULL`),
  ],
);

/** One per (notification, channel): the outbox row a queue job delivers. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull().$type<'in_app' | 'push' | 'email' | 'whatsapp'>(),
    status: text('status')
      .notNull()
      .default('pending')
      .$type<'pending' | 'sending' | 'sent' | 'failed' | 'skipped'>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_deliveries_once_idx').on(t.notificationId, t.channel)],
);

/**
 * The transactional outbox of queue work a change asks for (a new job's nearby alerts): written
 * in the change's own statement, moved onto pg-boss by the relay (modules/notifications/intents.ts).
 */
export const notificationIntents = pgTable(
  'notification_intents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_intents_created_idx').on(t.createdAt)],
);

export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channels: jsonb('channels').notNull().$type<Record<string, Record<string, boolean>>>(),
  nearbyEnabled: boolean('nearby_enabled').notNull().default(false),
  nearbyRadiusKm: doublePrecision('nearby_radius_km').notNull().default(5),
  nearbyCategories: uuid('nearby_categories')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  nearbyLat: doublePrecision('nearby_lat'),
  nearbyLng: doublePrecision('nearby_lng'),
  nearbyArea: box('nearby_area'),
  /**
   * Set when the Yasa reaches the hour's limit of nearby alerts: until then the nearby queue
   * passes them over without counting (modules/notifications/nearby.ts).
   */
  nearbyQuietUntil: timestamp('nearby_quiet_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

export const sandboxMails = pgTable('sandbox_mails', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxWhatsappMessages = pgTable('sandbox_whatsapp_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  to: text('to').notNull(),
  template: text('template').notNull(),
  parameters: jsonb('parameters').notNull().$type<string[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 'Unduh data saya': one row per request; the JSON lives here until the link expires. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending').$type<'pending' | 'ready' | 'failed'>(),
    content: jsonb('content'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_requested_idx').on(t.userId, t.requestedAt),
    check('data_exports_status', sql`${t.status} IN ('pending', 'ready', 'failed')`),
  ],
);

/**
 * A Yasa's identity submissions (NIK, KTP photo, selfie). Images sit encrypted in the identity
 * store under `ktpKey`/`selfieKey`; those keys and the encrypted NIK are cleared by the retention
 * sweep (`imagesErasedAt`), leaving the outcome, `nikLast4` and the decider.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['menunggu', 'terverifikasi', 'ditolak'] })
      .notNull()
      .default('menunggu'),
    nikEncrypted: bytea('nik_encrypted'),
    nikLast4: text('nik_last4').notNull(),
    ktpKey: text('ktp_key'),
    selfieKey: text('selfie_key'),
    provider: text('provider').notNull().default('manual'),
    providerNote: text('provider_note'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'restrict' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    imagesErasedAt: timestamp('images_erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identity_verifications_one_waiting_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'menunggu'`),
    index('identity_verifications_user_idx').on(t.userId, t.createdAt),
    index('identity_verifications_queue_idx').on(t.status, t.createdAt, t.id),
    index('identity_verifications_erase_idx')
      .on(t.decidedAt)
      .where(sql`${t.imagesErasedAt} IS NULL AND ${t.status} <> 'menunggu'`),
    check(
      'identity_verifications_status',
      sql`${t.status} IN ('menunggu', 'terverifikasi', 'ditolak')`,
    ),
    check(
      'identity_verifications_decided',
      sql`(${t.status} = 'menunggu') = (${t.decidedAt} IS NULL)`,
    ),
  ],
);

/** 'Blokir': `blockerId` blocked `blockedId`; every rule checks both directions. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'blocks_pkey', columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** 'Laporkan': reports of a person, a job or a chat message, for the admin's 'Laporan' queue. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: ['user', 'job', 'message'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    /** The person the report is about: the user, the job's Jalu, the message's sender. */
    reportedUserId: uuid('reported_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    reason: text('reason', {
      enum: ['penipuan', 'pelecehan', 'tidak_datang', 'konten_tidak_pantas', 'lainnya'],
    }).notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['open', 'reviewing', 'closed'] })
      .notNull()
      .default('open'),
    note: text('note'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_one_open_idx')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} <> 'closed'`),
    index('reports_queue_idx').on(t.status, t.createdAt, t.id),
    index('reports_reported_idx').on(t.reportedUserId),
    check('reports_target_type', sql`${t.targetType} IN ('user', 'job', 'message')`),
    check('reports_status', sql`${t.status} IN ('open', 'reviewing', 'closed')`),
  ],
);

/**
 * Ratings both ways: a Yasa's rating of the Jalu of a done job (one per job). Shown to the Jalu
 * (and counted in their rating) once the Jalu rated the job too or 14 days after it was done.
 */
export const clientReviews = pgTable(
  'client_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('client_reviews_job_unique').on(t.jobId),
    index('client_reviews_client_idx').on(t.clientId, t.createdAt, t.id),
    check('client_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** One per login: the access token names it (`sid`); an ended one refuses its token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'Chrome di Windows', from the User-Agent at login. */
    device: text('device').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per session. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its token expires: past this it is over whether ended or not. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId, t.createdAt),
    index('sessions_user_ended_idx')
      .on(t.userId, t.expiresAt)
      .where(sql`${t.endedAt} IS NOT NULL`),
  ],
);

export type AccountTokenPurpose = 'password_reset' | 'email_verify' | 'email_change';

/** Links sent by mail: only the SHA-256 of the token is kept; each is single-use. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().$type<AccountTokenPurpose>(),
    tokenHash: text('token_hash').notNull(),
    /** The address it was sent to (the new one, for an email change). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_idx').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose, t.createdAt),
    check(
      'account_tokens_purpose',
      sql`${t.purpose} IN ('password_reset', 'email_verify', 'email_change')`,
    ),
  ],
);

/** The one live WhatsApp code of a person's phone; a new code replaces it. */
export const phoneCodes = pgTable('phone_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** 'Hubungi kami': a person's support ticket and Bantuin's latest answer to it. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    reply: text('reply'),
    repliedBy: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_queue_idx').on(t.status, t.createdAt, t.id),
    index('support_tickets_user_idx').on(t.userId, t.createdAt),
    check('support_tickets_status', sql`${t.status} IN ('open', 'answered', 'closed')`),
  ],
);
