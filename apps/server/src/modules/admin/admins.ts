import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { recordAudit } from './audit.js';

export type CreateAdminResult = { created: true; id: string } | { created: false; reason: string };

/**
 * Creates an operator account (no profile, no wallet: admins take no part in the marketplace).
 * An existing account with that email is never changed.
 */
export async function createAdmin(
  db: Database,
  input: { email: string; password: string },
): Promise<CreateAdminResult> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email));
      if (existing) return { created: false, reason: 'email already registered' } as const;
      const [admin] = await tx
        .insert(users)
        .values({ email: input.email, passwordHash, role: 'admin' })
        .returning({ id: users.id, email: users.email, createdAt: users.createdAt });
      await recordAudit(tx, {
        actorId: null,
        action: 'admin.created',
        targetType: 'user',
        targetId: admin!.id,
        before: null,
        after: { email: admin!.email, role: 'admin' },
      });
      return { created: true, id: admin!.id } as const;
    });
  } catch (error) {
    // Two starts racing on the same ADMIN_EMAIL: the loser finds it taken.
    if (violatedUniqueConstraint(error) !== undefined)
      return { created: false, reason: 'email already registered' };
    throw error;
  }
}

export async function listAdmins(db: Database) {
  return db
    .select({ id: users.id, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.createdAt);
}
