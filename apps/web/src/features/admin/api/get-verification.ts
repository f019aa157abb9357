import { adminVerificationDetailSchema, type AdminVerificationDetail } from '@bantuin/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /admin/verifications/:id: the NIK and image URLs signed for 5 minutes. */
export function getAdminVerification(
  id: string,
  signal?: AbortSignal,
): Promise<AdminVerificationDetail> {
  return apiRequest(`/admin/verifications/${id}`, {
    schema: adminVerificationDetailSchema,
    signal,
  });
}

export function useAdminVerification(id: string | null) {
  return useQuery({
    queryKey: adminKeys.verification(id ?? ''),
    queryFn: ({ signal }) => getAdminVerification(id!, signal),
    enabled: id !== null,
    // The image URLs expire after 5 minutes: fetch fresh ones before that.
    refetchInterval: 4 * 60_000,
    staleTime: 0,
  });
}
