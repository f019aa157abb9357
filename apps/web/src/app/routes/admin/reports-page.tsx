import {
  REPORT_REASON_LABELS,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  type AdminReport,
  type ReportStatus,
} from '@bantuin/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useReports } from '@/features/admin/api/list-reports';
import { useSuspendUser } from '@/features/admin/api/suspend-user';
import { useUpdateReport } from '@/features/admin/api/update-report';
import { formatDateTime } from '@/features/admin/components/labels';
import { ReasonDialog } from '@/features/admin/components/reason-dialog';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSearchParam } from '@/lib/use-search-param';
import { PagedTable } from './paged-table';

const TARGET_LABELS = { user: 'Pengguna', job: 'Pekerjaan', message: 'Pesan' } as const;

/** One report's handling: status, note, and a suspension of the reported person. */
function Handling({ report }: { report: AdminReport }) {
  const [note, setNote] = useState(report.note ?? '');
  const [suspending, setSuspending] = useState(false);
  const update = useUpdateReport();
  const suspend = useSuspendUser();
  const save = (status: ReportStatus) =>
    update.mutate(
      { id: report._id, status, note: note.trim() },
      { onSuccess: () => notifySuccess('Laporan disimpan'), onError: notifyError },
    );
  return (
    <div className="flex flex-col gap-2 sm:min-w-64">
      <textarea
        className="textarea textarea-sm w-full"
        aria-label={`Catatan laporan ${report._id.slice(0, 8)}`}
        placeholder="Catatan petugas"
        value={note}
        maxLength={2000}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-1">
        {REPORT_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className={`btn btn-xs ${report.status === status ? 'btn-primary' : ''}`}
            disabled={update.isPending}
            onClick={() => save(status)}
          >
            {REPORT_STATUS_LABELS[status]}
          </button>
        ))}
        {!report.reported.suspended && (
          <button
            type="button"
            className="btn btn-xs btn-error"
            onClick={() => setSuspending(true)}
          >
            Tangguhkan
          </button>
        )}
      </div>
      <ReasonDialog
        open={suspending}
        title={`Tangguhkan ${report.reported.name ?? report.reported.email}?`}
        description="Akunnya tidak bisa masuk, sesinya berakhir, dan pekerjaannya yang terbuka dihentikan."
        confirmLabel="Tangguhkan"
        requireReason
        pending={suspend.isPending}
        onClose={() => setSuspending(false)}
        onConfirm={(reason) =>
          suspend.mutate(
            { id: report.reported._id, reason },
            {
              onSuccess: () => {
                setSuspending(false);
                notifySuccess('Pengguna ditangguhkan');
              },
              onError: notifyError,
            },
          )
        }
      />
    </div>
  );
}

/** Laporan: reports of people, jobs and chat messages, newest first. */
export function AdminReportsPage() {
  const [status, setStatus] = useSearchParam('status', 'open');
  const reports = useReports({ status: status || undefined });
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Laporan</h1>
      <select
        className="select w-48"
        aria-label="Status laporan"
        value={status}
        onChange={(e) => setStatus(e.target.value)}
      >
        <option value="open">Baru</option>
        <option value="reviewing">Diperiksa</option>
        <option value="closed">Selesai</option>
        <option value="">Semua</option>
      </select>
      <PagedTable
        query={reports}
        empty="Tidak ada laporan"
        head={
          <tr>
            <th>Dilaporkan</th>
            <th>Pelapor</th>
            <th>Tentang</th>
            <th>Alasan dan cerita</th>
            <th>Masuk</th>
            <th>Tindakan</th>
          </tr>
        }
        row={(report) => (
          <tr key={report._id}>
            <td data-label="Dilaporkan">
              <Link className="link" to={paths.admin.user(report.reported._id)}>
                {report.reported.name ?? report.reported.email}
              </Link>
              {report.reported.suspended && (
                <span className="badge badge-error badge-sm ms-1">Ditangguhkan</span>
              )}
            </td>
            <td data-label="Pelapor">
              <Link className="link" to={paths.admin.user(report.reporter._id)}>
                {report.reporter.name ?? report.reporter.email}
              </Link>
            </td>
            <td data-label="Tentang">
              {TARGET_LABELS[report.targetType]}
              {report.jobId && (
                <>
                  {' · '}
                  <Link className="link" to={paths.admin.job(report.jobId)}>
                    pekerjaan dan obrolan
                  </Link>
                </>
              )}
              {report.messageText && <p className="text-xs italic">“{report.messageText}”</p>}
            </td>
            <td data-label="Alasan dan cerita">
              <p className="font-semibold">{REPORT_REASON_LABELS[report.reason]}</p>
              <p className="text-sm whitespace-pre-line">{report.text}</p>
            </td>
            <td data-label="Masuk">{formatDateTime(report.createdAt)}</td>
            <td data-label="Tindakan">
              <Handling report={report} />
            </td>
          </tr>
        )}
      />
    </section>
  );
}
