import { VERIFICATION_STATUS_LABELS } from '@bantuin/contract';
import { Link } from 'react-router';
import {
  useVerifications,
  type VerificationsFilters,
} from '@/features/admin/api/list-verifications';
import { formatDateTime } from '@/features/admin/components/labels';
import { paths } from '@/lib/paths';
import { useSearchParam } from '@/lib/use-search-param';
import { PagedTable } from './paged-table';

const STATUSES: readonly string[] = ['menunggu', 'terverifikasi', 'ditolak'];

/** An address typed by hand falls back to the waiting ones. */
function statusOf(value: string): VerificationsFilters['status'] {
  return STATUSES.includes(value) ? (value as VerificationsFilters['status']) : 'menunggu';
}

/** Verifikasi: identity checks waiting, oldest first (first come, first served). */
export function AdminVerificationsPage() {
  const [rawStatus, setStatus] = useSearchParam('status', 'menunggu');
  const status = statusOf(rawStatus);
  const verifications = useVerifications({ status });
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Verifikasi</h1>
      <select
        className="select w-48"
        aria-label="Status verifikasi"
        value={status}
        onChange={(e) => setStatus(e.target.value)}
      >
        <option value="menunggu">Menunggu (terlama dulu)</option>
        <option value="terverifikasi">Disetujui</option>
        <option value="ditolak">Ditolak</option>
      </select>
      <PagedTable
        query={verifications}
        empty="Tidak ada pengajuan verifikasi"
        head={
          <tr>
            <th>Yasa</th>
            <th>NIK</th>
            <th>Dikirim</th>
            <th>Status</th>
          </tr>
        }
        row={(verification) => (
          <tr key={verification._id}>
            <td data-label="Yasa">
              <Link className="link" to={paths.admin.verification(verification._id)}>
                {verification.user.name ?? verification.user.email}
              </Link>
            </td>
            <td data-label="NIK">••••{verification.nikLast4}</td>
            <td data-label="Dikirim">{formatDateTime(verification.submittedAt)}</td>
            <td data-label="Status">{VERIFICATION_STATUS_LABELS[verification.status]}</td>
          </tr>
        )}
      />
    </section>
  );
}
