import {
  adminCancelJobBodySchema,
  cancellationQuoteSchema,
  adminDisputeDetailSchema,
  adminDisputeSchema,
  adminDisputesQuerySchema,
  adminWithdrawalSchema,
  adminWithdrawalsQuerySchema,
  disputeResolutionSchema,
  resolveDisputeBodySchema,
  adminJobDetailSchema,
  adminJobSchema,
  adminJobsQuerySchema,
  adminUserDetailSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  auditEntrySchema,
  errorResponseSchema,
  overviewQuerySchema,
  overviewSchema,
  pageQuerySchema,
  suspendBodySchema,
  endedSessionsSchema,
  suspensionResultSchema,
} from '@bantuin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { currentUser } from '../../http/auth.js';
import { listAudit } from './audit.js';
import type { AdminDisputesService } from './disputes.js';
import type { AdminWithdrawalsService } from './withdrawals.js';
import type { AdminJobsService } from './jobs.js';
import { buildOverview } from './overview.js';
import type { AdminUsersService } from './users.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const userParams = z.object({ id: z.uuid({ error: 'Id pengguna tidak valid' }) });
const jobParams = z.object({ id: z.uuid({ error: 'Id pekerjaan tidak valid' }) });
const disputeParams = z.object({ id: z.uuid({ error: 'Id komplain tidak valid' }) });
const withdrawalParams = z.object({ id: z.uuid({ error: 'Id penarikan tidak valid' }) });

/** The operators' console API: every route needs an admin token. */
export function adminRoutes(deps: {
  db: Database;
  users: AdminUsersService;
  jobs: AdminJobsService;
  disputes: AdminDisputesService;
  withdrawals: AdminWithdrawalsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    for (const guard of app.guards.requireRole('admin')) app.addHook('onRequest', guard);

    app.get(
      '/admin/overview',
      {
        schema: {
          tags,
          security,
          summary: 'Money and activity of a period, from the ledger',
          querystring: overviewQuerySchema,
          response: { 200: overviewSchema, ...errors },
        },
      },
      async (request) => buildOverview(deps.db, request.query),
    );

    app.get(
      '/admin/users',
      {
        schema: {
          tags,
          security,
          summary: 'People, newest first; search by email, phone or name',
          querystring: adminUsersQuerySchema,
          response: { 200: adminUserSchema.array(), ...errors },
        },
      },
      async (request) => deps.users.list(request.query),
    );

    app.get(
      '/admin/users/:id',
      {
        schema: {
          tags,
          security,
          summary: 'A person: profile, wallet, counts and last jobs',
          params: userParams,
          response: { 200: adminUserDetailSchema, ...errors },
        },
      },
      async (request) => deps.users.detail(request.params.id),
    );

    app.post(
      '/admin/users/:id/suspend',
      {
        schema: {
          tags,
          security,
          summary: 'Suspend a Jalu or Yasa: no login, sessions and sockets end, open work stops',
          params: userParams,
          body: suspendBodySchema,
          response: { 200: suspensionResultSchema, ...errors },
        },
      },
      async (request) =>
        deps.users.suspend(currentUser(request).id, request.params.id, request.body.reason),
    );

    app.post(
      '/admin/users/:id/sessions/end',
      {
        schema: {
          tags,
          security,
          summary: "End every session of a person ('Akhiri semua sesi'); their sockets close",
          params: userParams,
          response: { 200: endedSessionsSchema, ...errors },
        },
      },
      async (request) => deps.users.endSessions(currentUser(request).id, request.params.id),
    );

    app.post(
      '/admin/users/:id/reinstate',
      {
        schema: {
          tags,
          security,
          summary: 'Lift a suspension',
          params: userParams,
          response: { 200: adminUserSchema, ...errors },
        },
      },
      async (request) => deps.users.reinstate(currentUser(request).id, request.params.id),
    );

    app.get(
      '/admin/jobs',
      {
        schema: {
          tags,
          security,
          summary: 'Jobs, newest first; filter by state, search title or address',
          querystring: adminJobsQuerySchema,
          response: { 200: adminJobSchema.array(), ...errors },
        },
      },
      async (request) => deps.jobs.list(request.query),
    );

    app.get(
      '/admin/jobs/:id',
      {
        schema: {
          tags,
          security,
          summary: 'A job with both people, its state history and its ledger lines',
          params: jobParams,
          response: { 200: adminJobDetailSchema, ...errors },
        },
      },
      async (request) => deps.jobs.detail(request.params.id),
    );

    app.post(
      '/admin/jobs/:id/cancel',
      {
        schema: {
          tags,
          security,
          summary:
            'Cancel an open or assigned job; the money moves as the Jalu’s cancel would (audit-logged)',
          params: jobParams,
          body: adminCancelJobBodySchema,
          response: { 200: cancellationQuoteSchema, ...errors },
        },
      },
      async (request) =>
        deps.jobs.cancel(currentUser(request).id, request.params.id, request.body.reason),
    );

    app.get(
      '/admin/disputes',
      {
        schema: {
          tags,
          security,
          summary: 'Complaints, newest first; filter open or resolved',
          querystring: adminDisputesQuerySchema,
          response: { 200: adminDisputeSchema.array(), ...errors },
        },
      },
      async (request) => deps.disputes.list(request.query),
    );

    app.get(
      '/admin/disputes/:id',
      {
        schema: {
          tags,
          security,
          summary: "A complaint: both sides' words and photos, the proof, the job's chat, amounts",
          params: disputeParams,
          response: { 200: adminDisputeDetailSchema, ...errors },
        },
      },
      async (request) => deps.disputes.detail(request.params.id),
    );

    app.post(
      '/admin/disputes/:id/resolve',
      {
        schema: {
          tags,
          security,
          summary:
            'Decide a complaint: workerAmount of the fee to the Yasa, the rest back; a Nitip with a receipt splits the shopping money too (purchaseAmount)',
          params: disputeParams,
          body: resolveDisputeBodySchema,
          response: { 200: disputeResolutionSchema, ...errors },
        },
      },
      async (request) => {
        const { workerAmount, refund, note, purchase, purchaseRefund } =
          await deps.disputes.resolve(
            currentUser(request).id,
            request.params.id,
            request.body.workerAmount,
            request.body.note,
            request.body.purchaseAmount,
          );
        return { workerAmount, refund, note, purchase, purchaseRefund };
      },
    );

    app.get(
      '/admin/withdrawals',
      {
        schema: {
          tags,
          security,
          summary: 'Withdrawals, newest first; filter by status',
          querystring: adminWithdrawalsQuerySchema,
          response: { 200: adminWithdrawalSchema.array(), ...errors },
        },
      },
      async (request) => deps.withdrawals.list(request.query),
    );

    app.post(
      '/admin/withdrawals/:id/retry',
      {
        schema: {
          tags,
          security,
          summary: 'A new payout for a failed withdrawal whose money went back to the wallet',
          params: withdrawalParams,
          response: { 201: adminWithdrawalSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await deps.withdrawals.retry(currentUser(request).id, request.params.id)),
    );

    app.get(
      '/admin/audit',
      {
        schema: {
          tags,
          security,
          summary: 'Every admin action, newest first',
          querystring: pageQuerySchema,
          response: { 200: auditEntrySchema.array(), ...errors },
        },
      },
      async (request) => listAudit(deps.db, request.query),
    );
  };
}
