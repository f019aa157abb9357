import { auditEntrySchema, type AuditEntry } from '@bantuin/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';
import { pagedQuery } from './paged';

export function listAudit(
  page: { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<AuditEntry[]> {
  return apiRequest('/admin/audit', { query: page, schema: auditEntrySchema.array(), signal });
}

export function useAudit() {
  return useInfiniteQuery(pagedQuery(adminKeys.audit(), listAudit));
}
