import type { RouteObject } from 'react-router';
import { lazyPages } from '@/app/lazy-pages';

/** Every page of the console comes from one chunk, fetched on the first visit to /admin. */
const page = lazyPages(() => import('./admin-pages'));

/** The console's frame (the role guard is on the same route, in router.tsx). */
export const adminLayout = page((p) => <p.AdminLayout />);

/** Paths relative to /admin (see paths.admin); Indonesian so none is an /admin API path. */
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: page((p) => <p.AdminOverviewPage />) },
  { path: 'pengguna', lazy: page((p) => <p.AdminUsersPage />) },
  { path: 'pengguna/:id', lazy: page((p) => <p.AdminUserPage />) },
  { path: 'pekerjaan', lazy: page((p) => <p.AdminJobsPage />) },
  { path: 'pekerjaan/:id', lazy: page((p) => <p.AdminJobPage />) },
  { path: 'komplain', lazy: page((p) => <p.AdminDisputesPage />) },
  { path: 'komplain/:id', lazy: page((p) => <p.AdminDisputePage />) },
  { path: 'penarikan', lazy: page((p) => <p.AdminWithdrawalsPage />) },
  { path: 'catatan-audit', lazy: page((p) => <p.AdminAuditPage />) },
  { path: 'notifikasi', lazy: page((p) => <p.NotificationsPage />) },
];
