import {
  adminReportSchema,
  adminReportsQuerySchema,
  blockResultSchema,
  blockSchema,
  createReportBodySchema,
  reportSchema,
  updateReportBodySchema,
} from '@bantuin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, currentMember, currentUser } from '../../http/auth.js';
import { bearerSecurity, idParams, signedInErrors } from '../../http/route-schemas.js';
import type { BlocksService } from './blocks.js';
import type { ReportsService } from './reports.js';

const userParams = z.object({ userId: z.uuid({ error: 'Id pengguna tidak valid' }) });

/** 'Laporkan' and 'Blokir', for Jalu and Yasa alike. */
export function safetyRoutes(deps: {
  reports: ReportsService;
  blocks: BlocksService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['safety'];
    app.post(
      '/reports',
      {
        preHandler: app.guards.requireMember,
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Report a person, a job or a chat message; one open report per target',
          body: createReportBodySchema,
          response: { 201: reportSchema, ...signedInErrors },
        },
      },
      async (request, reply) => {
        const user = currentMember(request);
        return reply
          .code(201)
          .send(await deps.reports.create({ id: user.id, role: user.role }, request.body));
      },
    );

    app.get(
      '/blocks',
      {
        preHandler: app.guards.requireMember,
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'People the signed-in user blocked, newest first',
          response: { 200: blockSchema.array(), ...signedInErrors },
        },
      },
      async (request) => deps.blocks.list(currentUser(request).id),
    );

    app.put(
      '/blocks/:userId',
      {
        preHandler: app.guards.requireMember,
        schema: {
          tags,
          security: bearerSecurity,
          summary:
            'Block a person: no applying to each other’s jobs, no accepting, no chat; their open applications end',
          params: userParams,
          response: { 200: blockResultSchema, ...signedInErrors },
        },
      },
      async (request) => deps.blocks.block(currentUser(request).id, request.params.userId),
    );

    app.delete(
      '/blocks/:userId',
      {
        preHandler: app.guards.requireMember,
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Unblock a person',
          params: userParams,
          response: { 204: z.null(), ...signedInErrors },
        },
      },
      async (request, reply) => {
        await deps.blocks.unblock(currentUser(request).id, request.params.userId);
        return reply.code(204).send(null);
      },
    );
  };
}

/** The admin console's 'Laporan' queue. */
export function adminReportRoutes(reports: ReportsService): FastifyPluginAsyncZod {
  return async (admin) => {
    adminOnly(admin);
    const tags = ['admin'];
    admin.get(
      '/admin/reports',
      {
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Reports, newest first; filter by status',
          querystring: adminReportsQuerySchema,
          response: { 200: adminReportSchema.array(), ...signedInErrors },
        },
      },
      async (request) => reports.list(request.query),
    );
    admin.patch(
      '/admin/reports/:id',
      {
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Change a report’s status or note (audit-logged)',
          params: idParams('Id laporan tidak valid'),
          body: updateReportBodySchema,
          response: { 200: adminReportSchema, ...signedInErrors },
        },
      },
      async (request) => reports.update(currentUser(request).id, request.params.id, request.body),
    );
  };
}
