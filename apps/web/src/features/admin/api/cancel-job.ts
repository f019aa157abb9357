import { cancellationQuoteSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAdmin } from './keys';

export function cancelJob(input: { id: string; reason: string }) {
  return apiRequest(`/admin/jobs/${input.id}/cancel`, {
    method: 'POST',
    body: { reason: input.reason },
    schema: cancellationQuoteSchema,
  });
}

export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelJob,
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
