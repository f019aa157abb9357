import { formatIDR } from '@bantuin/contract';
import { Link } from 'react-router';
import { useWithdrawals } from '@/features/admin/api/list-withdrawals';
import { useRetryWithdrawal } from '@/features/admin/api/retry-withdrawal';
import { formatDateTime, WITHDRAWAL_STATUS_LABELS } from '@/features/admin/components/labels';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSearchParam } from '@/lib/use-search-param';
import { PagedTable } from './paged-table';

/** Penarikan: every payout; a failed one whose money came back can be sent again. */
export function AdminWithdrawalsPage() {
  const [status, setStatus] = useSearchParam('status');
  const withdrawals = useWithdrawals({ status: status || undefined });
  const retry = useRetryWithdrawal();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Penarikan</h1>
      <select
        className="select w-48"
        aria-label="Status penarikan"
        value={status}
        onChange={(e) => setStatus(e.target.value)}
      >
        <option value="">Semua status</option>
        <option value="processing">Diproses</option>
        <option value="completed">Berhasil</option>
        <option value="failed">Gagal</option>
      </select>
      <PagedTable
        query={withdrawals}
        empty="Tidak ada penarikan"
        head={
          <tr>
            <th>Pengguna</th>
            <th>Nominal</th>
            <th>Tujuan</th>
            <th>Status</th>
            <th>Dibuat</th>
            <th />
          </tr>
        }
        row={(w) => (
          <tr key={w._id}>
            <td data-label="Pengguna">
              <Link className="link" to={paths.admin.user(w.user._id)}>
                {w.user.name ?? w.user.email}
              </Link>
            </td>
            <td data-label="Nominal">
              {formatIDR(w.amount)} <span className="text-xs">(biaya {formatIDR(w.fee)})</span>
            </td>
            <td data-label="Tujuan">
              {w.channel.toUpperCase()} {w.accountNumber} a.n. {w.accountName}
            </td>
            <td data-label="Status">
              {WITHDRAWAL_STATUS_LABELS[w.status]}
              {w.failureReason && <div className="text-xs">{w.failureReason}</div>}
            </td>
            <td data-label="Dibuat">{formatDateTime(w.createdAt)}</td>
            <td>
              {w.status === 'failed' && !w.retriedAs && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={retry.isPending}
                  onClick={() =>
                    retry.mutate(
                      { id: w._id },
                      {
                        onSuccess: () => notifySuccess('Penarikan dikirim ulang'),
                        onError: notifyError,
                      },
                    )
                  }
                >
                  Coba lagi
                </button>
              )}
              {w.retriedAs && <span className="text-xs">Sudah dicoba lagi</span>}
            </td>
          </tr>
        )}
      />
    </section>
  );
}
