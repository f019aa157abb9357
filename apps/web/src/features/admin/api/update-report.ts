import { adminReportSchema, type ReportStatus } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAdmin } from './keys';

/** PATCH /admin/reports/:id: status and the operators' note (audit-logged). */
export function updateReport(input: { id: string; status?: ReportStatus; note?: string }) {
  return apiRequest(`/admin/reports/${input.id}`, {
    method: 'PATCH',
    body: { status: input.status, note: input.note },
    schema: adminReportSchema,
  });
}

export function useUpdateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReport,
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
