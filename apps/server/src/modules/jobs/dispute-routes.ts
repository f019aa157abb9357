import {
  DISPUTE_LIMITS,
  disputeFieldsSchema,
  disputeResponseFieldsSchema,
  disputeSchema,
  errorResponseSchema,
  messageResponseSchema,
} from '@bantuin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.js';
import { parseInput } from '../../lib/errors.js';
import { photoRoutes, readMultipart } from '../uploads/multipart.js';
import type { DisputesService } from './disputes.js';
import { JOB_FORMS, jobErrors, jobParams, security, tags } from './route-schemas.js';

/** Complaints ('Ajukan Komplain'): filing, the Yasa's answer, and reading them. */
export function disputeRoutes(disputes: DisputesService): FastifyPluginAsyncZod {
  return async (app) => {
    // The complaint and its answer carry photos: multipart in a scope of their own.
    await photoRoutes(app, (uploads) => {
      uploads.post(
        '/clients/jobs/:id/dispute',
        {
          preHandler: [...app.guards.requireRole('jalu'), app.uploadRateLimit],
          config: { multipartBody: JOB_FORMS.complaint.openapi },
          schema: {
            tags,
            security,
            summary:
              'Complain about the proof instead of paying; the payment waits for an operator',
            description: `multipart/form-data: reason (${DISPUTE_LIMITS.reasonMin}–${DISPUTE_LIMITS.reasonMax}) and 0–${DISPUTE_LIMITS.imagesMax} \`image\` files.`,
            consumes: ['multipart/form-data'],
            params: jobParams,
            response: { 201: messageResponseSchema, 413: errorResponseSchema, ...jobErrors },
          },
        },
        async (request, reply) => {
          const form = await readMultipart(request, JOB_FORMS.complaint);
          const { reason } = parseInput(disputeFieldsSchema, form.fields);
          await disputes.file(currentUser(request).id, request.params.id, reason, form.files.image);
          return reply.status(201).send({ message: 'Komplain berhasil diajukan' });
        },
      );

      uploads.patch(
        '/workers/jobs/:id/dispute',
        {
          preHandler: [...app.guards.requireRole('yasa'), app.uploadRateLimit],
          config: { multipartBody: JOB_FORMS.complaintAnswer.openapi },
          schema: {
            tags,
            security,
            summary: 'Answer the complaint about my proof, once',
            description: `multipart/form-data: response (${DISPUTE_LIMITS.responseMin}–${DISPUTE_LIMITS.responseMax}) and 0–${DISPUTE_LIMITS.imagesMax} \`image\` files.`,
            consumes: ['multipart/form-data'],
            params: jobParams,
            response: { 200: messageResponseSchema, 413: errorResponseSchema, ...jobErrors },
          },
        },
        async (request) => {
          const form = await readMultipart(request, JOB_FORMS.complaintAnswer);
          const { response } = parseInput(disputeResponseFieldsSchema, form.fields);
          await disputes.answer(
            currentUser(request).id,
            request.params.id,
            response,
            form.files.image,
          );
          return { message: 'Tanggapan berhasil dikirim' };
        },
      );
    });

    app.get(
      '/jobs/:id/dispute',
      {
        preHandler: app.guards.authenticate,
        schema: {
          tags,
          security,
          summary: "The job's complaint, for its Jalu and its Yasa",
          params: jobParams,
          response: { 200: disputeSchema, ...jobErrors },
        },
      },
      async (request) => disputes.get(currentUser(request).id, request.params.id),
    );
  };
}
