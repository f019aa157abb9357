import { adminVerificationSchema, type AdminVerification } from '@bantuin/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';
import { pagedQuery } from './paged';

export type VerificationsFilters = { status: 'menunggu' | 'terverifikasi' | 'ditolak' };

/** GET /admin/verifications: the waiting queue oldest first, decided ones newest first. */
export function listVerifications(
  filters: VerificationsFilters,
  page: { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<AdminVerification[]> {
  return apiRequest('/admin/verifications', {
    query: { ...filters, ...page },
    schema: adminVerificationSchema.array(),
    signal,
  });
}

export function useVerifications(filters: VerificationsFilters) {
  return useInfiniteQuery(
    pagedQuery(adminKeys.verifications(filters), (page, signal) =>
      listVerifications(filters, page, signal),
    ),
  );
}
