import { adminVerificationSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAdmin } from './keys';

/** POST /admin/verifications/:id/approve: the Yasa becomes 'Terverifikasi'. */
export function approveVerification(input: { id: string }) {
  return apiRequest(`/admin/verifications/${input.id}/approve`, {
    method: 'POST',
    schema: adminVerificationSchema,
  });
}

export function useApproveVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveVerification,
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
