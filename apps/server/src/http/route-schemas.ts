import { errorResponseSchema } from '@bantuin/contract';
import { z } from 'zod';

// What the routes behind a bearer token declare alike (OpenAPI security, their 4xx answers, an
// id in the path), so each module's routes say only what is their own.

/** The OpenAPI security of a route that needs the bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** The `{ message, code }` answers a signed-in route may give: bad input, no token, wrong role or
 * account, not found (or not yours), conflict. */
export const signedInErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** `{ id }` in the path: a UUID, refused with `message` (e.g. 'Id tiket tidak valid'). */
export const idParams = (message: string) => z.object({ id: z.uuid({ error: message }) });
