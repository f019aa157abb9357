// The operators' console chunk: its layout and every page (routes.tsx loads it through `lazy`).
export { AdminLayout } from '@/app/layouts/admin-layout';
export { NotificationsPage } from '@/app/routes/shared/notifications-page';
export { AdminAuditPage } from './audit-page';
export { AdminDisputePage } from './dispute-page';
export { AdminDisputesPage } from './disputes-page';
export { AdminJobPage } from './job-page';
export { AdminJobsPage } from './jobs-page';
export { AdminOverviewPage } from './overview-page';
export { AdminUserPage } from './user-page';
export { AdminUsersPage } from './users-page';
export { AdminWithdrawalsPage } from './withdrawals-page';
export { AdminVerificationPage } from './verification-page';
export { AdminVerificationsPage } from './verifications-page';
export { AdminReportsPage } from './reports-page';
export { AdminTicketsPage } from './tickets-page';
