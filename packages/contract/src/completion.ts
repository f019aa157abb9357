import { z } from 'zod';
import { JOB_CATEGORIES } from './constants.js';
import { VIEWER_ACTIONS } from './jobs.js';

export const PROOF_LIMITS = { descriptionMax: 2000, imagesMin: 1, imagesMax: 5 } as const;
export const REVIEW_LIMITS = { descriptionMax: 2000, imagesMax: 5 } as const;

/** Text fields of PATCH /workers/jobs/:id/worker (multipart, with 1–5 `image` proofs). */
export const proofFieldsSchema = z.object({
  description: z
    .string({ error: 'Deskripsi harus berupa teks' })
    .trim()
    .max(PROOF_LIMITS.descriptionMax, `Deskripsi maksimal ${PROOF_LIMITS.descriptionMax} karakter`)
    .optional()
    .transform((value) => value ?? ''),
});

const RATING_MESSAGE = 'Rating harus bilangan bulat 1 sampai 5';

/** Text fields of POST /clients/jobs/:id/review (multipart, with 0–5 `image` photos). */
export const reviewFieldsSchema = z.object({
  rating: z
    .string({ error: 'Rating wajib diisi' })
    .trim()
    .regex(/^[1-5]$/, RATING_MESSAGE)
    .transform(Number),
  description: z
    .string({ error: 'Ulasan harus berupa teks' })
    .trim()
    .max(REVIEW_LIMITS.descriptionMax, `Ulasan maksimal ${REVIEW_LIMITS.descriptionMax} karakter`)
    .optional()
    .transform((value) => value ?? ''),
});

/**
 * One ended job in GET /profile/histories (paid out, or cancelled); `worker` for a Jalu (absent
 * when the job was cancelled before a Yasa was accepted), `client` for a Yasa.
 */
export const historyEntrySchema = z.object({
  _id: z.uuid(),
  jobDetail: z.object({
    title: z.string(),
    categoryName: z.enum(JOB_CATEGORIES),
    description: z.string(),
    createdAt: z.iso.datetime(),
    fee: z.number().int(),
  }),
  worker: z.object({ name: z.string().nullable() }).optional(),
  client: z.object({ name: z.string().nullable() }).optional(),
  /** 'done' (paid out) or 'cancelled'. */
  state: z.enum(['done', 'cancelled']),
  /** When it ended: paid out, or cancelled. */
  finishedAt: z.iso.datetime(),
  /** Paid out by the automatic release rather than the Jalu's confirmation. */
  autoReleased: z.boolean(),
  /** Whether the Jalu has reviewed it. */
  reviewed: z.boolean(),
  /** What the person asking may do now (beyond the spec): `review` until the Jalu has. */
  actions: z.array(z.enum(VIEWER_ACTIONS)),
  /** The job's first photo (a Bebersih's room), or null (beyond the spec). */
  image: z.string().nullable(),
  /** A complaint was filed and decided by an operator (beyond the spec). */
  complained: z.boolean(),
  /**
   * What actually moved out of the job's escrow (beyond the spec): to the Yasa (pay,
   * compensation or a complaint's share), back to the Jalu (refund, the rest of a split) and
   * the admin fee kept. A Yasa's earning is `toYasa`.
   */
  money: z.object({
    toYasa: z.number().int(),
    backToJalu: z.number().int(),
    adminFee: z.number().int(),
  }),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
