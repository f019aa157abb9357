import { createdJobSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateJobLists } from './keys';
import type { AlsoOnSuccess } from '@/lib/mutation';
import { postKeyHeaders, type OrderFields } from './order-fields';

/**
 * POST /clients/jobs/belanja (JSON): a Nitip job; fee + admin fee (+ 'Batas belanja' with a
 * shopping list) are held from the wallet.
 */
export function createErrandOrder(fields: OrderFields): Promise<{ message: string; _id: string }> {
  const { title, fee, description, address, addressNotes, coordinates, scheduledAt } = fields;
  const { items, shoppingCap } = fields;
  return apiRequest('/clients/jobs/belanja', {
    method: 'POST',
    headers: postKeyHeaders(fields.postKey),
    body: {
      title,
      fee,
      description,
      address,
      addressNotes,
      coordinates,
      scheduledAt,
      ...(items?.length ? { items, shoppingCap } : {}),
    },
    schema: createdJobSchema,
  });
}

/** `onSuccess`: the page refreshes what else changed (the fee left the wallet). */
export function useCreateErrandOrder({ onSuccess }: AlsoOnSuccess = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createErrandOrder,
    onSuccess: () => Promise.all([invalidateJobLists(queryClient), onSuccess?.()]),
  });
}
