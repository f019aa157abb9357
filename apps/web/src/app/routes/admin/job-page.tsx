import { formatIDR } from '@bantuin/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageByIdStates, useRouteId } from '@/components/ui/route-id';
import { useCancelJob } from '@/features/admin/api/cancel-job';
import { useAdminJob } from '@/features/admin/api/get-job';
import { formatDateTime, JOB_STATE_LABELS } from '@/features/admin/components/labels';
import { ReasonDialog } from '@/features/admin/components/reason-dialog';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { adminNotFound, adminSkeleton } from './states';

/** A job: both people, its state history, its ledger lines, and 'Batalkan' while it may be. */
export function AdminJobPage() {
  const id = useRouteId();
  const job = useAdminJob(id);
  const cancel = useCancelJob();
  const [confirming, setConfirming] = useState(false);
  return (
    <PageByIdStates
      id={id}
      query={job}
      notFound={adminNotFound('Pekerjaan tidak ditemukan', paths.admin.jobs)}
      skeleton={adminSkeleton}
      errorTitle="Pekerjaan gagal dimuat"
    >
      {(detail) => (
        <section className="flex flex-col gap-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h1 className="text-2xl font-bold">{detail.title}</h1>
              <p className="text-sm">
                {JOB_STATE_LABELS[detail.state]} · biaya {formatIDR(detail.fee)} + admin{' '}
                {formatIDR(detail.adminFee)} · {detail.address}
              </p>
            </div>
            {detail.actions.includes('cancel') && (
              <button
                type="button"
                className="btn btn-outline btn-error btn-sm"
                onClick={() => setConfirming(true)}
              >
                Batalkan pekerjaan
              </button>
            )}
          </div>
          <ReasonDialog
            open={confirming}
            title="Batalkan pekerjaan ini?"
            description="Uangnya dikembalikan seperti pembatalan oleh Jalu saat ini: bila sudah dekat waktunya, Yasa menerima kompensasi."
            confirmLabel="Batalkan pekerjaan"
            requireReason
            pending={cancel.isPending}
            onClose={() => setConfirming(false)}
            onConfirm={(reason) =>
              cancel.mutate(
                { id: detail._id, reason },
                {
                  onSuccess: (quote) => {
                    setConfirming(false);
                    notifySuccess(
                      `Pekerjaan dibatalkan: ${formatIDR(quote.refund)} kembali ke Jalu` +
                        (quote.compensation > 0
                          ? `, ${formatIDR(quote.compensation)} untuk Yasa`
                          : ''),
                    );
                  },
                  onError: notifyError,
                },
              )
            }
          />
          <div className="grid gap-3 md:grid-cols-2">
            <div className="rounded-box bg-base-100 p-4">
              <h2 className="font-semibold">Jalu</h2>
              <Link className="link" to={paths.admin.user(detail.client._id)}>
                {detail.client.name ?? detail.client.email}
              </Link>
            </div>
            <div className="rounded-box bg-base-100 p-4">
              <h2 className="font-semibold">Yasa</h2>
              {detail.worker ? (
                <Link className="link" to={paths.admin.user(detail.worker._id)}>
                  {detail.worker.name ?? detail.worker.email}
                </Link>
              ) : (
                '—'
              )}
            </div>
          </div>
          <div className="rounded-box bg-base-100 p-4">
            <h2 className="mb-2 font-semibold">Riwayat status</h2>
            <ol className="flex flex-col gap-1">
              {detail.history.map((change) => (
                <li key={`${change.at}-${change.toState}`}>
                  {formatDateTime(change.at)}:{' '}
                  {change.fromState ? `${JOB_STATE_LABELS[change.fromState]} → ` : 'Dibuat: '}
                  {JOB_STATE_LABELS[change.toState]}
                </li>
              ))}
            </ol>
          </div>
          <div className="overflow-x-auto rounded-box bg-base-100 p-4">
            <h2 className="mb-2 font-semibold">Baris buku besar</h2>
            <table className="table table-stack">
              <thead>
                <tr>
                  <th>Waktu</th>
                  <th>Jenis</th>
                  <th>Dari</th>
                  <th>Ke</th>
                  <th>Nominal</th>
                </tr>
              </thead>
              <tbody>
                {detail.ledger.map((line) => (
                  <tr key={line._id}>
                    <td data-label="Waktu">{formatDateTime(line.createdAt)}</td>
                    <td data-label="Jenis">{line.kind}</td>
                    <td data-label="Dari">{line.from.kind}</td>
                    <td data-label="Ke">{line.to.kind}</td>
                    <td data-label="Nominal">{formatIDR(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </PageByIdStates>
  );
}
