import {
  categoryQuerySchema,
  errorResponseSchema,
  historyEntrySchema,
  messageResponseSchema,
  pageQuerySchema,
  proofFieldsSchema,
  reviewFieldsSchema,
  SUCCESS_MESSAGES,
  TASK_LIMITS,
  taskImagesField,
  TIP_MESSAGES,
  tipBodySchema,
  tipResultSchema,
} from '@bantuin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, currentUser } from '../../http/auth.js';
import { parseInput } from '../../lib/errors.js';
import { photoRoutes, readMultipart } from '../uploads/multipart.js';
import {
  JOB_FORMS,
  PROOF_MAX_FILES,
  jobErrors,
  jobParams,
  security,
  tags,
} from './route-schemas.js';
import type { CompletionService } from './completion.js';
import type { HistoryService } from './history.js';

export function completionRoutes(
  completion: CompletionService,
  history: HistoryService,
): FastifyPluginAsyncZod {
  return async (app) => {
    // The proof carries photos per task (up to 12 tasks × before/after): a scope of its own.
    await photoRoutes(
      app,
      (uploads) => {
        uploads.patch(
          '/workers/jobs/:id/worker',
          {
            preHandler: [...app.guards.requireRole('yasa'), app.uploadRateLimit],
            config: { multipartBody: JOB_FORMS.proof.openapi },
            schema: {
              tags,
              security,
              summary: 'Send proof of the finished work (the assigned Yasa)',
              description:
                'multipart/form-data: description (≤ 2000) and 1–5 `image` files; on a job with ' +
                'a task list, 1–2 files per task as `taskImages[<taskIndex>]` (400 ' +
                '`TASK_PROOF_MISSING` when a task has none) and `image` optional.',
              consumes: ['multipart/form-data'],
              params: jobParams,
              response: { 200: messageResponseSchema, 413: errorResponseSchema, ...jobErrors },
            },
          },
          async (request) => {
            const form = await readMultipart(request, JOB_FORMS.proof);
            const { description } = parseInput(proofFieldsSchema, form.fields);
            const files: Record<string, Buffer[]> = form.files;
            await completion.submitProof(
              currentUser(request).id,
              request.params.id,
              description,
              form.files.image,
              Array.from(
                { length: TASK_LIMITS.tasksMax },
                (_, index) => files[taskImagesField(index)] ?? [],
              ),
            );
            return { message: SUCCESS_MESSAGES.proofSent };
          },
        );
      },
      PROOF_MAX_FILES,
    );

    // The review carries photos: multipart in a scope of its own.
    await photoRoutes(app, (uploads) => {
      uploads.post(
        '/clients/jobs/:id/review',
        {
          preHandler: [...app.guards.requireRole('jalu'), app.uploadRateLimit],
          config: { multipartBody: JOB_FORMS.review.openapi },
          schema: {
            tags,
            security,
            summary: 'Review the Yasa of a finished job, once',
            description:
              'multipart/form-data: rating (1–5), description (≤ 2000), 0–5 `image` files.',
            consumes: ['multipart/form-data'],
            params: jobParams,
            response: { 201: messageResponseSchema, 413: errorResponseSchema, ...jobErrors },
          },
        },
        async (request, reply) => {
          const form = await readMultipart(request, JOB_FORMS.review);
          const fields = parseInput(reviewFieldsSchema, form.fields);
          await completion.review(currentUser(request).id, request.params.id, {
            ...fields,
            photos: form.files.image,
          });
          return reply.status(201).send({ message: SUCCESS_MESSAGES.reviewed });
        },
      );
    });

    app.patch(
      '/clients/jobs/:id/client',
      {
        preHandler: app.guards.requireRole('jalu'),
        schema: {
          tags,
          security,
          summary: 'Confirm completion: pays the Yasa from escrow, exactly once',
          params: jobParams,
          response: { 200: messageResponseSchema, ...jobErrors },
        },
      },
      async (request) => {
        await completion.confirm(currentUser(request).id, request.params.id);
        return { message: SUCCESS_MESSAGES.jobConfirmed };
      },
    );

    app.post(
      '/clients/jobs/:id/tip',
      {
        preHandler: app.guards.requireRole('jalu'),
        schema: {
          tags,
          security,
          summary: "Tip the Yasa of a done job from the Jalu's wallet, once, within 7 days",
          description:
            'All of it goes to the Yasa. 409 `ALREADY_TIPPED` after the first, `TIP_WINDOW_CLOSED` after 7 days; 400 `INSUFFICIENT_BALANCE` when the wallet does not cover it.',
          params: jobParams,
          body: tipBodySchema,
          response: { 201: tipResultSchema, ...jobErrors },
        },
      },
      async (request, reply) => {
        const tip = await completion.tip(
          currentUser(request).id,
          request.params.id,
          request.body.amount,
        );
        return reply.status(201).send({ message: TIP_MESSAGES.sent, tip });
      },
    );

    app.get(
      '/profile/histories',
      {
        preHandler: app.guards.requireMember,
        schema: {
          tags,
          security,
          summary: 'My finished jobs, most recently finished first',
          querystring: pageQuerySchema.extend(categoryQuerySchema.shape),
          response: { 200: historyEntrySchema.array(), ...jobErrors },
        },
      },
      async (request) => history.list(currentMember(request), request.query),
    );
  };
}
