import type { QueryClient } from '@tanstack/react-query';

/** Every cached answer of the operators' console, under one prefix. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: (period: { from?: string; to?: string }) =>
    [...adminKeys.all, 'overview', period] as const,
  users: (filters: object) => [...adminKeys.all, 'users', filters] as const,
  user: (id: string) => [...adminKeys.all, 'user', id] as const,
  jobs: (filters: object) => [...adminKeys.all, 'jobs', filters] as const,
  job: (id: string) => [...adminKeys.all, 'job', id] as const,
  disputes: (filters: object) => [...adminKeys.all, 'disputes', filters] as const,
  dispute: (id: string) => [...adminKeys.all, 'dispute', id] as const,
  withdrawals: (filters: object) => [...adminKeys.all, 'withdrawals', filters] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  verifications: (filters: object) => [...adminKeys.all, 'verifications', filters] as const,
  verification: (id: string) => [...adminKeys.all, 'verification', id] as const,
  reports: (filters: object) => [...adminKeys.all, 'reports', filters] as const,
  tickets: (filters: object) => [...adminKeys.all, 'tickets', filters] as const,
};

/** An operator changed something: every console list and figure may be stale. */
export function invalidateAdmin(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: adminKeys.all });
}
