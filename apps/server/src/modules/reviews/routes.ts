import {
  bestYasaSchema,
  errorResponseSchema,
  jobReviewSchema,
  pageQuerySchema,
  publicYasaProfileSchema,
  reviewSchema,
} from '@bantuin/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.js';
import { jobParams } from '../jobs/route-schemas.js';
import type { ReviewsService } from './service.js';

const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export function reviewsRoutes(reviews: ReviewsService): FastifyPluginAsyncZod {
  return async (app) => {
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
