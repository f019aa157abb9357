import { Outlet } from 'react-router';
import { BrandLink } from '@/components/logo';
import { NavMenuCollapsed, NavMenuInline, type NavItem } from '@/components/navbar/nav-menu';
import { TopBar } from '@/components/navbar/top-bar';
import { LogoutIcon } from '@/components/ui/icons';
import { useLogout } from '@/features/auth/use-logout';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { paths } from '@/lib/paths';

const navItems: NavItem[] = [
  { to: paths.admin.home, label: 'Ringkasan', end: true },
  { to: paths.admin.users, label: 'Pengguna' },
  { to: paths.admin.jobs, label: 'Pekerjaan' },
  { to: paths.admin.disputes, label: 'Komplain' },
  { to: paths.admin.verifications, label: 'Verifikasi' },
  { to: paths.admin.reports, label: 'Laporan' },
  { to: paths.admin.tickets, label: 'Tiket' },
  { to: paths.admin.withdrawals, label: 'Penarikan' },
  { to: paths.admin.audit, label: 'Audit' },
];

/** The operators' console frame: six sections, wide pages (desktop first), and 'Keluar'. */
export function AdminLayout() {
  const logout = useLogout();
  return (
    <div className="flex min-h-dvh flex-col bg-base-200">
      <TopBar>
        <div className="navbar-start gap-1">
          <NavMenuCollapsed items={navItems} />
          <BrandLink />
          <span className="badge badge-neutral">Admin</span>
        </div>
        <div className="navbar-center">
          <NavMenuInline items={navItems} />
        </div>
        <div className="navbar-end gap-1">
          <NotificationBell to={paths.admin.notifications} />
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void logout()}>
            <LogoutIcon className="size-5" />
            Keluar
          </button>
        </div>
      </TopBar>
      <main className="mx-auto w-full max-w-7xl grow px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
