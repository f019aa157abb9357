import { z } from 'zod';
import { jobSchema } from './jobs.js';

/** Defaults of the server's cancellation rules (FREE_CANCEL_HOURS, NO_SHOW_HOURS, LATE_CANCEL_PERCENT). */
export const CANCELLATION_DEFAULTS = {
  freeCancelHours: 2,
  noShowHours: 3,
  lateCancelPercent: 20,
  /** Without a scheduled time, cancelling is free this long after accepting a Yasa. */
  freeAfterAcceptHours: 1,
} as const;

export const DISPUTE_LIMITS = {
  reasonMin: 10,
  reasonMax: 2000,
  responseMin: 1,
  responseMax: 2000,
  imagesMax: 5,
} as const;

export const CANCEL_REASON_MAX = 500;

/** Body of DELETE /clients/jobs/:id (optional). */
export const cancelJobBodySchema = z
  .object({
    reason: z
      .string({ error: 'Alasan harus berupa teks' })
      .trim()
      .max(CANCEL_REASON_MAX, `Alasan maksimal ${CANCEL_REASON_MAX} karakter`)
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .optional()
  .transform((body) => body ?? { reason: null });

/**
 * What cancelling costs, as GET /clients/jobs/:id/cancellation quotes it and DELETE applies it:
 * `refund` back to the Jalu's wallet, `compensation` to the Yasa's. `kind`: `free` (early enough,
 * or no Yasa yet), `no_show` (free: the Yasa sent no proof long after the time), `late`.
 */
export const cancellationQuoteSchema = z.object({
  refund: z.number().int(),
  compensation: z.number().int(),
  late: z.boolean(),
  kind: z.enum(['free', 'no_show', 'late']),
  /**
   * A Nitip whose 'Struk belanja' was sent (only an operator may cancel it then): the shopping
   * money the Yasa gets back as the receipt shows (`shoppingSettlement`); `refund` holds the rest.
   */
  purchase: z.number().int().optional(),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

export const cancelledJobSchema = cancellationQuoteSchema.extend({ message: z.string() });

export const APPLICATION_STATUSES = [
  'pending',
  'accepted',
  'not_selected',
  'cancelled',
  'withdrawn',
  /** Accepted, then the Yasa backed out. */
  'backed_out',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** One entry of 'Lamaran Saya' (GET /workers/applications), newest first. */
export const applicationSchema = z.object({
  _id: z.uuid(),
  job: jobSchema,
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.iso.datetime(),
});
export type Application = z.infer<typeof applicationSchema>;

/** Text field of POST /clients/jobs/:id/dispute (multipart, with 0–5 `image`). */
export const disputeFieldsSchema = z.object({
  reason: z
    .string({ error: 'Alasan komplain wajib diisi' })
    .trim()
    .min(DISPUTE_LIMITS.reasonMin, `Alasan komplain minimal ${DISPUTE_LIMITS.reasonMin} karakter`)
    .max(DISPUTE_LIMITS.reasonMax, `Alasan komplain maksimal ${DISPUTE_LIMITS.reasonMax} karakter`),
});

/** Text field of PATCH /workers/jobs/:id/dispute (multipart, with 0–5 `image`). */
export const disputeResponseFieldsSchema = z.object({
  response: z
    .string({ error: 'Tanggapan wajib diisi' })
    .trim()
    .min(DISPUTE_LIMITS.responseMin, 'Tanggapan wajib diisi')
    .max(DISPUTE_LIMITS.responseMax, `Tanggapan maksimal ${DISPUTE_LIMITS.responseMax} karakter`),
});

/**
 * How an operator split the fee: `workerAmount` to the Yasa, `refund` back to the Jalu (the rest
 * of the fee, plus the admin fee when the Yasa gets nothing).
 */
export const disputeResolutionSchema = z.object({
  workerAmount: z.number().int(),
  refund: z.number().int(),
  note: z.string(),
  /**
   * A Nitip with a receipt: of the shopping money held, `purchase` to the Yasa (0…what the
   * receipt shows spent) and `purchaseRefund` back to the Jalu. Absent on other jobs.
   */
  purchase: z.number().int().optional(),
  purchaseRefund: z.number().int().optional(),
});
export type DisputeResolution = z.infer<typeof disputeResolutionSchema>;

/** GET /jobs/:id/dispute, for the job's Jalu and Yasa. */
export const disputeSchema = z.object({
  reason: z.string(),
  images: z.array(z.string()),
  response: z.string().nullable(),
  responseImages: z.array(z.string()),
  status: z.enum(['open', 'resolved']),
  resolution: disputeResolutionSchema.nullable(),
  createdAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
  resolvedAt: z.iso.datetime().nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** Payload of `job_cancelled` (to the assigned Yasa when the Jalu cancels). */
export const jobCancelledEventSchema = z.object({
  jobId: z.uuid(),
  compensation: z.number().int(),
});
/** Payload of `dispute_resolved` (to both sides). */
export const disputeResolvedEventSchema = z.object({
  jobId: z.uuid(),
  workerAmount: z.number().int(),
  refund: z.number().int(),
});
