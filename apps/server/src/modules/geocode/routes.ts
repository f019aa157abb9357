import {
  errorResponseSchema,
  geocodeSearchQuerySchema,
  geocodeSearchSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeSchema,
} from '@bantuin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.js';
import type { GeocodeService } from './service.js';

export function geocodeRoutes(
  geocode: GeocodeService,
  rateLimitMax: number,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/geocode/reverse',
      {
        onRequest: app.rateLimit({ max: rateLimitMax, timeWindow: '1 minute' }),
        preHandler: app.guards.authenticate,
        schema: {
          tags: ['geocode'],
          security: [{ bearerAuth: [] }],
          summary: 'The address at a point (through the configured geocoder, cached)',
          querystring: reverseGeocodeQuerySchema,
          response: {
            200: reverseGeocodeSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
            429: errorResponseSchema,
            502: errorResponseSchema,
            503: errorResponseSchema,
          },
        },
      },
      async (request) => geocode.reverse(request.query, currentUser(request).id),
    );

    app.get(
      '/geocode/search',
      {
        onRequest: app.rateLimit({ max: rateLimitMax, timeWindow: '1 minute' }),
        preHandler: app.guards.authenticate,
        schema: {
          tags: ['geocode'],
          security: [{ bearerAuth: [] }],
          summary:
            'Up to five places for a typed address (same geocoder, cache and line as reverse)',
          querystring: geocodeSearchQuerySchema,
          response: {
            200: geocodeSearchSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            429: errorResponseSchema,
            502: errorResponseSchema,
            503: errorResponseSchema,
          },
        },
      },
      async (request) => geocode.search(request.query.q, currentUser(request).id),
    );
  };
}
