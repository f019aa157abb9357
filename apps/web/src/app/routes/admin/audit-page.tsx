import { useAudit } from '@/features/admin/api/list-audit';
import { Link } from 'react-router';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_TARGET_LABELS,
  describeAuditChange,
  formatDateTime,
} from '@/features/admin/components/labels';
import { paths } from '@/lib/paths';
import { PagedTable } from './paged-table';

/** Where an audit row points: a link to the person or complaint, in words. */
function AuditTarget({ type, id }: { type: string; id: string }) {
  const label = AUDIT_TARGET_LABELS[type] ?? type;
  const to =
    type === 'user' ? paths.admin.user(id) : type === 'dispute' ? paths.admin.dispute(id) : null;
  const short = `${label} ${id.slice(0, 8)}`;
  return to ? (
    <Link to={to} className="link link-primary">
      {short}
    </Link>
  ) : (
    <span>{short}</span>
  );
}

/** Audit: every operator action, newest first. */
export function AdminAuditPage() {
  const audit = useAudit();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Audit</h1>
      <PagedTable
        query={audit}
        empty="Belum ada tindakan admin"
        head={
          <tr>
            <th>Waktu</th>
            <th>Oleh</th>
            <th>Tindakan</th>
            <th>Sasaran</th>
            <th>Sesudah</th>
          </tr>
        }
        row={(entry) => (
          <tr key={entry._id}>
            <td data-label="Waktu">{formatDateTime(entry.createdAt)}</td>
            <td data-label="Oleh">{entry.actor?.email ?? 'Sistem'}</td>
            <td data-label="Tindakan">{AUDIT_ACTION_LABELS[entry.action]}</td>
            <td data-label="Sasaran">
              <AuditTarget type={entry.targetType} id={entry.targetId} />
            </td>
            <td data-label="Sesudah" className="text-xs">
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
                {describeAuditChange(entry.after).map(({ label, value }) => (
                  <div key={label} className="contents">
                    <dt className="text-base-content/70">{label}</dt>
                    <dd className="[overflow-wrap:anywhere]">{value}</dd>
                  </div>
                ))}
              </dl>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
