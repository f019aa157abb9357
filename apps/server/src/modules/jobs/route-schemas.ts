import { errorResponseSchema } from '@bantuin/contract';
import { z } from 'zod';

/** OpenAPI pieces and params every job route shares. */
export const security = [{ bearerAuth: [] }];
export const tags = ['jobs'];
export const jobErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
export const jobParams = z.object({ id: z.uuid({ error: 'Id pekerjaan tidak valid' }) });
