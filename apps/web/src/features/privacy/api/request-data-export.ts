import { dataExportStatusSchema, type DataExportStatusAnswer } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { privacyKeys } from './keys';

export function requestDataExport(): Promise<DataExportStatusAnswer> {
  return apiRequest('/profile/export', { method: 'POST', schema: dataExportStatusSchema });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (status) => queryClient.setQueryData(privacyKeys.dataExport(), status),
  });
}
