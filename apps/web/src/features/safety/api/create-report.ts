import { reportSchema, type CreateReportBody, type Report } from '@bantuin/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /reports: 'Laporkan' a person, a job or a chat message. */
export function createReport(body: CreateReportBody): Promise<Report> {
  return apiRequest('/reports', { method: 'POST', body, schema: reportSchema });
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
