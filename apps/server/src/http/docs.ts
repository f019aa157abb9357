import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { requiresSignIn } from './auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A multipart route's body as the API docs show it (`photoForm(…).openapi`): its stream is
     * read by the handler, so no body schema validates it.
     */
    multipartBody?: Record<string, unknown>;
  }
}

/** The answer every route may give: a control character in the path or query (input-guard). */
const badInput = {
  description: 'Bad input: `{ message, code }`',
  type: 'object',
  properties: { message: { type: 'string' }, code: { type: 'string' } },
  required: ['message', 'code'],
};

/**
 * `GET /clients/jobs/:id/workers` → `getClientsJobsByIdWorkers`: one id per method and path,
 * unless the route names its own.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{](\w+)\}?$/.exec(segment)?.[1];
      return param ? ['by', param] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))]
    .join('')
    .replace(/^(\w)/, (first) => first.toLowerCase());
}

/** OpenAPI generated from the routes' zod schemas; Swagger UI at /docs. */
export async function registerDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Bantuin API',
        description: 'Marketplace for household jobs: Jalu (clients) and Yasa (workers).',
        version: '0.1.0',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // What every operation says the same way: its id, whether it wants a token (from its
    // guards unless it says, so a public route says `security: []`), the 400 any route can
    // give, and the multipart body of a photo route.
    transform(input) {
      const transformed = jsonSchemaTransform(input) as {
        schema?: FastifySchema & { operationId?: string; response?: Record<string, unknown> };
        url: string;
      };
      const { schema, url } = transformed;
      // A hidden route, or one without a schema, is left as it is.
      if (!schema || schema.hide) return transformed as { schema: FastifySchema; url: string };
      const method = [input.route.method].flat()[0]!;
      const responses = schema.response ?? {};
      const multipartBody = input.route.config?.multipartBody;
      return {
        url,
        schema: {
          ...schema,
          operationId: schema.operationId ?? operationIdOf(method, input.url),
          // Scope-wide guards (the admin area's) are not on the route: those routes say so.
          security:
            schema.security ?? (requiresSignIn(input.route.preHandler) ? [{ bearerAuth: [] }] : []),
          response: Object.keys(responses).some((status) => status.startsWith('4'))
            ? responses
            : { ...responses, 400: badInput },
          ...(multipartBody && { body: multipartBody }),
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
