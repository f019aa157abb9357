import {
  applicationSchema,
  cancellationQuoteSchema,
  cancelJobBodySchema,
  cancelledJobSchema,
  categoryQuerySchema,
  createdJobSchema,
  errorResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  JOB_LIMITS,
  jobFieldsSchema,
  shoppingFieldsSchema,
  taskFieldsSchema,
  jobSchema,
  jobSortSchema,
  jobWithWorkersSchema,
  messageResponseSchema,
  nearSchema,
  pageQuerySchema,
  SUCCESS_MESSAGES,
} from '@bantuin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.js';
import { badRequest, parseInput } from '../../lib/errors.js';
import {
  serializedItemsOnce,
  serializedOnce,
  serializedOnceWithNumbers,
} from '../../http/serialized-once.js';
import { memoizeValidQueries } from '../../http/validator.js';
import { photoRoutes, readMultipart } from '../uploads/multipart.js';
import { JOB_FORMS, jobErrors, jobParams, security, tags } from './route-schemas.js';
import type { JobsService } from './service.js';

const acceptParams = jobParams.extend({
  workerUserId: z.uuid({ error: 'Id Yasa tidak valid' }),
});
/** A post may carry an Idempotency-Key: sent again (no answer arrived), it answers the first job. */
const postKeyHeaders = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() });
const postKeyOf = (headers: Record<string, unknown>) => {
  const key = headers[IDEMPOTENCY_KEY_HEADER];
  return typeof key === 'string' ? key : undefined;
};

const listQuery = pageQuerySchema.extend(categoryQuerySchema.shape);
/** GET /jobs/:id: a Yasa's own point, for the distance to the job. */
const detailQuery = memoizeValidQueries(z.object({ near: nearSchema.optional() }));
const openListQuery = memoizeValidQueries(
  listQuery.extend({ near: nearSchema.optional() }).extend(jobSortSchema.shape),
);

export function jobsRoutes(jobs: JobsService): FastifyPluginAsyncZod {
  return async (app) => {
    // Answers are shared frozen objects (cached pages, answer-cards.ts): their bytes are made once
    // (per route schema).
    const sendOpenJobs = serializedItemsOnce();
    const sendOpenJobsWithDistances = serializedOnceWithNumbers('distanceKm');
    const sendActive = serializedItemsOnce();
    const sendAssigned = serializedItemsOnce();
    const sendApplications = serializedItemsOnce();
    const sendJob = serializedOnce();
    const jalu = app.guards.requireRole('jalu');
    const yasa = app.guards.requireRole('yasa');

    await photoRoutes(app, (uploads) => {
      uploads.post(
        '/clients/jobs/bersih',
        {
          preHandler: [...jalu, app.uploadRateLimit],
          config: { multipartBody: JOB_FORMS.posting.openapi },
          schema: {
            tags,
            security,
            summary: 'Post a Bebersih (cleaning) job with 1–5 room photos',
            description:
              'multipart/form-data: title, fee, description, address, addressNotes, coordinates ' +
              '(JSON text of {lat,lng}), scheduledAt (ISO 8601 with offset, optional), tasks ' +
              '(optional JSON text of up to 12 room/task names: the proof then needs photos per ' +
              'task) and 1–5 `image` files. Holds fee + admin fee in escrow.',
            consumes: ['multipart/form-data'],
            headers: postKeyHeaders,
            response: { 201: createdJobSchema, 413: errorResponseSchema, ...jobErrors },
          },
        },
        async (request, reply) => {
          const form = await readMultipart(request, JOB_FORMS.posting);
          const fields = parseInput(jobFieldsSchema, form.fields);
          const { tasks } = parseInput(taskFieldsSchema, form.fields);
          if (form.files.image.length < JOB_LIMITS.imagesMin) {
            throw badRequest('Tambahkan minimal 1 foto ruangan');
          }
          const id = await jobs.post(
            currentUser(request).id,
            'Bebersih',
            fields,
            form.files.image,
            undefined,
            postKeyOf(request.headers),
            tasks,
          );
          return reply.status(201).send({ message: SUCCESS_MESSAGES.jobCreated, _id: id });
        },
      );
    });

    app.post(
      '/clients/jobs/belanja',
      {
        preHandler: jalu,
        schema: {
          tags,
          security,
          summary: 'Post a Nitip (shopping errand) job',
          description:
            'Optional `items` (1–30 of `{ name, quantity, note?, estimatedPrice? }`) and `shoppingCap` (whole rupiah, SHOPPING_CAP_MIN…MAX, needs `items`): the cap is held in escrow with fee + admin fee. Without them, a service-fee-only Nitip as before.',
          headers: postKeyHeaders,
          body: z.looseObject({}, { error: 'Data pekerjaan wajib dikirim' }),
          response: { 201: createdJobSchema, ...jobErrors },
        },
      },
      async (request, reply) => {
        const fields = parseInput(jobFieldsSchema, request.body);
        const shopping = parseInput(shoppingFieldsSchema, request.body);
        const id = await jobs.post(
          currentUser(request).id,
          'Nitip',
          fields,
          [],
          shopping,
          postKeyOf(request.headers),
        );
        return reply.status(201).send({ message: SUCCESS_MESSAGES.jobCreated, _id: id });
      },
    );

    app.get(
      '/clients/jobs/active',
      {
        preHandler: jalu,
        schema: {
          tags,
          security,
          summary: 'My jobs not yet finished nor cancelled, newest first',
          querystring: listQuery,
          response: { 200: jobSchema.array(), ...jobErrors },
        },
      },
      async (request, reply) =>
        sendActive(reply, await jobs.listActiveForClient(currentUser(request).id, request.query)),
    );

    app.get(
      '/clients/jobs/:id/workers',
      {
        preHandler: jalu,
        schema: {
          tags,
          security,
          summary: 'My job with its applicants',
          params: jobParams,
          response: { 200: jobWithWorkersSchema, ...jobErrors },
        },
      },
      async (request) => jobs.detailWithApplicants(currentUser(request).id, request.params.id),
    );

    app.patch(
      '/clients/jobs/:id/:workerUserId',
      {
        preHandler: jalu,
        schema: {
          tags,
          security,
          summary: 'Accept one applicant',
          params: acceptParams,
          response: { 200: messageResponseSchema, ...jobErrors },
        },
      },
      async (request) => {
        const { id, workerUserId } = request.params;
        await jobs.accept(currentUser(request).id, id, workerUserId);
        return { message: SUCCESS_MESSAGES.workerAccepted };
      },
    );

    app.get(
      '/clients/jobs/:id/cancellation',
      {
        preHandler: jalu,
        schema: {
          tags,
          security,
          summary: 'What cancelling my job would cost now (refund, compensation to the Yasa)',
          params: jobParams,
          response: { 200: cancellationQuoteSchema, ...jobErrors },
        },
      },
      async (request) => jobs.quoteCancellation(currentUser(request).id, request.params.id),
    );

    app.delete(
      '/clients/jobs/:id',
      {
        preHandler: jalu,
        schema: {
          tags,
          security,
          summary: 'Cancel my job while open or assigned (before proof); answers the money moved',
          description:
            'Optional JSON body `{ "reason": "…" }` (≤ 500). Open: everything back. Assigned: ' +
            'free (early, or the Yasa did not come) or late (LATE_CANCEL_PERCENT of the fee to ' +
            'the Yasa). After proof: 409, file a complaint instead.',
          params: jobParams,
          response: { 200: cancelledJobSchema, ...jobErrors },
        },
      },
      async (request) => {
        const { reason } = parseInput(cancelJobBodySchema, request.body ?? undefined);
        const applied = await jobs.cancel(currentUser(request).id, request.params.id, reason);
        return { message: SUCCESS_MESSAGES.jobCancelled, ...applied };
      },
    );

    app.delete(
      '/workers/jobs/:id',
      {
        preHandler: yasa,
        schema: {
          tags,
          security,
          summary: 'Back out of a job given to me, before proof; it opens again for the others',
          params: jobParams,
          response: { 200: messageResponseSchema, ...jobErrors },
        },
      },
      async (request) => {
        await jobs.backOut(currentUser(request).id, request.params.id);
        return { message: 'Kamu sudah mundur dari pekerjaan ini' };
      },
    );

    app.delete(
      '/workers/jobs/:id/application',
      {
        preHandler: yasa,
        schema: {
          tags,
          security,
          summary: 'Withdraw my pending application',
          params: jobParams,
          response: { 200: messageResponseSchema, ...jobErrors },
        },
      },
      async (request) => {
        await jobs.withdraw(currentUser(request).id, request.params.id);
        return { message: 'Lamaran berhasil ditarik' };
      },
    );

    app.get(
      '/workers/applications',
      {
        preHandler: yasa,
        schema: {
          tags,
          security,
          summary: "'Lamaran Saya': my applications, newest first, with where each stands",
          querystring: pageQuerySchema,
          response: { 200: applicationSchema.array(), ...jobErrors },
        },
      },
      async (request, reply) =>
        sendApplications(
          reply,
          await jobs.listApplications(currentUser(request).id, request.query),
        ),
    );

    app.get(
      '/workers/jobs/worker',
      {
        preHandler: yasa,
        schema: {
          tags,
          security,
          summary:
            'Open jobs, newest first; nearest first with near=lat,lng; earliest time first with sort=soonest',
          querystring: openListQuery,
          response: { 200: jobSchema.array(), ...jobErrors },
        },
      },
      async (request, reply) => {
        const page = await jobs.listOpen(request.query, currentUser(request).id);
        return page.distancesKm
          ? sendOpenJobsWithDistances(reply, page.jobs, page.distancesKm, page.kept)
          : sendOpenJobs(reply, page.jobs);
      },
    );

    app.get(
      '/workers/job',
      {
        preHandler: yasa,
        schema: {
          tags,
          security,
          summary: 'Jobs given to me and not finished yet',
          querystring: listQuery,
          response: { 200: jobSchema.array(), ...jobErrors },
        },
      },
      async (request, reply) =>
        sendAssigned(
          reply,
          await jobs.listAssignedToWorker(currentUser(request).id, request.query),
        ),
    );

    app.post(
      '/workers/jobs/:id',
      {
        preHandler: yasa,
        schema: {
          tags,
          security,
          summary: 'Apply for an open job',
          params: jobParams,
          response: { 201: messageResponseSchema, ...jobErrors },
        },
      },
      async (request, reply) => {
        await jobs.apply(currentUser(request).id, request.params.id);
        return reply.status(201).send({ message: SUCCESS_MESSAGES.applied });
      },
    );

    app.get(
      '/jobs/:id',
      {
        preHandler: app.guards.requireMember,
        schema: {
          tags,
          security,
          summary:
            "One job: for its Jalu, any Yasa while open, and the Yasa given it; a Yasa's near=lat,lng adds distanceKm",
          params: jobParams,
          querystring: detailQuery,
          response: { 200: jobSchema, ...jobErrors },
        },
      },
      async (request, reply) => {
        const { near } = request.query;
        const job = await jobs.detail(currentUser(request), request.params.id, near);
        // With a distance the answer is this request's own: no shared bytes to keep.
        return near ? reply.send(job) : sendJob(reply, job);
      },
    );
  };
}
