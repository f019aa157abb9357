import { z } from 'zod';

/** GET /config: what the web app needs to know about this server at run time. */
export const publicConfigSchema = z.object({
  mapTileUrl: z.string(),
  mapTileAttribution: z.string(),
  adminFee: z.number().int(),
  jobFeeMin: z.number().int(),
  jobFeeMax: z.number().int(),
  topupMin: z.number().int(),
  topupMax: z.number().int(),
  /** AUTO_RELEASE_HOURS: after the proof, the fee goes to the Yasa by itself this much later. */
  autoReleaseHours: z.number(),
  /** FREE_CANCEL_HOURS: cancelling an accepted job closer than this to its time costs… */
  freeCancelHours: z.number(),
  /** …LATE_CANCEL_PERCENT of the fee, to the Yasa. */
  lateCancelPercent: z.number(),
  /** SHOPPING_CAP_MIN / SHOPPING_CAP_MAX: bounds of a Nitip's 'Batas belanja'. */
  shoppingCapMin: z.number().int(),
  shoppingCapMax: z.number().int(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
