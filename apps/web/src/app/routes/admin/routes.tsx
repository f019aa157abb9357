import type { RouteObject } from 'react-router';
import { AdminAuditPage } from './audit-page';
import { AdminDisputePage } from './dispute-page';
import { AdminDisputesPage } from './disputes-page';
import { AdminJobPage } from './job-page';
import { AdminJobsPage } from './jobs-page';
import { AdminOverviewPage } from './overview-page';
import { AdminUserPage } from './user-page';
import { AdminUsersPage } from './users-page';
import { AdminWithdrawalsPage } from './withdrawals-page';

/** Paths relative to /admin (see paths.admin); Indonesian so none is an /admin API path. */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <AdminOverviewPage /> },
  { path: 'pengguna', element: <AdminUsersPage /> },
  { path: 'pengguna/:id', element: <AdminUserPage /> },
  { path: 'pekerjaan', element: <AdminJobsPage /> },
  { path: 'pekerjaan/:id', element: <AdminJobPage /> },
  { path: 'komplain', element: <AdminDisputesPage /> },
  { path: 'komplain/:id', element: <AdminDisputePage /> },
  { path: 'penarikan', element: <AdminWithdrawalsPage /> },
  { path: 'catatan-audit', element: <AdminAuditPage /> },
];
