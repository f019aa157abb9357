import { dataExportStatusSchema, type DataExportStatusAnswer } from '@bantuin/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { privacyKeys } from './keys';

export function getDataExport(): Promise<DataExportStatusAnswer> {
  return apiRequest('/profile/export', { schema: dataExportStatusSchema });
}

/** The latest export; asked again every few seconds while it is being prepared. */
export function useDataExport() {
  return useQuery({
    queryKey: privacyKeys.dataExport(),
    queryFn: getDataExport,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
  });
}
