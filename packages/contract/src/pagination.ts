import { z } from 'zod';

export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 100;

/** `?limit=&cursor=` of every list; the cursor is the `_id` of the last item already shown. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit harus berupa angka' })
    .int('limit harus bilangan bulat')
    .min(1, 'limit minimal 1')
    .max(PAGE_LIMIT_MAX, `limit maksimal ${PAGE_LIMIT_MAX}`)
    .default(PAGE_LIMIT_DEFAULT),
  cursor: z.uuid({ error: 'cursor tidak valid' }).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
