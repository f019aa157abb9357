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
  'TOPUP_PAID',
  'AMOUNT_MISMATCH',
  'INVALID_SIGNATURE',
  'PAYMENT_PROVIDER_ERROR',
  'DATABASE_UNAVAILABLE',
  'ACCOUNT_SUSPENDED',
  'ALREADY_SUSPENDED',
  'NOT_SUSPENDED',
  'STORAGE_UNAVAILABLE',
  'SHUTTING_DOWN',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  'PAYOUT_ACCOUNT_INVALID',
  'PAYOUT_ACCOUNT_REQUIRED',
  'PAYOUT_PROVIDER_ERROR',
  'WITHDRAWAL_TOO_SMALL',
  'IDEMPOTENCY_KEY_REUSED',
  'WITHDRAWAL_FINISHED',
  'CHAT_CLOSED',
  'BACKED_OUT',
  'NOT_APPLIED',
  'DISPUTE_NOT_FOUND',
  'DISPUTE_ALREADY_ANSWERED',
  'DISPUTE_ALREADY_RESOLVED',
  'WITHDRAWAL_NOT_RETRYABLE',
  'WORKER_SUSPENDED',
  'WRONG_PASSWORD',
  'PAYOUT_ACCOUNT_ON_HOLD',
  'PLAY_MONEY',
  'LOGIN_LOCKED',
  'PUSH_ENDPOINT_REFUSED',
  'WITHDRAWAL_ABOVE_EARNED',
  'REFUND_ABOVE_UNSPENT',
  'DATA_EXPORT_LIMITED',
  'DATA_EXPORT_UNAVAILABLE',
  'DELETION_BALANCE_NOT_EMPTY',
  'DELETION_ACTIVE_JOBS',
  'DELETION_OPEN_COMPLAINT',
  'DELETION_PENDING_WITHDRAWAL',
  'JOB_EXPIRED',
  'ALREADY_TIPPED',
  'TIP_WINDOW_CLOSED',
  'NOT_A_SHOPPING_JOB',
  'ITEMS_PENDING',
  'RECEIPT_ALREADY_SENT',
  'RECEIPT_REQUIRED',
  'NOTHING_TO_APPROVE',
  'TASK_PROOF_MISSING',
  'NIK_INVALID',
  'VERIFICATION_PENDING',
  'ALREADY_VERIFIED',
  'VERIFICATION_REQUIRED',
  'VERIFICATION_DECIDED',
  'BLOCKED',
  'REPORT_OPEN',
  'TICKET_CLOSED',
  'LINK_INVALID',
  'PASSWORD_TOO_COMMON',
  'EMAIL_NOT_VERIFIED',
  'ALREADY_VERIFIED',
  'PHONE_CODE_INVALID',
  'PHONE_CODE_EXPIRED',
  'ADDRESS_NOT_FOUND',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every error answer of the API has this shape. */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  /**
   * A refused form (400 VALIDATION_ERROR): one sentence per invalid field, by the field's name
   * in the request body, so a form can show every problem at once. `message` is the first.
   */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * The codes as a zod enum: the web parses an error answer's `code` with it and branches on
 * `errorCodeSchema.enum.PROFILE_INCOMPLETE`-style constants, never on the message text.
 * (New codes go into ERROR_CODES above; this follows.)
 */
export const errorCodeSchema = z.enum(ERROR_CODES);
export const ERROR_CODE = errorCodeSchema.enum;

/** The field a problem is about: the first segment of its path in the body ('' for the body). */
export function fieldMessagesOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field === '' || field in fields) continue;
    fields[field] = issue.message;
  }
  return fields;
}
