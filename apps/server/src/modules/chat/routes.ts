import { chatHistoryQuerySchema, chatMessageSchema, errorResponseSchema } from '@bantuin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import type { ChatService } from './service.js';

export function chatRoutes(chat: ChatService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/jobs/:id/chat',
      {
        preHandler: app.guards.requireMember,
        schema: {
          tags: ['chat'],
          security: [{ bearerAuth: [] }],
          summary: "Older messages of a job's chat, newest first (its Jalu and Yasa only)",
          params: z.object({ id: z.uuid({ error: 'Id pekerjaan tidak valid' }) }),
          querystring: chatHistoryQuerySchema,
          response: {
            200: chatMessageSchema.array(),
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request) => chat.history(currentUser(request).id, request.params.id, request.query),
    );
  };
}
