import { z } from 'zod';

/** Stable identifiers the web app may branch on. Messages are for people; codes are for code. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  'PHONE_TAKEN',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INVALID_IMAGE',
  'RATE_LIMITED',
  'PROFILE_INCOMPLETE',
  'INSUFFICIENT_BALANCE',
  'JOB_NOT_OPEN',
  'ALREADY_APPLIED',
  'NOT_AN_APPLICANT',
  'GEOCODER_FAILED',
  'JOB_STATE_CONFLICT',
  'ALREADY_REVIEWED',
  'NOT_JOINED',
  'TOPUP_PENDING',
  'TOPUP_FAILED',
  'AMOUNT_MISMATCH',
  'INVALID_SIGNATURE',
  'PAYMENT_PROVIDER_ERROR',
  'DATABASE_UNAVAILABLE',
  'STORAGE_UNAVAILABLE',
  'SHUTTING_DOWN',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every error answer of the API has this shape. */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
