import {
  adminTicketSchema,
  adminTicketsQuerySchema,
  createTicketBodySchema,
  replyTicketBodySchema,
  ticketSchema,
} from '@bantuin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly, currentMember, currentUser } from '../../http/auth.js';
import { bearerSecurity, idParams, signedInErrors } from '../../http/route-schemas.js';
import type { SupportService } from './service.js';

const ticketParams = idParams('Id tiket tidak valid');

/** 'Hubungi kami' on the Bantuan pages, for Jalu and Yasa alike. */
export function supportRoutes(support: SupportService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['support'];
    app.post(
      '/support/tickets',
      {
        preHandler: app.guards.requireMember,
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Open a support ticket (subject, text, optionally one of one’s own jobs)',
          body: createTicketBodySchema,
          response: { 201: ticketSchema, ...signedInErrors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await support.open({ id: currentMember(request).id }, request.body)),
    );
    app.get(
      '/support/tickets',
      {
        preHandler: app.guards.requireMember,
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'The signed-in person’s tickets with their answers, newest first',
          response: { 200: ticketSchema.array(), ...signedInErrors },
        },
      },
      async (request) => support.mine(currentUser(request).id),
    );
  };
}

/** The admin console's ticket queue. */
export function adminTicketRoutes(support: SupportService): FastifyPluginAsyncZod {
  return async (admin) => {
    adminOnly(admin);
    const tags = ['admin'];
    admin.get(
      '/admin/tickets',
      {
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Support tickets, oldest first; without a status the ones not closed',
          querystring: adminTicketsQuerySchema,
          response: { 200: adminTicketSchema.array(), ...signedInErrors },
        },
      },
      async (request) => support.list(request.query),
    );
    admin.post(
      '/admin/tickets/:id/reply',
      {
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Answer a ticket (in-app and email to its author; audit-logged)',
          params: ticketParams,
          body: replyTicketBodySchema,
          response: { 200: adminTicketSchema, ...signedInErrors },
        },
      },
      async (request) => support.reply(currentUser(request).id, request.params.id, request.body),
    );
    admin.post(
      '/admin/tickets/:id/close',
      {
        schema: {
          tags,
          security: bearerSecurity,
          summary: 'Close a ticket (audit-logged); closing a closed one changes nothing',
          params: ticketParams,
          response: { 200: adminTicketSchema, ...signedInErrors },
        },
      },
      async (request) => support.close(currentUser(request).id, request.params.id),
    );
  };
}
