import {
  errorResponseSchema,
  loginBodySchema,
  accountLoginResponseSchema,
  registerBodySchema,
  registeredUserSchema,
  type Role,
} from '@bantuin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.js';
import { presentRegisteredUser } from './presenter.js';
import type { AccountsService } from './service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export function accountsRoutes(
  accounts: AccountsService,
  rateLimitMax: number,
): FastifyPluginAsyncZod {
  return async (app) => {
    // One limiter, so login and both registrations share one budget per address.
    const authRateLimit = app.rateLimit({ max: rateLimitMax, timeWindow: '1 minute' });

    const registerRoute = (url: string, role: Role, summary: string) =>
      app.post(
        url,
        {
          onRequest: authRateLimit,
          schema: {
            tags: ['accounts'],
            summary,
            body: registerBodySchema,
            response: { 201: registeredUserSchema, ...errors },
          },
        },
        async (request, reply) => {
          const user = await accounts.register(role, request.body);
          return reply.status(201).send(presentRegisteredUser(user));
        },
      );

    registerRoute('/clients/register', 'jalu', 'Register a Jalu (client)');
    registerRoute('/workers/register', 'yasa', 'Register a Yasa (worker)');

    app.post(
      '/login',
      {
        onRequest: authRateLimit,
        schema: {
          tags: ['accounts'],
          summary: 'Log in with email and password',
          body: loginBodySchema,
          response: { 200: accountLoginResponseSchema, ...errors },
        },
      },
      async (request) =>
        accounts.login(request.body, {
          userAgent: request.headers['user-agent'],
          ip: request.ip,
        }),
    );

    app.get(
      '/profile/me',
      {
        preHandler: app.guards.authenticate,
        schema: {
          tags: ['accounts'],
          summary: 'The signed-in user',
          security: [{ bearerAuth: [] }],
          response: { 200: registeredUserSchema, 401: errorResponseSchema },
        },
      },
      async (request) => presentRegisteredUser(await accounts.currentUser(currentUser(request).id)),
    );
  };
}
