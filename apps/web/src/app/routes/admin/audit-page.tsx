import { useAudit } from '@/features/admin/api/list-audit';
import { AUDIT_ACTION_LABELS, formatDateTime } from '@/features/admin/components/labels';
import { PagedTable } from './paged-table';

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
            <td>{formatDateTime(entry.createdAt)}</td>
            <td>{entry.actor?.email ?? 'Sistem'}</td>
            <td>{AUDIT_ACTION_LABELS[entry.action]}</td>
            <td>
              {entry.targetType} <span className="font-mono text-xs">{entry.targetId}</span>
            </td>
            <td className="max-w-xs truncate font-mono text-xs">{JSON.stringify(entry.after)}</td>
          </tr>
        )}
      />
    </section>
  );
}
