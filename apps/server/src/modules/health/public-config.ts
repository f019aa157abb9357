import { ADMIN_FEE, publicConfigSchema } from '@bantuin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';

/** Settings the web app reads at start, so one build serves every deployment. */
export function publicConfigRoutes(config: AppConfig): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/config',
      {
        schema: {
          tags: ['health'],
          summary:
            'Public settings for the web app (map tiles, money bounds, auto-release and cancellation times)',
          response: { 200: publicConfigSchema },
        },
      },
      async () => ({
        mapTileUrl: config.mapTileUrl,
        mapTileAttribution: config.mapTileAttribution,
        adminFee: ADMIN_FEE,
        jobFeeMin: config.jobFeeMin,
        jobFeeMax: config.jobFeeMax,
        topupMin: config.topupMin,
        topupMax: config.topupMax,
        autoReleaseHours: config.autoReleaseAfterMs / 3_600_000,
        freeCancelHours: config.cancellation.freeBeforeMs / 3_600_000,
        lateCancelPercent: config.cancellation.latePercent,
        shoppingCapMin: config.shoppingCap.min,
        shoppingCapMax: config.shoppingCap.max,
      }),
    );
  };
}
