import {
  accountSessionsSchema,
  endedSessionsSchema,
  errorResponseSchema,
  sessionIdParamsSchema,
} from '@bantuin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import type { SessionsService } from './sessions.js';

const tags = ['accounts'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** 'Perangkat yang masuk': the person's sessions, and signing them out. */
export function sessionRoutes(sessions: SessionsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/profile/sessions',
      {
        preHandler: app.guards.authenticate,
        schema: {
          tags,
          security,
          summary: 'The devices signed in to this account, the newest seen first',
          response: { 200: accountSessionsSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        return { sessions: await sessions.list(user.id, user.sessionId) };
      },
    );

    app.delete(
      '/profile/sessions/:id',
      {
        preHandler: app.guards.authenticate,
        schema: {
          tags,
          security,
          summary: "Sign one of your sessions out ('Keluar'); its sockets close",
          params: sessionIdParamsSchema,
          response: { 204: z.null(), ...errors, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        await sessions.end(currentUser(request).id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/profile/sessions',
      {
        preHandler: app.guards.authenticate,
        schema: {
          tags,
          security,
          summary: "Sign out every other session ('Keluar dari semua perangkat lain')",
          response: { 200: endedSessionsSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        return { ended: await sessions.endAll(user.id, user.sessionId) };
      },
    );
  };
}
