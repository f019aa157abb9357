import type {
  AdminTicket,
  AdminTicketsQuery,
  CreateTicketBody,
  ReplyTicketBody,
  Ticket,
} from '@bantuin/contract';
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { jobs, profiles, supportTickets, users } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../admin/audit.js';
import { notifyNobody, type Notify } from '../notifications/outbox.js';

type TicketRow = typeof supportTickets.$inferSelect;

/** 'Hubungi kami': a person's tickets, and the console's queue that answers and closes them. */
export interface SupportService {
  open(user: { id: string }, body: CreateTicketBody): Promise<Ticket>;
  mine(userId: string): Promise<Ticket[]>;
  list(query: AdminTicketsQuery): Promise<AdminTicket[]>;
  reply(adminId: string, id: string, body: ReplyTicketBody): Promise<AdminTicket>;
  close(adminId: string, id: string): Promise<AdminTicket>;
}

const ticketNotFound = () => notFound('Tiket tidak ditemukan');
/** The tickets a person sees: their newest fifty are plenty for a help page. */
const MY_TICKETS_LIMIT = 50;

const presentTicket = (row: TicketRow): Ticket => ({
  _id: row.id,
  subject: row.subject,
  text: row.text,
  jobId: row.jobId,
  status: row.status,
  reply: row.reply,
  repliedAt: row.repliedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export function createSupportService(db: Database, notify: Notify = notifyNobody): SupportService {
  const repliers = alias(users, 'repliers');

  async function adminRows(where: ReturnType<typeof and>, limit: number) {
    const rows = await db
      .select({
        ticket: supportTickets,
        email: users.email,
        role: users.role,
        name: profiles.name,
        replierEmail: repliers.email,
      })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .leftJoin(profiles, eq(profiles.userId, supportTickets.userId))
      .leftJoin(repliers, eq(repliers.id, supportTickets.repliedBy))
      .where(where)
      // The queue: the longest-waiting question first.
      .orderBy(asc(supportTickets.createdAt), asc(supportTickets.id))
      .limit(limit);
    return rows.map((r): AdminTicket => ({
      ...presentTicket(r.ticket),
      user: {
        _id: r.ticket.userId,
        name: r.name ?? null,
        email: r.email,
        role: r.role === 'yasa' ? 'yasa' : 'jalu',
      },
      repliedBy:
        r.ticket.repliedBy && r.replierEmail
          ? { _id: r.ticket.repliedBy, email: r.replierEmail }
          : null,
      closedAt: r.ticket.closedAt?.toISOString() ?? null,
    }));
  }

  async function adminOne(id: string) {
    const [answer] = await adminRows(and(eq(supportTickets.id, id)), 1);
    if (!answer) throw ticketNotFound();
    return answer;
  }

  return {
    async open(user, body) {
      if (body.jobId) {
        // Only a job of one's own may be named (as Jalu or as its Yasa): others are not found.
        const [job] = await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(
            and(
              eq(jobs.id, body.jobId),
              or(eq(jobs.clientId, user.id), eq(jobs.workerId, user.id)),
            ),
          );
        if (!job) throw notFound('Pekerjaan tidak ditemukan');
      }
      const [row] = await db
        .insert(supportTickets)
        .values({
          userId: user.id,
          jobId: body.jobId ?? null,
          subject: body.subject,
          text: body.text,
        })
        .returning();
      return presentTicket(row!);
    },

    async mine(userId) {
      const rows = await db
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.userId, userId))
        .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
        .limit(MY_TICKETS_LIMIT);
      return rows.map(presentTicket);
    },

    async list(query) {
      const after = query.cursor
        ? sql`(${supportTickets.createdAt}, ${supportTickets.id}) > (select created_at, id from support_tickets where id = ${query.cursor})`
        : undefined;
      return adminRows(
        and(
          query.status
            ? eq(supportTickets.status, query.status)
            : ne(supportTickets.status, 'closed'),
          after,
        ),
        query.limit,
      );
    },

    async reply(adminId, id, body) {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(supportTickets)
          .where(eq(supportTickets.id, id))
          .for('update');
        if (!before) throw ticketNotFound();
        if (before.status === 'closed') {
          throw conflict('Tiket ini sudah ditutup', 'TICKET_CLOSED');
        }
        const now = new Date();
        await tx
          .update(supportTickets)
          .set({
            reply: body.text,
            repliedBy: adminId,
            repliedAt: now,
            status: body.close ? 'closed' : 'answered',
            ...(body.close ? { closedBy: adminId, closedAt: now } : {}),
          })
          .where(eq(supportTickets.id, id));
        await recordAudit(tx, {
          actorId: adminId,
          action: 'ticket.replied',
          targetType: 'support_ticket',
          targetId: id,
          before: { status: before.status, reply: before.reply },
          after: { status: body.close ? 'closed' : 'answered', reply: body.text },
        });
        const [author] = await tx
          .select({ role: users.role })
          .from(users)
          .where(eq(users.id, before.userId));
        // In the same transaction: the answer is told exactly when it is stored.
        await notify(tx, {
          kind: 'support_ticket_answered',
          recipientId: before.userId,
          data: { subject: before.subject, role: author?.role === 'yasa' ? 'yasa' : 'jalu' },
        });
      });
      return adminOne(id);
    },

    async close(adminId, id) {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(supportTickets)
          .where(eq(supportTickets.id, id))
          .for('update');
        if (!before) throw ticketNotFound();
        if (before.status === 'closed') return;
        await tx
          .update(supportTickets)
          .set({ status: 'closed', closedBy: adminId, closedAt: new Date() })
          .where(eq(supportTickets.id, id));
        await recordAudit(tx, {
          actorId: adminId,
          action: 'ticket.closed',
          targetType: 'support_ticket',
          targetId: id,
          before: { status: before.status },
          after: { status: 'closed' },
        });
      });
      return adminOne(id);
    },
  };
}
