import { useState } from 'react';
import { LoadError } from '@/components/page-states';
import { toast } from '@/lib/toast';
import { useDeliveries, useRetryDelivery } from '../api/deliveries';

const CHANNEL_LABELS = { in_app: 'Aplikasi', push: 'Push', email: 'Email', whatsapp: 'WhatsApp' };
const STATUS_LABELS = {
  pending: 'Menunggu',
  sending: 'Dikirim',
  sent: 'Terkirim',
  failed: 'Gagal',
  skipped: 'Dilewati',
};

/** Operators: a person's notification deliveries (loaded when opened), and 'Kirim ulang'. */
export function DeliveryLog({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const deliveries = useDeliveries(userId, open);
  const retry = useRetryDelivery(userId);
  if (!open) {
    return (
      <button
        type="button"
        className="btn btn-outline btn-sm self-start"
        onClick={() => setOpen(true)}
      >
        Lihat pengiriman notifikasi
      </button>
    );
  }
  if (deliveries.isPending) return <div className="skeleton h-24 w-full" />;
  if (deliveries.isError) {
    return <LoadError title="Pengiriman gagal dimuat" onRetry={() => void deliveries.refetch()} />;
  }
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table table-sm" aria-label="Pengiriman notifikasi">
        <thead>
          <tr>
            <th>Jenis</th>
            <th>Saluran</th>
            <th>Status</th>
            <th>Percobaan</th>
            <th>Galat terakhir</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {deliveries.data.items.map((delivery) => (
            <tr key={delivery._id}>
              <td>{delivery.kind}</td>
              <td>{CHANNEL_LABELS[delivery.channel]}</td>
              <td>{STATUS_LABELS[delivery.status]}</td>
              <td>{delivery.attempts}</td>
              <td className="max-w-xs truncate">{delivery.lastError ?? '—'}</td>
              <td>
                {delivery.status === 'failed' && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    disabled={retry.isPending}
                    onClick={() =>
                      retry.mutate(delivery._id, {
                        onSuccess: () => toast.success('Pengiriman dijadwalkan ulang'),
                        onError: (error) => toast.error(error.message),
                      })
                    }
                  >
                    Kirim ulang
                  </button>
                )}
              </td>
            </tr>
          ))}
          {deliveries.data.items.length === 0 && (
            <tr>
              <td colSpan={6}>Belum ada notifikasi untuk orang ini</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
