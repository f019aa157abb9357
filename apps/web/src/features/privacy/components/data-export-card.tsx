import { formatScheduledAt } from '@bantuin/contract';
import { Card } from '@/components/ui/card';
import { errorMessageOf } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDataExport } from '../api/get-data-export';
import { useDownloadDataExport } from '../api/download-data-export';
import { useRequestDataExport } from '../api/request-data-export';

/** 'Unduh data saya': ask for a copy, wait while it is prepared, download it within 24 hours. */
export function DataExportCard() {
  const status = useDataExport();
  const request = useRequestDataExport();
  const download = useDownloadDataExport();
  const current = status.data;
  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => notifySuccess('Permintaan diterima. Kami kabari saat datanya siap.'),
      onError: notifyError,
    });

  return (
    <Card size="lg" title="Unduh data saya">
      <p className="text-base-content/80 text-sm">
        Salinan semua data tentang kamu di Bantuin (profil, pesanan, lamaran, chat, ulasan, saldo,
        penarikan, notifikasi) dalam satu file JSON. Disiapkan di latar belakang; tautannya berlaku
        24 jam, dan permintaan bisa dibuat sekali sehari.
      </p>
      <div className="mt-4 flex flex-col gap-3" aria-live="polite">
        {status.isError && (
          <p role="alert" className="text-error text-sm">
            {errorMessageOf(status.error)}
          </p>
        )}
        {current?.status === 'pending' && (
          <p className="flex items-center gap-2 text-sm">
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            Datamu sedang disiapkan…
          </p>
        )}
        {current?.status === 'ready' && current.downloadUrl && (
          <div className="flex flex-col gap-2">
            <p className="text-sm">
              Datamu siap. Tautan berlaku sampai{' '}
              {current.expiresAt && formatScheduledAt(current.expiresAt)}.
            </p>
            <button
              type="button"
              className="btn btn-primary self-start"
              disabled={download.isPending}
              aria-busy={download.isPending}
              onClick={() => download.mutate(current.downloadUrl!, { onError: notifyError })}
            >
              Unduh file data (JSON)
            </button>
          </div>
        )}
        {current?.status === 'expired' && (
          <p className="text-sm">Tautan unduhan terakhir sudah tidak berlaku.</p>
        )}
        {current?.status === 'failed' && (
          <p className="text-error text-sm">Data gagal disiapkan. Silakan minta lagi.</p>
        )}
        {current && current.status !== 'pending' && (
          <div className="flex flex-col gap-1">
            <button
              type="button"
              className="btn btn-outline self-start"
              disabled={request.isPending || current.nextRequestAt !== null}
              aria-busy={request.isPending}
              onClick={ask}
            >
              {request.isPending && (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              )}
              Minta salinan data
            </button>
            {current.nextRequestAt && (
              <p className="text-base-content/70 text-xs">
                Permintaan berikutnya bisa dibuat {formatScheduledAt(current.nextRequestAt)}.
              </p>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
