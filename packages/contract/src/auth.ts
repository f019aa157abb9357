import { z } from 'zod';
import { ACCOUNT_ROLES, ROLES } from './constants.js';

const required = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null
    ? `${what} wajib diisi`
    : `${what} harus berupa teks`;

/** Drops spaces and dashes; `08…` and `62…` become `+62…`. */
export function normalizePhoneNumber(raw: string): string {
  const compact = raw.replace(/[\s-]/g, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('0')) return `+62${compact.slice(1)}`;
  if (compact.startsWith('62')) return `+${compact}`;
  return `+62${compact}`;
}

const PHONE_PATTERN = /^\+?\d{8,15}$/;
export const PHONE_MESSAGE = 'Nomor telepon harus berisi 8–15 digit angka';

export const emailSchema = z
  .string({ error: required('Email') })
  .trim()
  .toLowerCase()
  .min(1, 'Email wajib diisi')
  .max(254, 'Email terlalu panjang')
  .pipe(z.email('Format email tidak valid'));

export const phoneNumberSchema = z
  .string({ error: required('Nomor telepon') })
  .trim()
  .min(1, 'Nomor telepon wajib diisi')
  .refine((value) => PHONE_PATTERN.test(value.replace(/[\s-]/g, '')), PHONE_MESSAGE)
  .transform(normalizePhoneNumber);

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 256;

export const newPasswordSchema = z
  .string({ error: required('Kata sandi') })
  .min(1, 'Kata sandi wajib diisi')
  .min(PASSWORD_MIN_LENGTH, `Kata sandi minimal ${PASSWORD_MIN_LENGTH} karakter`)
  .max(PASSWORD_MAX_LENGTH, `Kata sandi maksimal ${PASSWORD_MAX_LENGTH} karakter`);

export const registerBodySchema = z.object(
  {
    email: emailSchema,
    phoneNumber: phoneNumberSchema,
    password: newPasswordSchema,
  },
  { error: 'Data pendaftaran wajib dikirim' },
);
/** What the form sends (before normalisation). */
export type RegisterBody = z.input<typeof registerBodySchema>;

export const roleSchema = z.enum(ROLES);
export const accountRoleSchema = z.enum(ACCOUNT_ROLES);

export const registeredUserSchema = z.object({
  _id: z.uuid(),
  email: z.string(),
  /** Empty for an admin, who signs up without one. */
  phoneNumber: z.string(),
  role: accountRoleSchema,
  createdAt: z.iso.datetime(),
});
export type RegisteredUser = z.infer<typeof registeredUserSchema>;

export const loginBodySchema = z.object(
  {
    email: z
      .string({ error: required('Email') })
      .trim()
      .toLowerCase()
      .min(1, 'Email wajib diisi')
      .max(254, 'Email terlalu panjang'),
    password: z
      .string({ error: required('Kata sandi') })
      .min(1, 'Kata sandi wajib diisi')
      .max(PASSWORD_MAX_LENGTH, 'Email atau kata sandi salah'),
  },
  { error: 'Data masuk wajib dikirim' },
);
export type LoginBody = z.input<typeof loginBodySchema>;

/** What a Jalu or Yasa gets from POST /login. */
export const loginResponseSchema = z.object({
  access_token: z.string(),
  role: roleSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** What POST /login answers for any account, an admin included (the web's admin area uses it). */
export const accountLoginResponseSchema = z.object({
  access_token: z.string(),
  role: accountRoleSchema,
});
export type AccountLoginResponse = z.infer<typeof accountLoginResponseSchema>;
