import { Link } from 'react-router';
import { useUsers } from '@/features/admin/api/list-users';
import { formatDateTime, ROLE_LABELS } from '@/features/admin/components/labels';
import { paths } from '@/lib/paths';
import { useSearchParam, useSearchText } from '@/lib/use-search-param';
import { PagedTable } from './paged-table';

/** Pengguna: search by email, phone or name; filter by role. */
export function AdminUsersPage() {
  const [q, setQ] = useSearchText('q');
  const [role, setRole] = useSearchParam('peran');
  const users = useUsers({ q: q.trim() || undefined, role: role || undefined });
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Pengguna</h1>
      <div className="flex flex-wrap gap-2">
        <input
          type="search"
          className="input grow"
          placeholder="Cari email, nomor HP atau nama"
          aria-label="Cari pengguna"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <select
          className="select w-40"
          aria-label="Peran"
          value={role}
          onChange={(e) => setRole(e.target.value)}
        >
          <option value="">Semua peran</option>
          <option value="jalu">Jalu</option>
          <option value="yasa">Yasa</option>
          <option value="admin">Admin</option>
        </select>
      </div>
      <PagedTable
        query={users}
        empty="Tidak ada pengguna yang cocok"
        head={
          <tr>
            <th>Nama</th>
            <th>Email</th>
            <th>Peran</th>
            <th>Status</th>
            <th>Terdaftar</th>
          </tr>
        }
        row={(user) => (
          <tr key={user._id}>
            <td data-label="Nama">
              <Link className="link" to={paths.admin.user(user._id)}>
                {user.name ?? '(tanpa nama)'}
              </Link>
            </td>
            <td data-label="Email">{user.email}</td>
            <td data-label="Peran">{ROLE_LABELS[user.role]}</td>
            <td data-label="Status">
              {user.deletedAt ? (
                <span className="badge badge-neutral">Dihapus</span>
              ) : user.suspended ? (
                <span className="badge badge-error">Ditangguhkan</span>
              ) : (
                <span className="badge badge-success">Aktif</span>
              )}
            </td>
            <td data-label="Terdaftar">{formatDateTime(user.createdAt)}</td>
          </tr>
        )}
      />
    </section>
  );
}
