import type { AuditAction, AuditEntry } from '@bantuin/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { afterCursor } from '../../db/keyset.js';
import { auditLog, users } from '../../db/schema.js';
import { presentAuditEntry } from './presenter.js';

export interface AuditRecord {
  /** The admin who acted; null outside the console (CLI, start-up configuration). */
  actorId: string | null;
  action: AuditAction;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

/**
 * Writes one audit row in the caller's transaction: the row exists exactly when the change it
 * describes was committed.
 */
export async function recordAudit(tx: Transaction, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** Newest first, keyset-paged like every list. */
export async function listAudit(
  db: Database,
  page: { limit: number; cursor?: string },
): Promise<AuditEntry[]> {
  const rows = await db
    .select({ entry: auditLog, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(afterCursor(auditLog, auditLog.createdAt, auditLog.id, page.cursor))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit);
  return rows.map(({ entry, actorEmail }) => presentAuditEntry(entry, actorEmail));
}
