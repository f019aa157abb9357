import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_wallet_user_idx').on(t.userId).where(sql`${t.kind} = 'wallet'`),
    index('ledger_accounts_kind_idx').on(t.kind),
    check('ledger_accounts_wallet_not_negative', sql`${t.kind} <> 'wallet' OR ${t.balance} >= 0`),
    check(
      'ledger_accounts_wallet_has_user',
      sql`(${t.kind} = 'wallet') = (${t.userId} IS NOT NULL)`,
    ),
  ],
);
