import {
  dataExportDocumentSchema,
  dataExportStatusSchema,
  dataExportTokenParamsSchema,
  deleteAccountBodySchema,
  deletedAccountSchema,
  errorResponseSchema,
} from '@bantuin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.js';
import type { AccountDeletionService } from './deletion.js';
import type { DataExportService } from './export.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** 'Unduh data saya' and 'Hapus akun' (UU PDP; issue 27). */
export function privacyRoutes(
  exports: DataExportService,
  deletion: AccountDeletionService,
  /** The login budget per address and minute (AUTH_RATE_LIMIT). */
  rateLimitMax: number,
): FastifyPluginAsyncZod {
  return async (app) => {
    // The password is asked again on deletion: guessing it is limited like a login.
    const deletionRateLimit = app.rateLimit({ max: rateLimitMax, timeWindow: '1 minute' });

    app.get(
      '/profile/export',
      {
        preHandler: app.guards.requireMember,
        schema: {
          tags: ['privacy'],
          summary: 'My latest data export: its state and, when ready, its link',
          security: [{ bearerAuth: [] }],
          response: { 200: dataExportStatusSchema, ...errors },
        },
      },
      async (request) => exports.status(currentUser(request).id),
    );

    app.post(
      '/profile/export',
      {
        preHandler: app.guards.requireMember,
        schema: {
          tags: ['privacy'],
          summary: 'Ask for a JSON copy of all my data (prepared in the background, once a day)',
          security: [{ bearerAuth: [] }],
          response: { 202: dataExportStatusSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await exports.request(currentUser(request).id)),
    );

    app.get(
      '/profile/export/:token',
      {
        preHandler: app.guards.requireMember,
        schema: {
          tags: ['privacy'],
          summary:
            'Download my data export (the link of GET /profile/export, 24 hours, owner only)',
          security: [{ bearerAuth: [] }],
          params: dataExportTokenParamsSchema,
          response: { 200: dataExportDocumentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const content = await exports.download(currentUser(request).id, request.params.token);
        const day = new Date().toISOString().slice(0, 10);
        // Already JSON text: sent as it is (a string with a JSON type is not serialised again).
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="bantuin-data-saya-${day}.json"`)
          .header('cache-control', 'no-store')
          .send(content as never);
      },
    );

    app.delete(
      '/profile',
      {
        onRequest: deletionRateLimit,
        preHandler: app.guards.requireMember,
        schema: {
          tags: ['privacy'],
          summary: 'Delete my account (anonymised; refused while money or jobs are open)',
          security: [{ bearerAuth: [] }],
          body: deleteAccountBodySchema,
          response: { 200: deletedAccountSchema, ...errors },
        },
      },
      async (request) => deletion.deleteAccount(currentUser(request).id, request.body.password),
    );
  };
}
