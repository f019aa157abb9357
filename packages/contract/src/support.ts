import { z } from 'zod';

/**
 * 'Hubungi kami' (issue 30): a person opens a support ticket from a Bantuan page; the admin
 * console lists the tickets (oldest open first), answers them and closes them. The answer reaches
 * the person in-app and by email (notification kind `support_ticket_answered`).
 */

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Menunggu jawaban',
  answered: 'Sudah dijawab',
  closed: 'Selesai',
};

export const createTicketBodySchema = z.object({
  subject: z
    .string({ error: 'Tulis judul pertanyaanmu' })
    .trim()
    .min(3, 'Judul minimal 3 karakter')
    .max(120, 'Judul maksimal 120 karakter'),
  text: z
    .string({ error: 'Ceritakan apa yang bisa kami bantu' })
    .trim()
    .min(10, 'Ceritakan apa yang bisa kami bantu, minimal 10 karakter')
    .max(4000, 'Pesan maksimal 4000 karakter'),
  jobId: z.uuid({ error: 'Id pekerjaan tidak valid' }).optional(),
});
export type CreateTicketBody = z.infer<typeof createTicketBodySchema>;

/** A ticket as its author sees it. */
export const ticketSchema = z.object({
  _id: z.uuid(),
  subject: z.string(),
  text: z.string(),
  jobId: z.uuid().nullable(),
  status: z.enum(TICKET_STATUSES),
  /** Bantuin's latest answer (null until answered). */
  reply: z.string().nullable(),
  repliedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** A ticket in the admin console: with its author. */
export const adminTicketSchema = ticketSchema.extend({
  user: z.object({
    _id: z.uuid(),
    name: z.string().nullable(),
    email: z.string(),
    role: z.enum(['jalu', 'yasa']),
  }),
  repliedBy: z.object({ _id: z.uuid(), email: z.string() }).nullable(),
  closedAt: z.iso.datetime().nullable(),
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;

export const adminTicketsQuerySchema = z.object({
  /** Without it: the tickets not closed yet. */
  status: z.enum(TICKET_STATUSES, { error: 'Status harus open, answered atau closed' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.uuid({ error: 'Cursor tidak valid' }).optional(),
});
export type AdminTicketsQuery = z.infer<typeof adminTicketsQuerySchema>;

export const replyTicketBodySchema = z.object({
  text: z
    .string({ error: 'Tulis jawabannya' })
    .trim()
    .min(1, 'Tulis jawabannya')
    .max(4000, 'Jawaban maksimal 4000 karakter'),
  /** Close the ticket with this answer. */
  close: z.boolean().optional(),
});
export type ReplyTicketBody = z.infer<typeof replyTicketBodySchema>;
