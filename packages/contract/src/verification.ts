import { z } from 'zod';

/**
 * Identity verification of a Yasa ('Terverifikasi'): NIK shape rules, statuses and the answers
 * of `/workers/verification` and `/admin/verifications`.
 */

/** belum → menunggu → terverifikasi | ditolak (a rejected Yasa may send again). */
export const VERIFICATION_STATUSES = ['belum', 'menunggu', 'terverifikasi', 'ditolak'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  belum: 'Belum diverifikasi',
  menunggu: 'Menunggu pemeriksaan',
  terverifikasi: 'Terverifikasi',
  ditolak: 'Ditolak',
};

export const VERIFIED_BADGE_LABEL = 'Terverifikasi';

/**
 * Province codes (the NIK's first two digits) as Dukcapil assigns them, Papua's new provinces
 * included.
 */
export const NIK_PROVINCE_CODES: ReadonlySet<string> = new Set([
  ...['11', '12', '13', '14', '15', '16', '17', '18', '19'],
  '21',
  ...['31', '32', '33', '34', '35', '36'],
  ...['51', '52', '53'],
  ...['61', '62', '63', '64', '65'],
  ...['71', '72', '73', '74', '75', '76'],
  ...['81', '82'],
  ...['91', '92', '93', '94', '95', '96', '97'],
]);

export type NikProblem =
  'format' | 'province' | 'regency' | 'district' | 'birthDate' | 'birthDateMismatch' | 'serial';

export const NIK_PROBLEM_MESSAGES: Record<NikProblem, string> = {
  format: 'NIK harus 16 angka',
  province: 'Kode provinsi pada NIK tidak dikenal',
  regency: 'Kode kabupaten/kota pada NIK tidak valid',
  district: 'Kode kecamatan pada NIK tidak valid',
  birthDate: 'Tanggal lahir pada NIK tidak valid',
  birthDateMismatch: 'Tanggal lahir pada NIK tidak sama dengan tanggal lahir di profil',
  serial: 'Nomor urut pada NIK tidak valid',
};

/**
 * The NIK's shape: PP KK CC DDMMYY SSSS. Region codes (province known, regency and district not
 * 00), a birth date whose day is the real day for men and day + 40 for women, matching
 * `dateOfBirth` (YYYY-MM-DD, from the profile) when given, and a serial from 0001.
 * Answers the first problem, or null when the shape holds. (Whether the number exists is
 * Dukcapil's to say: the operator, or an eKYC provider.)
 */
export function nikProblem(nik: string, dateOfBirth?: string | null): NikProblem | null {
  if (!/^\d{16}$/.test(nik)) return 'format';
  if (!NIK_PROVINCE_CODES.has(nik.slice(0, 2))) return 'province';
  if (nik.slice(2, 4) === '00') return 'regency';
  if (nik.slice(4, 6) === '00') return 'district';
  const rawDay = Number(nik.slice(6, 8));
  const month = Number(nik.slice(8, 10));
  const yy = Number(nik.slice(10, 12));
  const day = rawDay > 40 ? rawDay - 40 : rawDay;
  if (month < 1 || month > 12 || day < 1 || day > 31) return 'birthDate';
  // Any century: the day must exist in that month (29 February in a leap year of either).
  const exists = [1900 + yy, 2000 + yy].some((year) => {
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  });
  if (!exists) return 'birthDate';
  if (dateOfBirth) {
    const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
    if (y % 100 !== yy || m !== month || d !== day) return 'birthDateMismatch';
  }
  if (nik.slice(12) === '0000') return 'serial';
  return null;
}

/** The text fields of POST /workers/verification (the photos are `ktp` and `selfie`). */
export const verificationFieldsSchema = z.object({
  nik: z
    .string({ error: 'NIK wajib diisi' })
    .trim()
    .regex(/^\d{16}$/, NIK_PROBLEM_MESSAGES.format),
});

/** GET /workers/verification: the Yasa's own status. */
export const myVerificationSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** The last four digits of the NIK sent (null before anything was sent). */
  nikLast4: z.string().nullable(),
  /** Why the last submission was refused ('ditolak'). */
  reason: z.string().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

export const VERIFICATION_DECISIONS = ['menunggu', 'terverifikasi', 'ditolak'] as const;

/** One submission in the admin's 'Verifikasi' queue. */
export const adminVerificationSchema = z.object({
  _id: z.uuid(),
  status: z.enum(VERIFICATION_DECISIONS),
  user: z.object({
    _id: z.uuid(),
    name: z.string().nullable(),
    email: z.string(),
    profilePicture: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
  }),
  nikLast4: z.string(),
  reason: z.string().nullable(),
  /** What a provider other than the manual review said, if one ran. */
  providerNote: z.string().nullable(),
  submittedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  decidedBy: z.object({ _id: z.uuid(), email: z.string() }).nullable(),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;

/** GET /admin/verifications/{id}: with the whole NIK and short-lived image URLs (each view audited). */
export const adminVerificationDetailSchema = adminVerificationSchema.extend({
  /** Null once the images and the NIK are erased after the retention period. */
  nik: z.string().nullable(),
  images: z.object({ ktp: z.string(), selfie: z.string(), expiresAt: z.iso.datetime() }).nullable(),
});
export type AdminVerificationDetail = z.infer<typeof adminVerificationDetailSchema>;

export const adminVerificationsQuerySchema = z.object({
  status: z
    .enum(VERIFICATION_DECISIONS, { error: 'Status harus menunggu, terverifikasi atau ditolak' })
    .default('menunggu'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Oldest first: the `_id` of the last row seen. */
  cursor: z.uuid({ error: 'Cursor tidak valid' }).optional(),
});
export type AdminVerificationsQuery = z.infer<typeof adminVerificationsQuerySchema>;

export const rejectVerificationBodySchema = z.object({
  reason: z
    .string({ error: 'Alasan penolakan wajib diisi' })
    .trim()
    .min(5, 'Alasan penolakan minimal 5 karakter')
    .max(500, 'Alasan penolakan maksimal 500 karakter'),
});

export const VERIFICATION_MESSAGES = {
  submitted: 'Data verifikasi terkirim. Kami akan memeriksanya segera.',
  approved: 'Verifikasi disetujui',
  rejected: 'Verifikasi ditolak',
  required: 'Verifikasi identitas (KTP) dulu sebelum menarik saldo',
  requiredToApply: 'Verifikasi identitas (KTP) dulu sebelum melamar pekerjaan',
} as const;
