import { ACCOUNT_SUSPENDED_MESSAGE, fieldMessagesOf, type ErrorCode } from '@bantuin/contract';
import type { z } from 'zod';

/** An error we mean to show: its status, a sentence for people and a code for code. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    message: string,
    /** Sent as Retry-After: when asking again can succeed. */
    public readonly retryAfterSeconds?: number,
    /** A refused form: one sentence per invalid field (the answer's `fields`). */
    public readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

// Every error a person may see is made here: its status, code and sentence in one place.

export const badRequest = (message: string, code: ErrorCode = 'VALIDATION_ERROR') =>
  new AppError(400, code, message);
/** Every invalid field of a form at once; `message` is the first problem's sentence. */
export const invalidFields = (message: string, fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION_ERROR', message, undefined, fields);
export const unauthenticated = (message = 'Silakan masuk terlebih dahulu') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', 'Email atau kata sandi salah');
/** A payment or payout provider's notification whose signature does not hold. */
export const invalidSignature = () =>
  new AppError(401, 'INVALID_SIGNATURE', 'Tanda tangan notifikasi tidak valid');
export const forbidden = (
  message = 'Kamu tidak punya akses ke sini',
  code: ErrorCode = 'FORBIDDEN',
) => new AppError(403, code, message);
/** The account was suspended by an admin: its login and every session are refused. */
export const accountSuspended = () =>
  new AppError(403, 'ACCOUNT_SUSPENDED', ACCOUNT_SUSPENDED_MESSAGE);
export const notFound = (message = 'Data tidak ditemukan', code: ErrorCode = 'NOT_FOUND') =>
  new AppError(404, code, message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') =>
  new AppError(409, code, message);
export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string) =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
export const tooManyRequests = (
  message: string,
  code: ErrorCode = 'RATE_LIMITED',
  retryAfterSeconds?: number,
) => new AppError(429, code, message, retryAfterSeconds);

/** What an upstream service said, logged with the error (never sent to the client). */
export interface UpstreamDetail {
  upstreamStatus?: number | string;
  upstreamBody?: string;
  cause?: unknown;
}

/** A service we depend on (geocoder, payment or payout provider) failed: 502. */
export const upstreamFailed = (code: ErrorCode, message: string, detail: UpstreamDetail = {}) =>
  Object.assign(new AppError(502, code, message), detail);
/** Too busy (a full queue) or a store we depend on is down: 503. */
export const serviceUnavailable = (
  message: string,
  code: ErrorCode = 'SERVICE_UNAVAILABLE',
  detail: UpstreamDetail = {},
) => Object.assign(new AppError(503, code, message), detail);

/**
 * Parses input a client sent with a contract schema; a failure becomes a 400 whose message is
 * the first problem and whose `fields` name every invalid field.
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const { issues } = parsed.error;
    const message = issues[0]?.message ?? 'Data yang dikirim tidak valid';
    const fields = fieldMessagesOf(issues);
    throw Object.keys(fields).length > 0 ? invalidFields(message, fields) : badRequest(message);
  }
  return parsed.data;
}
