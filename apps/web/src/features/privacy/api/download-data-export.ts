import { dataExportDocumentSchema } from '@bantuin/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The file of a ready export. The link needs the owner's token too, so it is fetched here and
 * handed to the browser as a download (a plain link could not carry the token).
 */
export async function downloadDataExport(downloadUrl: string): Promise<void> {
  const document_ = await apiRequest(downloadUrl, { schema: dataExportDocumentSchema });
  const blob = new Blob([JSON.stringify(document_, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `bantuin-data-saya-${document_.generatedAt.slice(0, 10)}.json`;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // After the browser took it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadDataExport() {
  return useMutation({ mutationFn: downloadDataExport });
}
