import { adminVerificationSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAdmin } from './keys';

/** POST /admin/verifications/:id/reject with the reason the Yasa will read. */
export function rejectVerification(input: { id: string; reason: string }) {
  return apiRequest(`/admin/verifications/${input.id}/reject`, {
    method: 'POST',
    body: { reason: input.reason },
    schema: adminVerificationSchema,
  });
}

export function useRejectVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectVerification,
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
