import type { AccountRole } from '@bantuin/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import type { AccountStanding } from '../../lib/identity.js';
import { ledgerAccounts, profiles, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

export async function insertUserWithProfileAndWallet(
  tx: Executor,
  user: { email: string; phoneNumber: string; passwordHash: string; role: AccountRole },
): Promise<UserRow> {
  const [created] = await tx.insert(users).values(user).returning();
  if (!created) throw new Error('insert into users returned no row');
  await tx.insert(profiles).values({ userId: created.id });
  await tx.insert(ledgerAccounts).values({ kind: 'wallet', userId: created.id, balance: 0 });
  return created;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * The account lookup of every authenticated request (who, which role, suspended, which sessions
 * ended?): one row by primary key, as a prepared statement (parsed and planned once per
 * connection).
 */
export function authAccountLookup(db: Database) {
  const query = db
    .select({
      id: users.id,
      role: users.role,
      suspendedAt: users.suspendedAt,
      tokensValidAfter: users.tokensValidAfter,
      // In the same round trip: the ended sessions whose tokens could still be shown.
      endedSessions: sql<string[]>`ARRAY(
        SELECT s.id::text FROM sessions s
        WHERE s.user_id = "users"."id" AND s.ended_at IS NOT NULL AND s.expires_at > now())`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_account');
  return async (id: string) => {
    const [row] = await query.execute({ id });
    return row;
  };
}

/** What every authenticated request checks: one primary-key read of two columns. */
export async function accountStanding(db: Executor, id: string): Promise<AccountStanding> {
  const [row] = await db
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return 'missing';
  return row.suspendedAt ? 'suspended' : 'active';
}
