import { z } from 'zod';

/** Bounds of the editable profile fields; the server enforces them, forms show them. */
export const PROFILE_LIMITS = {
  nameMax: 100,
  addressMax: 500,
  bioMax: 1000,
  minAge: 17,
  maxAge: 100,
} as const;

const userDataSchema = z.object({ email: z.string(), phoneNumber: z.string() });

/** GET /clients/profile. Fields not filled in yet are null. */
export const clientProfileSchema = z.object({
  _id: z.uuid(),
  name: z.string().nullable(),
  profilePicture: z.string().nullable(),
  /** YYYY-MM-DD */
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  userData: userDataSchema,
  /** Whether the email ('Verifikasi email') and the WhatsApp number (its code) are proven. */
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;

/** GET /workers/profile. `rating` is absent until the first review. */
export const workerProfileSchema = clientProfileSchema.extend({
  bio: z.string().nullable(),
  rating: z.number().optional(),
  jobDone: z.number().int(),
  /** Jobs this Yasa backed out of after being accepted. */
  cancelledJobs: z.number().int(),
  userData: userDataSchema.extend({ createdAt: z.iso.datetime() }),
});
export type WorkerProfile = z.infer<typeof workerProfileSchema>;

/**
 * GET /clients/yasa/:id: a Yasa as a Jalu choosing one sees them (from the waiting list or
 * 'Yasa Terbaik'): nothing private (no email, phone, address or birth date). `rating` is absent
 * until the first review.
 */
export const publicYasaProfileSchema = z.object({
  _id: z.uuid(),
  name: z.string().nullable(),
  profilePicture: z.string().nullable(),
  bio: z.string().nullable(),
  rating: z.number().optional(),
  jobDone: z.number().int(),
  /** Jobs this Yasa backed out of after being accepted. */
  cancelledJobs: z.number().int(),
  memberSince: z.iso.datetime(),
  /** 'Terverifikasi': the Yasa's identity check was approved. */
  verified: z.boolean(),
});
export type PublicYasaProfile = z.infer<typeof publicYasaProfileSchema>;

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Age in whole years on `today` (birthday already passed or not). */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return today.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
}

/**
 * The text fields of PATCH /clients/profile and /workers/profile (multipart). Every field is
 * optional: only what is sent changes.
 */
export const profileUpdateFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Nama tidak boleh kosong')
    .max(PROFILE_LIMITS.nameMax, `Nama maksimal ${PROFILE_LIMITS.nameMax} karakter`)
    .optional(),
  dateOfBirth: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal lahir harus berformat YYYY-MM-DD')
    .refine(isRealDate, 'Tanggal lahir tidak valid')
    .refine((value) => {
      const age = ageOn(value);
      return age >= PROFILE_LIMITS.minAge && age <= PROFILE_LIMITS.maxAge;
    }, `Umur harus antara ${PROFILE_LIMITS.minAge} dan ${PROFILE_LIMITS.maxAge} tahun`)
    .optional(),
  address: z
    .string()
    .trim()
    .min(1, 'Alamat tidak boleh kosong')
    .max(PROFILE_LIMITS.addressMax, `Alamat maksimal ${PROFILE_LIMITS.addressMax} karakter`)
    .optional(),
  bio: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.bioMax, `Bio maksimal ${PROFILE_LIMITS.bioMax} karakter`)
    .optional(),
});
export type ProfileUpdateFields = z.infer<typeof profileUpdateFieldsSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
