import { z } from 'zod';

/** Report and block (issue 30): 'Laporkan' on a person, a job or a chat message; 'Blokir'. */

export const REPORT_TARGET_TYPES = ['user', 'job', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = [
  'penipuan',
  'pelecehan',
  'tidak_datang',
  'konten_tidak_pantas',
  'lainnya',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  penipuan: 'Penipuan',
  pelecehan: 'Pelecehan',
  tidak_datang: 'Tidak datang',
  konten_tidak_pantas: 'Konten tidak pantas',
  lainnya: 'Lainnya',
};

export const REPORT_STATUSES = ['open', 'reviewing', 'closed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Baru',
  reviewing: 'Diperiksa',
  closed: 'Selesai',
};

export const createReportBodySchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, {
    error: 'Yang dilaporkan harus user, job atau message',
  }),
  targetId: z.uuid({ error: 'Id yang dilaporkan tidak valid' }),
  reason: z.enum(REPORT_REASONS, { error: 'Pilih alasan laporan' }),
  text: z
    .string({ error: 'Ceritakan apa yang terjadi' })
    .trim()
    .min(10, 'Ceritakan apa yang terjadi, minimal 10 karakter')
    .max(2000, 'Laporan maksimal 2000 karakter'),
});
export type CreateReportBody = z.infer<typeof createReportBodySchema>;

/** What the reporter gets back. */
export const reportSchema = z.object({
  _id: z.uuid(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  text: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.iso.datetime(),
});
export type Report = z.infer<typeof reportSchema>;

const personRefSchema = z.object({ _id: z.uuid(), name: z.string().nullable(), email: z.string() });

/** One report in the admin's 'Laporan' queue. */
export const adminReportSchema = reportSchema.extend({
  reporter: personRefSchema,
  /** The person the report is about (the job's Jalu, the message's sender). */
  reported: personRefSchema.extend({ suspended: z.boolean() }),
  /** The job the report touches: the job itself, or the chat message's job. */
  jobId: z.uuid().nullable(),
  /** The reported chat message's text. */
  messageText: z.string().nullable(),
  note: z.string().nullable(),
  handledBy: z.object({ _id: z.uuid(), email: z.string() }).nullable(),
  updatedAt: z.iso.datetime(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: 'Status harus open, reviewing atau closed' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.uuid({ error: 'Cursor tidak valid' }).optional(),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;

export const updateReportBodySchema = z
  .object({
    status: z
      .enum(REPORT_STATUSES, { error: 'Status harus open, reviewing atau closed' })
      .optional(),
    note: z.string().trim().max(2000, 'Catatan maksimal 2000 karakter').optional(),
  })
  .refine((body) => body.status !== undefined || body.note !== undefined, {
    error: 'Kirim status atau catatan',
  });

/** PUT /blocks/{userId}: how many open applications between the two were withdrawn. */
export const blockResultSchema = z.object({ withdrawnApplications: z.number().int() });

/** One person the signed-in user blocked. */
export const blockSchema = z.object({
  userId: z.uuid(),
  name: z.string().nullable(),
  profilePicture: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Block = z.infer<typeof blockSchema>;

export const SAFETY_MESSAGES = {
  reported: 'Laporan terkirim. Tim Bantuin akan memeriksanya.',
  reportOpen: 'Kamu sudah melaporkan ini dan laporannya masih diperiksa',
  blocked: 'Pengguna diblokir',
  unblocked: 'Blokir dibuka',
  blockedRefusal: 'Kamu tidak bisa berinteraksi dengan pengguna ini',
  /** GET /jobs/{id}: an open job of a Jalu the Yasa blocked, or who blocked them (403 BLOCKED). */
  blockedJob:
    'Pesanan ini tidak tersedia untukmu karena ada pemblokiran antara kamu dan pemesannya',
  /** The Yasa's job page in place of that job (the server's `blockedJob` under it). */
  blockedJobTitle: 'Pesanan tidak tersedia',
} as const;
