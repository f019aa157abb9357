import { messageResponseSchema, type ItemUpdateBody } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateJob } from './keys';

export type ItemUpdate = ItemUpdateBody & { itemId: string };

/** PATCH /workers/jobs/:id/items/:itemId: the Yasa ticks an item (bought / replaced / unavailable). */
export function updateItem(jobId: string, { itemId, ...body }: ItemUpdate) {
  return apiRequest(
    `/workers/jobs/${encodeURIComponent(jobId)}/items/${encodeURIComponent(itemId)}`,
    { method: 'PATCH', body, schema: messageResponseSchema },
  );
}

export function useUpdateItem(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ItemUpdate) => updateItem(jobId, update),
    onSettled: () => invalidateJob(queryClient, jobId),
  });
}
