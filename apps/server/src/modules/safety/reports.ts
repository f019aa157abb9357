import {
  SAFETY_MESSAGES,
  type AdminReport,
  type AdminReportsQuery,
  type CreateReportBody,
  type Report,
  type ReportStatus,
} from '@bantuin/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { chats, jobs, messages, profiles, reports, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../admin/audit.js';
import { canView } from '../jobs/policy.js';

type ReportRow = typeof reports.$inferSelect;

export interface ReportsService {
  create(reporter: { id: string; role: 'jalu' | 'yasa' }, body: CreateReportBody): Promise<Report>;
  list(query: AdminReportsQuery): Promise<AdminReport[]>;
  update(
    adminId: string,
    id: string,
    change: { status?: ReportStatus; note?: string },
  ): Promise<AdminReport>;
}

const presentReport = (row: ReportRow): Report => ({
  _id: row.id,
  targetType: row.targetType,
  targetId: row.targetId,
  reason: row.reason,
  text: row.text,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export function createReportsService(db: Database): ReportsService {
  const reporters = alias(users, 'reporters');
  const reporterProfiles = alias(profiles, 'reporter_profiles');
  const reported = alias(users, 'reported');
  const reportedProfiles = alias(profiles, 'reported_profiles');
  const handlers = alias(users, 'handlers');

  /** The person and job a target stands for, seen by the reporter; 404 for what they cannot see. */
  async function resolveTarget(
    reporter: { id: string; role: 'jalu' | 'yasa' },
    type: CreateReportBody['targetType'],
    targetId: string,
  ): Promise<{ reportedUserId: string; jobId: string | null }> {
    if (type === 'user') {
      const [user] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.id, targetId));
      if (!user || user.role === 'admin') throw notFound('Pengguna tidak ditemukan');
      if (user.id === reporter.id) throw badRequest('Kamu tidak bisa melaporkan dirimu sendiri');
      return { reportedUserId: user.id, jobId: null };
    }
    if (type === 'job') {
      const [job] = await db.select().from(jobs).where(eq(jobs.id, targetId));
      const viewer =
        reporter.role === 'jalu'
          ? ({ role: 'jalu', id: reporter.id } as const)
          : ({ role: 'yasa', id: reporter.id } as const);
      if (!job || !canView(job, viewer)) throw notFound('Pekerjaan tidak ditemukan');
      if (job.clientId === reporter.id)
        throw badRequest('Kamu tidak bisa melaporkan pesananmu sendiri');
      return { reportedUserId: job.clientId, jobId: job.id };
    }
    // A message: only the two people of its chat may report it, and not their own.
    const [message] = await db
      .select({
        senderId: messages.senderId,
        jobId: chats.jobId,
        clientId: jobs.clientId,
        workerId: chats.workerId,
      })
      .from(messages)
      .innerJoin(chats, eq(chats.id, messages.chatId))
      .innerJoin(jobs, eq(jobs.id, chats.jobId))
      .where(eq(messages.id, targetId));
    if (!message || (message.clientId !== reporter.id && message.workerId !== reporter.id)) {
      throw notFound('Pesan tidak ditemukan');
    }
    if (message.senderId === reporter.id)
      throw badRequest('Kamu tidak bisa melaporkan pesanmu sendiri');
    return { reportedUserId: message.senderId, jobId: message.jobId };
  }

  async function adminRows(where: ReturnType<typeof and>, limit: number) {
    const rows = await db
      .select({
        report: reports,
        reporterEmail: reporters.email,
        reporterName: reporterProfiles.name,
        reportedEmail: reported.email,
        reportedName: reportedProfiles.name,
        reportedSuspendedAt: reported.suspendedAt,
        handlerEmail: handlers.email,
        messageText: messages.message,
      })
      .from(reports)
      .innerJoin(reporters, eq(reporters.id, reports.reporterId))
      .leftJoin(reporterProfiles, eq(reporterProfiles.userId, reports.reporterId))
      .innerJoin(reported, eq(reported.id, reports.reportedUserId))
      .leftJoin(reportedProfiles, eq(reportedProfiles.userId, reports.reportedUserId))
      .leftJoin(handlers, eq(handlers.id, reports.handledBy))
      .leftJoin(messages, and(eq(reports.targetType, 'message'), eq(messages.id, reports.targetId)))
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(limit);
    return rows.map((r): AdminReport => ({
      ...presentReport(r.report),
      reporter: { _id: r.report.reporterId, name: r.reporterName ?? null, email: r.reporterEmail },
      reported: {
        _id: r.report.reportedUserId,
        name: r.reportedName ?? null,
        email: r.reportedEmail,
        suspended: r.reportedSuspendedAt !== null,
      },
      jobId: r.report.jobId,
      messageText: r.messageText ?? null,
      note: r.report.note,
      handledBy:
        r.report.handledBy && r.handlerEmail
          ? { _id: r.report.handledBy, email: r.handlerEmail }
          : null,
      updatedAt: r.report.updatedAt.toISOString(),
    }));
  }

  return {
    async create(reporter, body) {
      const target = await resolveTarget(reporter, body.targetType, body.targetId);
      try {
        const [row] = await db
          .insert(reports)
          .values({
            reporterId: reporter.id,
            targetType: body.targetType,
            targetId: body.targetId,
            reportedUserId: target.reportedUserId,
            jobId: target.jobId,
            reason: body.reason,
            text: body.text,
          })
          .returning();
        return presentReport(row!);
      } catch (error) {
        if (violatedUniqueConstraint(error))
          throw conflict(SAFETY_MESSAGES.reportOpen, 'REPORT_OPEN');
        throw error;
      }
    },

    async list(query) {
      const after = query.cursor
        ? sql`(${reports.createdAt}, ${reports.id}) < (select created_at, id from reports where id = ${query.cursor})`
        : undefined;
      return adminRows(
        and(query.status ? eq(reports.status, query.status) : undefined, after),
        query.limit,
      );
    },

    async update(adminId, id, change) {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
        if (!before) throw notFound('Laporan tidak ditemukan');
        try {
          await tx
            .update(reports)
            .set({
              ...(change.status ? { status: change.status } : {}),
              ...(change.note !== undefined ? { note: change.note } : {}),
              handledBy: adminId,
              updatedAt: new Date(),
            })
            .where(eq(reports.id, id));
        } catch (error) {
          // Re-opening while the reporter has a newer open report on the same target.
          if (violatedUniqueConstraint(error))
            throw conflict(SAFETY_MESSAGES.reportOpen, 'REPORT_OPEN');
          throw error;
        }
        await recordAudit(tx, {
          actorId: adminId,
          action: 'report.updated',
          targetType: 'report',
          targetId: id,
          before: { status: before.status, note: before.note },
          after: { status: change.status ?? before.status, note: change.note ?? before.note },
        });
      });
      const [answer] = await adminRows(and(eq(reports.id, id)), 1);
      return answer!;
    },
  };
}
