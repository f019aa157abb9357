import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  DATA_EXPORT_EVERY_HOURS,
  DATA_EXPORT_VALID_HOURS,
  formatScheduledAt,
  type DataExportDocument,
  type DataExportStatusAnswer,
} from '@bantuin/contract';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { dataExports, users } from '../../db/schema.js';
import { notFound, tooManyRequests } from '../../lib/errors.js';
import type { Notify } from '../notifications/outbox.js';
import { PERSONAL_TABLES, rows, type PersonalTable } from './registry.js';

const HOUR_MS = 3_600_000;

export interface DataExportService {
  status(userId: string): Promise<DataExportStatusAnswer>;
  /** Starts one (429 DATA_EXPORT_LIMITED within a day of the last one). */
  request(userId: string): Promise<DataExportStatusAnswer>;
  /** The file, for its owner only, while the link lasts. */
  download(userId: string, token: string): Promise<string>;
  /** The worker's part: gathers the data and tells the person. */
  build(exportId: string): Promise<void>;
  /** Drops the files whose link expired (hourly, and before each new one); how many. */
  purgeExpired(): Promise<number>;
}

type ExportRow = typeof dataExports.$inferSelect;

/** Every registered table's rows about the person, secrets left out. */
export async function gatherPersonalData(
  db: Database | Transaction,
  userId: string,
  registry: readonly PersonalTable[] = PERSONAL_TABLES,
): Promise<DataExportDocument> {
  const tables: DataExportDocument['tables'] = {};
  for (const entry of registry) {
    if (!entry.exportWhere) continue;
    const omit = entry.omit ?? [];
    const found = await rows<{ row: Record<string, unknown> }>(
      db,
      sql`SELECT to_jsonb(t) - ${`{${omit.join(',')}}`}::text[] AS row
        FROM ${sql.identifier(entry.table)} t WHERE ${entry.exportWhere(userId)}`,
    );
    tables[entry.table] = found.map((r) =>
      typeof r.row === 'string' ? (JSON.parse(r.row) as Record<string, unknown>) : r.row,
    );
  }
  return {
    format: 'bantuin-data-export/1',
    generatedAt: new Date().toISOString(),
    userId,
    tables,
  };
}

export function createDataExportService(
  db: Database,
  deps: {
    /** Signs download links (the app's token key). */
    secret: string;
    /** Puts the export on the queue inside the request's transaction. */
    enqueue(tx: Transaction, data: { exportId: string; userId: string }): Promise<void>;
    notify: Notify;
    log: { warn(object: object, message: string): void };
  },
): DataExportService {
  const signature = (exportId: string) =>
    createHmac('sha256', `data-export:${deps.secret}`).update(exportId).digest('base64url');
  const linkOf = (exportId: string) => `/profile/export/${exportId}.${signature(exportId)}`;

  // Files whose link expired are copies of personal data nobody may fetch: drop them.
  async function purgeExpired() {
    const dropped = await db
      .update(dataExports)
      .set({ content: null })
      .where(and(sql`${dataExports.expiresAt} <= now()`, isNotNull(dataExports.content)))
      .returning({ id: dataExports.id });
    return dropped.length;
  }

  function present(row: ExportRow | undefined, now = Date.now()): DataExportStatusAnswer {
    if (!row) {
      return {
        status: 'none',
        requestedAt: null,
        readyAt: null,
        expiresAt: null,
        downloadUrl: null,
        nextRequestAt: null,
      };
    }
    const next =
      row.status === 'failed'
        ? null
        : row.requestedAt.getTime() + DATA_EXPORT_EVERY_HOURS * HOUR_MS;
    const expired = row.status === 'ready' && (row.expiresAt?.getTime() ?? 0) <= now;
    return {
      status: expired ? 'expired' : row.status,
      requestedAt: row.requestedAt.toISOString(),
      readyAt: row.readyAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      downloadUrl: row.status === 'ready' && !expired ? linkOf(row.id) : null,
      nextRequestAt: next !== null && next > now ? new Date(next).toISOString() : null,
    };
  }

  const latest = async (userId: string) => {
    const [row] = await db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.requestedAt))
      .limit(1);
    return row;
  };

  return {
    async status(userId) {
      return present(await latest(userId));
    },

    async request(userId) {
      const row = await db.transaction(async (tx) => {
        // One request at a time per person, so two at once cannot both pass the daily limit.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`data-export:${userId}`}))`);
        const [last] = await tx
          .select()
          .from(dataExports)
          .where(eq(dataExports.userId, userId))
          .orderBy(desc(dataExports.requestedAt))
          .limit(1);
        const nextAt = present(last).nextRequestAt;
        if (nextAt) {
          const until = Date.parse(nextAt);
          throw tooManyRequests(
            `Salinan data hanya bisa diminta sekali sehari. Coba lagi ${formatScheduledAt(until)}.`,
            'DATA_EXPORT_LIMITED',
            Math.max(1, Math.ceil((until - Date.now()) / 1000)),
          );
        }
        // Only the newest is kept: an older file has no use once a new one is on its way.
        await tx.delete(dataExports).where(eq(dataExports.userId, userId));
        const [created] = await tx.insert(dataExports).values({ userId }).returning();
        await deps.enqueue(tx, { exportId: created!.id, userId });
        return created!;
      });
      return present(row);
    },

    async download(userId, token) {
      const [exportId = '', signed = ''] = token.split('.');
      const expected = Buffer.from(signature(exportId));
      const given = Buffer.from(signed);
      const unavailable = () =>
        notFound(
          'Tautan unduhan tidak berlaku lagi. Minta salinan data yang baru di halaman Data & Akun.',
          'DATA_EXPORT_UNAVAILABLE',
        );
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw unavailable();
      }
      const [row] = await db
        .select({ content: sql<string>`${dataExports.content}::text` })
        .from(dataExports)
        .where(
          and(
            eq(dataExports.id, exportId),
            // Only its owner, even with the link: someone else's answer is the same 404.
            eq(dataExports.userId, userId),
            eq(dataExports.status, 'ready'),
            sql`${dataExports.expiresAt} > now()`,
          ),
        );
      if (!row?.content) throw unavailable();
      return row.content;
    },

    purgeExpired,

    async build(exportId) {
      await purgeExpired();
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
      if (!row || row.status !== 'pending') return;
      try {
        await db.transaction(async (tx) => {
          // REPEATABLE READ would be nicer; one transaction already gives one moment per table.
          const content = await gatherPersonalData(tx, row.userId);
          const [updated] = await tx
            .update(dataExports)
            .set({
              status: 'ready',
              content,
              readyAt: new Date(),
              expiresAt: new Date(Date.now() + DATA_EXPORT_VALID_HOURS * HOUR_MS),
            })
            .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')))
            .returning({ id: dataExports.id });
          if (!updated) return;
          const [user] = await tx
            .select({ role: users.role })
            .from(users)
            .where(eq(users.id, row.userId));
          await deps.notify(tx, {
            kind: 'data_export_ready',
            recipientId: row.userId,
            data: { role: user?.role === 'yasa' ? 'yasa' : 'jalu' },
          });
        });
      } catch (error) {
        deps.log.warn({ err: error, exportId }, 'data export failed');
        await db
          .update(dataExports)
          .set({ status: 'failed' })
          .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')));
      }
    },
  };
}
