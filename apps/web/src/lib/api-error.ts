import type { ErrorCode } from '@bantuin/contract';

// The API's errors without the API client: the entry (query client, toasts) needs these, and
// not the client's response schemas (zod), which come with the first page that calls the API.

export const NETWORK_ERROR_MESSAGE = 'Tidak dapat terhubung ke server. Periksa koneksi internetmu.';
export const UNEXPECTED_ERROR_MESSAGE = 'Terjadi kesalahan pada server. Coba lagi nanti.';

/** A failed call: the server's {message, code}, or our own for network and unreadable answers. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /**
     * True when an authenticated call got 401, or 403 ACCOUNT_SUSPENDED: the session is gone
     * and the user was told (or shown the suspension screen).
     */
    readonly sessionExpired = false,
    /** A refused form: the server's sentence per invalid field, by the field's name. */
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

/**
 * Whether `error` is the server's refusal with `code` (contract's ERROR_CODES). Pages branch on
 * codes, never on the message text, which is for people.
 */
export function hasErrorCode(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

/** Whether `error` is the server's answer with this HTTP status (404: not there, or not yours). */
export function hasStatus(error: unknown, status: number): error is ApiError {
  return error instanceof ApiError && error.status === status;
}

/** The message to show a person for any thrown value. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return UNEXPECTED_ERROR_MESSAGE;
}
