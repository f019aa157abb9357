import {
  confirmTopupBodySchema,
  errorResponseSchema,
  pageQuerySchema,
  walletSchema,
  walletTransactionSchema,
} from '@bantuin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.js';
import type { TopupService } from '../payments/topups.js';
import type { WalletService } from './service.js';

const authErrors = { 401: errorResponseSchema };

export function walletRoutes(
  wallet: WalletService,
  topups: TopupService,
  rateLimitMax: number,
): FastifyPluginAsyncZod {
  return async (app) => {
    const confirmRateLimit = app.rateLimit({ max: rateLimitMax, timeWindow: '1 minute' });

    app.get(
      '/profile/wallet',
      {
        preHandler: app.guards.requireMember,
        schema: {
          tags: ['wallet'],
          summary: 'The balance of my wallet',
          security: [{ bearerAuth: [] }],
          response: { 200: walletSchema, ...authErrors },
        },
      },
      async (request) => wallet.balance(currentUser(request).id),
    );

    app.get(
      '/profile/wallet/transactions',
      {
        preHandler: app.guards.requireMember,
        schema: {
          tags: ['wallet'],
          summary: 'The lines of my wallet, newest first',
          security: [{ bearerAuth: [] }],
          querystring: pageQuerySchema,
          response: {
            200: walletTransactionSchema.array(),
            400: errorResponseSchema,
            ...authErrors,
          },
        },
      },
      async (request) => wallet.transactions(currentUser(request).id, request.query),
    );

    app.patch(
      '/profile/wallet',
      {
        onRequest: confirmRateLimit,
        preHandler: app.guards.requireMember,
        schema: {
          tags: ['wallet'],
          summary: 'Confirm a paid top-up: credits the wallet once and answers the balance',
          security: [{ bearerAuth: [] }],
          body: confirmTopupBodySchema,
          response: {
            200: walletSchema,
            400: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            429: errorResponseSchema,
            502: errorResponseSchema,
            ...authErrors,
          },
        },
      },
      async (request) => topups.confirm(currentUser(request).id, request.body.topupId),
    );
  };
}
