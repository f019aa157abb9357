import type { ErrorCode } from '@bantuin/contract';
import type { z } from 'zod';

/** An error we mean to show: its status, a sentence for people and a code for code. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    message: string,
    /** Sent as Retry-After: when asking again can succeed. */
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'VALIDATION_ERROR') =>
  new AppError(400, code, message);
export const unauthenticated = (message = 'Silakan masuk terlebih dahulu') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', 'Email atau kata sandi salah');
export const forbidden = (message = 'Kamu tidak punya akses ke sini') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Data tidak ditemukan') =>
  new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') =>
  new AppError(409, code, message);
export const tooManyRequests = (
  message: string,
  code: ErrorCode = 'RATE_LIMITED',
  retryAfterSeconds?: number,
) => new AppError(429, code, message, retryAfterSeconds);
export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string) =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

/** Parses input a client sent with a contract schema; the first problem becomes a 400. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw badRequest(parsed.error.issues[0]?.message ?? 'Data yang dikirim tidak valid');
  }
  return parsed.data;
}
