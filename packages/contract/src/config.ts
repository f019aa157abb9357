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
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
