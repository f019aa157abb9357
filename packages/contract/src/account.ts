import { z } from 'zod';
import {
  emailSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  phoneNumberSchema,
} from './auth.js';

// Keeping an account (issue 27): sessions, recovery, password change, verified email and phone.

/** The password rules as the forms state them (the server also refuses the 10,000 most common). */
export const PASSWORD_RULES_TEXT =
  `Minimal ${PASSWORD_MIN_LENGTH} karakter, dan bukan kata sandi yang umum dipakai ` +
  '(seperti 12345678 atau password).';
export const PASSWORD_TOO_COMMON_MESSAGE =
  'Kata sandi ini terlalu umum dan mudah ditebak. Pilih kata sandi lain.';

/** One device signed in ('Perangkat yang masuk'). */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  /** e.g. 'Chrome di Windows'. */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;
export const sessionIdParamsSchema = z.object({
  id: z.uuid({ error: 'Id sesi tidak valid' }),
});
export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

/** How long the links and codes last. */
export const PASSWORD_RESET_TTL_MS = 3_600_000;
export const EMAIL_VERIFY_TTL_MS = 24 * 3_600_000;
export const PHONE_CODE_TTL_MS = 10 * 60_000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODE_LENGTH = 6;

export const forgotPasswordBodySchema = z.object(
  { email: emailSchema },
  { error: 'Email wajib dikirim' },
);
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;
/** The same answer whether the email has an account or not. */
export const FORGOT_PASSWORD_ANSWER =
  'Jika email itu terdaftar, tautan untuk mengatur ulang kata sandi sudah kami kirim. ' +
  'Periksa kotak masukmu (berlaku 1 jam).';
export const acceptedSchema = z.object({ message: z.string() });
export type Accepted = z.infer<typeof acceptedSchema>;

const linkTokenSchema = z
  .string({ error: 'Tautan tidak valid' })
  .trim()
  .min(16, 'Tautan tidak valid')
  .max(200, 'Tautan tidak valid');

/** Password fields whose own rules (length) are checked by the server's `newPassword` check. */
const passwordField = (what: string) =>
  z
    .string({ error: `${what} wajib diisi` })
    .min(1, `${what} wajib diisi`)
    .max(PASSWORD_MAX_LENGTH, `${what} maksimal ${PASSWORD_MAX_LENGTH} karakter`);

export const resetPasswordBodySchema = z.object({
  token: linkTokenSchema,
  password: passwordField('Kata sandi baru'),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: passwordField('Kata sandi saat ini'),
  newPassword: passwordField('Kata sandi baru'),
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const verifyEmailBodySchema = z.object({ token: linkTokenSchema });
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

export const changeEmailBodySchema = z.object({
  email: emailSchema,
  password: passwordField('Kata sandi'),
});
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;

/** A new WhatsApp number: it must be verified again (a code to the new number). */
export const changePhoneBodySchema = z.object({
  phoneNumber: phoneNumberSchema,
  password: passwordField('Kata sandi'),
});
export type ChangePhoneBody = z.input<typeof changePhoneBodySchema>;

export const phoneCodeBodySchema = z.object({
  code: z
    .string({ error: 'Kode wajib diisi' })
    .trim()
    .regex(
      new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`),
      `Kode terdiri dari ${PHONE_CODE_LENGTH} angka`,
    ),
});
export type PhoneCodeBody = z.input<typeof phoneCodeBodySchema>;

/** Whether the person's email and phone are proven theirs (profile answers carry these). */
export const verificationStateSchema = z.object({
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  /** An email change waiting for its confirmation link, if any. */
  pendingEmail: z.string().nullable(),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

/** Messages the pages show. */
export const ACCOUNT_MESSAGES = {
  emailNotVerified:
    'Verifikasi emailmu dulu sebelum menarik saldo. Buka tautan di email verifikasi, atau kirim ulang dari halaman profil.',
  linkInvalid: 'Tautan ini tidak berlaku lagi (sudah dipakai atau kedaluwarsa). Minta tautan baru.',
} as const;
