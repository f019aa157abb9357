import { z } from 'zod';

/** One review of a Yasa, as GET /workers/profile/reviews lists them (newest first). */
export const reviewSchema = z.object({
  _id: z.uuid(),
  client: z.object({ name: z.string().nullable(), profilePicture: z.string().nullable() }),
  rating: z.number().int().min(1).max(5),
  description: z.string(),
  images: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /jobs/:id/review: the Jalu's review of a job, for either side of it; null until given. */
export const jobReviewSchema = z.object({
  review: reviewSchema.nullable(),
  /**
   * Set for the job's Yasa while the Jalu's review is kept from them (ratings both ways): until
   * the Yasa rated the Jalu too, or this moment (14 days after the job was done).
   */
  hiddenUntil: z.iso.datetime().optional(),
  /** Set for the job's Yasa: the job is done and they have not rated the Jalu yet. */
  canRateJalu: z.boolean().optional(),
});
export type JobReview = z.infer<typeof jobReviewSchema>;

/** GET /clients/best-yasa: the best-rated Yasa, for the Jalu's home page. */
export const bestYasaSchema = z.object({
  _id: z.uuid(),
  name: z.string().nullable(),
  profilePicture: z.string().nullable(),
  rating: z.number(),
  bio: z.string().nullable(),
  jobDone: z.number().int(),
  /** 'Terverifikasi': the Yasa's identity check was approved. */
  verified: z.boolean(),
});
export type BestYasa = z.infer<typeof bestYasaSchema>;

/** Ratings both ways: neither side sees the other's rating of a job before this many days. */
export const RATING_REVEAL_DAYS = 14;

/** POST /workers/jobs/{id}/review: the Yasa rates the Jalu of a done job (no photos). */
export const clientReviewBodySchema = z.object({
  rating: z.coerce
    .number({ error: 'Rating harus angka 1 sampai 5' })
    .int('Rating harus angka 1 sampai 5')
    .min(1, 'Rating harus angka 1 sampai 5')
    .max(5, 'Rating harus angka 1 sampai 5'),
  description: z.string().trim().max(1000, 'Ulasan maksimal 1000 karakter').optional(),
});
export type ClientReviewBody = z.infer<typeof clientReviewBodySchema>;

/** A Yasa's rating of a Jalu, as GET /clients/profile/reviews lists them (revealed ones only). */
export const clientReviewSchema = z.object({
  _id: z.uuid(),
  worker: z.object({ name: z.string().nullable(), profilePicture: z.string().nullable() }),
  rating: z.number().int().min(1).max(5),
  description: z.string(),
  createdAt: z.iso.datetime(),
});
export type ClientReview = z.infer<typeof clientReviewSchema>;

/** GET /workers/jalu/{id}: a Jalu as a Yasa sees them (rating from revealed ratings only). */
export const publicJaluProfileSchema = z.object({
  _id: z.uuid(),
  name: z.string().nullable(),
  profilePicture: z.string().nullable(),
  /** Absent until a first revealed rating. */
  rating: z.number().optional(),
  ratingCount: z.number().int(),
  /** Jobs this Jalu posted that were done. */
  jobsFinished: z.number().int(),
  memberSince: z.iso.datetime(),
});
export type PublicJaluProfile = z.infer<typeof publicJaluProfileSchema>;
