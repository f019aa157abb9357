import {
  errorResponseSchema,
  idempotencyKeySchema,
  IDEMPOTENCY_KEY_HEADER,
  pageQuerySchema,
  PAYOUT_CHANNELS,
  payoutAccountBodySchema,
  payoutAccountSchema,
  payoutChannelSchema,
  payoutConfigSchema,
  withdrawalBodySchema,
  withdrawalCreatedSchema,
  withdrawalSchema,
} from '@bantuin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payoutNotificationSchema } from '../../adapters/payout/provider.js';
import { currentMember, currentUser } from '../../http/auth.js';
import type { WithdrawalService } from './withdrawals.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as it arrived, for signatures over the exact bytes (payout webhook). */
    rawBody?: string;
  }
}

const security = [{ bearerAuth: [] }];
const tags = ['payout'];
const authErrors = { 401: errorResponseSchema, 403: errorResponseSchema };

export interface PayoutRouteOptions {
  provider: 'sandbox' | 'midtrans';
  min: number;
  fee: number;
  rateLimit: number;
}

export function payoutRoutes(
  service: WithdrawalService,
  options: PayoutRouteOptions,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Iris signs the body's exact text, so this plugin keeps it next to the parsed JSON (parsed
    // by Fastify's own parser, with its prototype-poisoning checks).
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      parseJson(request, body as string, done);
    });

    // Per user, so people behind one address (a kos, an office) do not share a limit.
    const withdrawRateLimit = app.rateLimit({
      max: options.rateLimit,
      timeWindow: '1 minute',
      keyGenerator: (request) => `withdraw:${request.user?.id ?? request.ip}`,
    });

    app.get(
      '/payout/channels',
      {
        preHandler: app.guards.authenticate,
        schema: {
          tags,
          summary: 'Banks and e-wallets a withdrawal can go to',
          security,
          response: { 200: payoutChannelSchema.array(), ...authErrors },
        },
      },
      async () => [...PAYOUT_CHANNELS],
    );

    app.get(
      '/payout/config',
      {
        schema: {
          tags,
          summary: 'The minimum and fee of a withdrawal, and which provider pays out',
          response: { 200: payoutConfigSchema },
        },
      },
      async () => ({ provider: options.provider, min: options.min, fee: options.fee }),
    );

    app.get(
      '/profile/payout-account',
      {
        preHandler: app.guards.requireMember,
        schema: {
          tags,
          summary: 'My saved withdrawal account',
          security,
          response: { 200: payoutAccountSchema, 404: errorResponseSchema, ...authErrors },
        },
      },
      async (request) => service.getAccount(currentUser(request).id),
    );

    app.put(
      '/profile/payout-account',
      {
        preHandler: app.guards.requireMember,
        schema: {
          tags,
          summary: "Validate and save my withdrawal account; answers the holder's name",
          security,
          body: payoutAccountBodySchema,
          response: {
            200: payoutAccountSchema,
            400: errorResponseSchema,
            502: errorResponseSchema,
            ...authErrors,
          },
        },
      },
      async (request) => {
        const member = currentMember(request);
        return service.saveAccount(member.id, member.role, request.body);
      },
    );

    app.post(
      '/profile/withdrawals',
      {
        preHandler: [...app.guards.requireMember, withdrawRateLimit],
        schema: {
          tags,
          summary: 'Withdraw from my balance to my saved account (Tarik Saldo)',
          security,
          headers: z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() }),
          body: withdrawalBodySchema,
          response: {
            201: withdrawalCreatedSchema,
            400: errorResponseSchema,
            409: errorResponseSchema,
            429: errorResponseSchema,
            502: errorResponseSchema,
            ...authErrors,
          },
        },
      },
      async (request, reply) => {
        const key = request.headers[IDEMPOTENCY_KEY_HEADER];
        const withdrawal = await service.create(
          currentUser(request).id,
          request.body.amount,
          typeof key === 'string' ? key : undefined,
        );
        return reply.status(201).send(withdrawal);
      },
    );

    app.get(
      '/profile/withdrawals',
      {
        preHandler: app.guards.requireMember,
        schema: {
          tags,
          summary: 'My withdrawals, newest first (Riwayat Penarikan)',
          security,
          querystring: pageQuerySchema,
          response: { 200: withdrawalSchema.array(), 400: errorResponseSchema, ...authErrors },
        },
      },
      async (request) => service.list(currentUser(request).id, request.query),
    );

    app.post(
      '/payout/notification',
      {
        schema: {
          tags,
          summary: "The payout provider's webhook, signed with Iris-Signature",
          body: payoutNotificationSchema,
          response: {
            200: z.object({ message: z.string() }),
            400: errorResponseSchema,
            401: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const signature = request.headers['iris-signature'];
        await service.handleNotification(
          request.rawBody ?? '',
          typeof signature === 'string' ? signature : undefined,
          request.body,
        );
        return { message: 'OK' };
      },
    );
  };
}
