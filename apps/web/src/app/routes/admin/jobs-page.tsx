import { formatIDR, JOB_STATES } from '@bantuin/contract';
import { Link } from 'react-router';
import { useJobs } from '@/features/admin/api/list-jobs';
import { formatDateTime, JOB_STATE_LABELS } from '@/features/admin/components/labels';
import { paths } from '@/lib/paths';
import { useSearchParam, useSearchText } from '@/lib/use-search-param';
import { PagedTable } from './paged-table';

/** Pekerjaan: search title or address; filter by state. */
export function AdminJobsPage() {
  const [q, setQ] = useSearchText('q');
  const [state, setState] = useSearchParam('status');
  const jobs = useJobs({ q: q.trim() || undefined, state: state || undefined });
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Pekerjaan</h1>
      <div className="flex flex-wrap gap-2">
        <input
          type="search"
          className="input grow"
          placeholder="Cari judul atau alamat"
          aria-label="Cari pekerjaan"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <select
          className="select w-48"
          aria-label="Status"
          value={state}
          onChange={(e) => setState(e.target.value)}
        >
          <option value="">Semua status</option>
          {JOB_STATES.map((s) => (
            <option key={s} value={s}>
              {JOB_STATE_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <PagedTable
        query={jobs}
        empty="Tidak ada pekerjaan yang cocok"
        head={
          <tr>
            <th>Judul</th>
            <th>Status</th>
            <th>Biaya</th>
            <th>Jalu</th>
            <th>Yasa</th>
            <th>Dibuat</th>
          </tr>
        }
        row={(job) => (
          <tr key={job._id}>
            <td data-label="Judul">
              <Link className="link" to={paths.admin.job(job._id)}>
                {job.title}
              </Link>
            </td>
            <td data-label="Status">{JOB_STATE_LABELS[job.state]}</td>
            <td data-label="Biaya">{formatIDR(job.fee)}</td>
            <td data-label="Jalu">{job.client.name ?? job.client.email}</td>
            <td data-label="Yasa">{job.worker ? (job.worker.name ?? job.worker.email) : '—'}</td>
            <td data-label="Dibuat">{formatDateTime(job.createdAt)}</td>
          </tr>
        )}
      />
    </section>
  );
}
