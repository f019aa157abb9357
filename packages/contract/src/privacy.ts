import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth.js';

/**
 * Leaving and taking one's data (UU 27/2022 PDP; issue 27): 'Unduh data saya' prepares a JSON
 * export of everything about the person in the background, 'Hapus akun' anonymises the account.
 * What is kept and what is erased: docs/decisions/2026-11-27-account-deletion-and-export.md.
 */

/** How a deleted person is named wherever their jobs, reviews and ledger lines still show. */
export const DELETED_USER_NAME = 'Pengguna dihapus';

/** An export's link works this long after it was prepared. */
export const DATA_EXPORT_VALID_HOURS = 24;
/** One export request per this many hours. */
export const DATA_EXPORT_EVERY_HOURS = 24;

export const DATA_EXPORT_STATUSES = ['none', 'pending', 'ready', 'expired', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** `GET /profile/export` and `POST /profile/export`: the latest export and what may be done. */
export const dataExportStatusSchema = z.object({
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.iso.datetime().nullable(),
  readyAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  /** The API path of the download (needs the owner's token too); null unless ready. */
  downloadUrl: z.string().nullable(),
  /** When the next request is allowed; null: now. */
  nextRequestAt: z.iso.datetime().nullable(),
});
export type DataExportStatusAnswer = z.infer<typeof dataExportStatusSchema>;

/** The download link's token: the export's id and its signature (`<uuid>.<base64url>`). */
export const dataExportTokenParamsSchema = z.object({
  token: z.string().regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, 'Tautan unduhan tidak valid'),
});

/** The export file: every table's rows about the person, keyed by table name. */
export const dataExportDocumentSchema = z.object({
  format: z.literal('bantuin-data-export/1'),
  generatedAt: z.iso.datetime(),
  userId: z.uuid(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type DataExportDocument = z.infer<typeof dataExportDocumentSchema>;

/** `DELETE /profile {password}`: the password again, the confirmation is the web's dialog. */
export const deleteAccountBodySchema = z.object({
  password: z
    .string({ error: 'Kata sandi wajib diisi' })
    .min(1, 'Kata sandi wajib diisi')
    .max(PASSWORD_MAX_LENGTH, 'Kata sandi salah'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const deletedAccountSchema = z.object({
  deleted: z.literal(true),
  deletedAt: z.iso.datetime(),
});
export type DeletedAccount = z.infer<typeof deletedAccountSchema>;

/** Why an account cannot be deleted yet, one code each (409), with the sentence people see. */
export const ACCOUNT_DELETION_BLOCKERS = {
  DELETION_BALANCE_NOT_EMPTY:
    'Saldomu masih ada. Tarik saldo atau kembalikan dana top-up dulu, lalu hapus akun.',
  DELETION_ACTIVE_JOBS:
    'Kamu masih punya pesanan yang terbuka atau sedang dikerjakan. Selesaikan atau batalkan dulu, lalu hapus akun.',
  DELETION_OPEN_COMPLAINT:
    'Masih ada komplain yang belum selesai. Tunggu keputusan tim Bantuin, lalu hapus akun.',
  DELETION_PENDING_WITHDRAWAL:
    'Masih ada penarikan saldo atau pengembalian dana yang sedang diproses. Tunggu sampai selesai, lalu hapus akun.',
} as const;
export type AccountDeletionBlocker = keyof typeof ACCOUNT_DELETION_BLOCKERS;
