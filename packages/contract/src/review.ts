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
export const jobReviewSchema = z.object({ review: reviewSchema.nullable() });
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
