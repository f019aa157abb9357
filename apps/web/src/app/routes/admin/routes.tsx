import type { RouteObject } from 'react-router';
import { lazyPages } from '@/app/lazy-pages';

/** Every page of the console comes from one chunk, fetched on the first visit to /admin. */
const page = lazyPages(() => import('./admin-pages'));

/** The console's frame (the role guard is on the same route, in router.tsx). */
export const adminLayout = page((p) => <p.AdminLayout />);

/**
 * Paths relative to /admin (see paths.admin); Indonesian so none is an /admin API path. Each page
 * has its own title ('Pengguna · Bantuin'), so tabs and history tell them apart.
 */
export const adminRoutes: RouteObject[] = [
  { index: true, handle: { title: 'Ringkasan' }, lazy: page((p) => <p.AdminOverviewPage />) },
  { path: 'pengguna', handle: { title: 'Pengguna' }, lazy: page((p) => <p.AdminUsersPage />) },
  {
    path: 'pengguna/:id',
    handle: { title: 'Detail Pengguna' },
    lazy: page((p) => <p.AdminUserPage />),
  },
  { path: 'pekerjaan', handle: { title: 'Pekerjaan' }, lazy: page((p) => <p.AdminJobsPage />) },
  {
    path: 'pekerjaan/:id',
    handle: { title: 'Detail Pekerjaan' },
    lazy: page((p) => <p.AdminJobPage />),
  },
  { path: 'komplain', handle: { title: 'Komplain' }, lazy: page((p) => <p.AdminDisputesPage />) },
  {
    path: 'komplain/:id',
    handle: { title: 'Detail Komplain' },
    lazy: page((p) => <p.AdminDisputePage />),
  },
  {
    path: 'penarikan',
    handle: { title: 'Penarikan' },
    lazy: page((p) => <p.AdminWithdrawalsPage />),
  },
  {
    path: 'verifikasi',
    handle: { title: 'Verifikasi' },
    lazy: page((p) => <p.AdminVerificationsPage />),
  },
  {
    path: 'verifikasi/:id',
    handle: { title: 'Detail Verifikasi' },
    lazy: page((p) => <p.AdminVerificationPage />),
  },
  { path: 'laporan', handle: { title: 'Laporan' }, lazy: page((p) => <p.AdminReportsPage />) },
  { path: 'tiket', handle: { title: 'Tiket' }, lazy: page((p) => <p.AdminTicketsPage />) },
  { path: 'catatan-audit', handle: { title: 'Audit' }, lazy: page((p) => <p.AdminAuditPage />) },
  {
    path: 'notifikasi',
    handle: { title: 'Notifikasi' },
    lazy: page((p) => <p.NotificationsPage />),
  },
];
