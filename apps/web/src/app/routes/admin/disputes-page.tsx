import { formatIDR } from '@bantuin/contract';
import { Link } from 'react-router';
import { useDisputes } from '@/features/admin/api/list-disputes';
import { formatDateTime } from '@/features/admin/components/labels';
import { paths } from '@/lib/paths';
import { useSearchParam } from '@/lib/use-search-param';
import { PagedTable } from './paged-table';

/** Komplain: open ones first to decide, resolved ones to look back. */
export function AdminDisputesPage() {
  const [status, setStatus] = useSearchParam('status', 'open');
  const disputes = useDisputes({ status: status || undefined });
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Komplain</h1>
      <select
        className="select w-48"
        aria-label="Status komplain"
        value={status}
        onChange={(e) => setStatus(e.target.value)}
      >
        <option value="open">Menunggu keputusan</option>
        <option value="resolved">Sudah diputuskan</option>
        <option value="">Semua</option>
      </select>
      <PagedTable
        query={disputes}
        empty="Tidak ada komplain"
        head={
          <tr>
            <th>Pekerjaan</th>
            <th>Biaya</th>
            <th>Jalu</th>
            <th>Yasa</th>
            <th>Diajukan</th>
            <th>Status</th>
          </tr>
        }
        row={(dispute) => (
          <tr key={dispute._id}>
            <td data-label="Pekerjaan">
              <Link className="link" to={paths.admin.dispute(dispute._id)}>
                {dispute.title}
              </Link>
            </td>
            <td data-label="Biaya">{formatIDR(dispute.fee)}</td>
            <td data-label="Jalu">{dispute.client.name ?? dispute.client.email}</td>
            <td data-label="Yasa">{dispute.worker.name ?? dispute.worker.email}</td>
            <td data-label="Diajukan">{formatDateTime(dispute.createdAt)}</td>
            <td data-label="Status">{dispute.status === 'open' ? 'Menunggu' : 'Diputuskan'}</td>
          </tr>
        )}
      />
    </section>
  );
}
