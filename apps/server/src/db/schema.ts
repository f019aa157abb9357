import { sql } from 'drizzle-orm';
import {
  customType,
  bigint,
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
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const roleEnum = pgEnum('role', ['jalu', 'yasa']);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased: the unique index is the duplicate check. */
  email: text('email').notNull().unique(),
  /** Stored normalised (`+62…`). */
  phoneNumber: text('phone_number').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: roleEnum('role').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  ],
);

/** Fixed ids of the system accounts seeded by the migration. */
export const SYSTEM_ACCOUNTS = {
  revenue: '00000000-0000-4000-8000-00000000a001',
  provider: '00000000-0000-4000-8000-00000000a002',
} as const;

export const transferKindEnum = pgEnum('transfer_kind', [
  'topup',
  'job_hold',
  'job_refund',
  'job_payout',
  'admin_fee',
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
  },
  (t) => [
    index('topups_user_created_idx').on(t.userId, t.createdAt),
    check('topups_amount_positive', sql`${t.amount} > 0`),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transfers_from_idx').on(t.fromAccountId, t.createdAt),
    index('ledger_transfers_to_idx').on(t.toAccountId, t.createdAt),
    // A top-up is credited once, whatever path (confirmation, webhook) gets there first.
    uniqueIndex('ledger_transfers_topup_once_idx')
      .on(t.topupId)
      .where(sql`${t.kind} = 'topup'`),
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

/**
 * open → assigned (a Yasa accepted) → worker_confirmed (proof sent) → done (paid out);
 * open → cancelled (money back to the Jalu).
 */
export const jobStatusEnum = pgEnum('job_status', [
  'open',
  'assigned',
  'worker_confirmed',
  'done',
  'cancelled',
]);

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_client_created_idx').on(t.clientId, t.createdAt, t.id),
    index('jobs_worker_created_idx').on(t.workerId, t.createdAt, t.id),
    index('jobs_open_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'open'`),
    index('jobs_client_finished_idx')
      .on(t.clientId, t.finishedAt, t.id)
      .where(sql`${t.status} = 'done'`),
    index('jobs_worker_finished_idx')
      .on(t.workerId, t.finishedAt, t.id)
      .where(sql`${t.status} = 'done'`),
    index('jobs_release_due_idx')
      .on(t.workerConfirmedAt)
      .where(sql`${t.status} = 'worker_confirmed'`),
    check('jobs_fee_positive', sql`${t.fee} > 0`),
    check(
      'jobs_worker_when_assigned',
      sql`(${t.status} = 'open' OR ${t.status} = 'cancelled') = (${t.workerId} IS NULL)`,
    ),
  ],
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
  },
  (t) => [
    uniqueIndex('job_applications_once_idx').on(t.jobId, t.workerId),
    index('job_applications_worker_idx').on(t.workerId, t.createdAt),
  ],
);

/** Created when the Jalu accepts a Yasa; messages arrive with the chat issue. */
export const chats = pgTable('chats', {
  id: uuid('id').primaryKey().defaultRandom(),
  jobId: uuid('job_id')
    .notNull()
    .unique()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/** Reverse-geocoding answers, so the map does not ask the geocoder twice for one spot. */
export const geocodeCache = pgTable('geocode_cache', {
  /** Coordinates rounded to about 11 m: "lat,lng" with 4 decimals. */
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
  },
  (t) => [index('messages_chat_created_idx').on(t.chatId, t.createdAt, t.id)],
);

/** Used by @socket.io/postgres-adapter for payloads too large for NOTIFY. */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

/** Secrets every server process must share (the token signing key), generated once. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
