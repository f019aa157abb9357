import {
  bestYasaSchema,
  clientReviewBodySchema,
  clientReviewSchema,
  errorResponseSchema,
  publicJaluProfileSchema,
  jobReviewSchema,
  pageQuerySchema,
  publicYasaProfileSchema,
  reviewSchema,
} from '@bantuin/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.js';
import { jobParams } from '../jobs/route-schemas.js';
import type { ClientReviewsService } from './client-reviews.js';
import type { ReviewsService } from './service.js';

const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export function reviewsRoutes(
  reviews: ReviewsService,
  clientReviews: ClientReviewsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/workers/jobs/:id/review',
      {
        preHandler: app.guards.requireRole('yasa'),
        schema: {
          tags: ['reviews'],
          security,
          summary:
            'The Yasa rates the Jalu of a done job (1–5, optional text); shown once both rated or 14 days on',
          params: jobParams,
          body: clientReviewBodySchema,
          response: {
            201: z.object({ message: z.string() }),
            404: errorResponseSchema,
            409: errorResponseSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        await clientReviews.rate(currentUser(request).id, request.params.id, request.body);
        return reply.code(201).send({ message: 'Terima kasih, rating Jalu tersimpan' });
      },
    );

    app.get(
      '/clients/profile/reviews',
      {
        preHandler: app.guards.requireRole('jalu'),
        schema: {
          tags: ['reviews'],
          security,
          summary: "Yasa's ratings of the signed-in Jalu, revealed ones only, newest first",
          querystring: pageQuerySchema,
          response: { 200: clientReviewSchema.array(), ...errors },
        },
      },
      async (request) => clientReviews.listForClient(currentUser(request).id, request.query),
    );

    app.get(
      '/workers/jalu/:id',
      {
        preHandler: app.guards.requireRole('yasa'),
        schema: {
          tags: ['reviews'],
          security,
          summary: 'A Jalu as a Yasa sees them: rating (revealed ratings) and finished jobs',
          params: z.object({ id: z.uuid({ error: 'ID Jalu tidak valid' }) }),
          response: { 200: publicJaluProfileSchema, 404: errorResponseSchema, ...errors },
        },
      },
      async (request) => clientReviews.jaluProfile(request.params.id),
    );

    app.get(
      '/workers/profile/reviews',
      {
        preHandler: app.guards.requireRole('yasa'),
        schema: {
          tags: ['reviews'],
          security,
          summary: 'Reviews of the signed-in Yasa, newest first',
          querystring: pageQuerySchema,
          response: { 200: reviewSchema.array(), ...errors },
        },
      },
      async (request) => reviews.listForWorker(currentUser(request).id, request.query),
    );

    app.get(
      '/clients/best-yasa',
      {
        preHandler: app.guards.requireRole('jalu'),
        schema: {
          tags: ['reviews'],
          security,
          summary: 'At most 5 reviewed Yasa, by rating then jobs done',
          response: { 200: bestYasaSchema.array(), ...errors },
        },
      },
      async () => reviews.bestYasa(),
    );

    const yasaParams = z.object({ id: z.uuid({ error: 'ID Yasa tidak valid' }) });

    app.get(
      '/clients/yasa/:id',
      {
        preHandler: app.guards.requireRole('jalu'),
        schema: {
          tags: ['reviews'],
          security,
          summary:
            "A Yasa's public profile for a Jalu choosing one: picture, bio, rating, jobs done, back-outs, member since",
          params: yasaParams,
          response: { 200: publicYasaProfileSchema, 404: errorResponseSchema, ...errors },
        },
      },
      async (request) => reviews.yasaProfile(request.params.id),
    );

    app.get(
      '/clients/yasa/:id/reviews',
      {
        preHandler: app.guards.requireRole('jalu'),
        schema: {
          tags: ['reviews'],
          security,
          summary: "A Yasa's reviews for a Jalu choosing one, newest first",
          params: yasaParams,
          querystring: pageQuerySchema,
          response: { 200: reviewSchema.array(), 404: errorResponseSchema, ...errors },
        },
      },
      async (request) => reviews.listForYasaProfile(request.params.id, request.query),
    );

    app.get(
      '/jobs/:id/review',
      {
        preHandler: app.guards.requireMember,
        schema: {
          tags: ['reviews'],
          security,
          summary: "The Jalu's review of a job, for its Jalu and its Yasa; null until given",
          params: jobParams,
          response: { 200: jobReviewSchema, 404: errorResponseSchema, ...errors },
        },
      },
      async (request) => reviews.forJob(currentUser(request).id, request.params.id),
    );
  };
}
