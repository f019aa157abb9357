import { createdJobSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateJobLists } from './keys';
import type { AlsoOnSuccess } from '@/lib/mutation';
import { postKeyHeaders, type OrderFields } from './order-fields';

export type CleaningOrderInput = OrderFields & { photos: File[] };

/** The multipart body: text fields, coordinates and tasks as JSON text, each photo under `image`. */
export function cleaningOrderFormData({ photos, ...fields }: CleaningOrderInput): FormData {
  const form = new FormData();
  form.set('title', fields.title);
  if (fields.fee !== undefined) form.set('fee', String(fields.fee));
  form.set('description', fields.description);
  form.set('address', fields.address);
  form.set('addressNotes', fields.addressNotes);
  form.set('coordinates', JSON.stringify(fields.coordinates));
  form.set('scheduledAt', fields.scheduledAt);
  // JSON text of names, as `coordinates` is; without a list the proof stays free.
  if (fields.tasks?.length) form.set('tasks', JSON.stringify(fields.tasks));
  for (const photo of photos) form.append('image', photo, photo.name);
  return form;
}

/** POST /clients/jobs/bersih (multipart): a Bebersih job with 1–5 room photos. */
export function createCleaningOrder(
  input: CleaningOrderInput,
): Promise<{ message: string; _id: string }> {
  return apiRequest('/clients/jobs/bersih', {
    method: 'POST',
    headers: postKeyHeaders(input.postKey),
    body: cleaningOrderFormData(input),
    schema: createdJobSchema,
  });
}

/** `onSuccess`: the page refreshes what else changed (the fee left the wallet). */
export function useCreateCleaningOrder({ onSuccess }: AlsoOnSuccess = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCleaningOrder,
    onSuccess: () => Promise.all([invalidateJobLists(queryClient), onSuccess?.()]),
  });
}
