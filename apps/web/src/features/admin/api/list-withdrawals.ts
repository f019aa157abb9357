import { adminWithdrawalSchema, type AdminWithdrawal } from '@bantuin/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';
import { definedOnly, pagedQuery } from './paged';

export type WithdrawalsFilters = { status?: string };

export function listWithdrawals(
  filters: WithdrawalsFilters,
  page: { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<AdminWithdrawal[]> {
  return apiRequest('/admin/withdrawals', {
    query: { ...definedOnly(filters), ...page },
    schema: adminWithdrawalSchema.array(),
    signal,
  });
}

export function useWithdrawals(filters: WithdrawalsFilters) {
  return useInfiniteQuery(
    pagedQuery(adminKeys.withdrawals(filters), (page, signal) =>
      listWithdrawals(filters, page, signal),
    ),
  );
}
