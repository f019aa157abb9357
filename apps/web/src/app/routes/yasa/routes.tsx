import type { RouteObject } from 'react-router';
import { NotFound } from '@/components/not-found';
import { ChatPage } from '@/app/routes/shared/chat-page';
import { VerificationPage } from './verification-page';
import { useWorkerProfile } from '@/features/profile/api/get-worker-profile';
import { YasaProfilePage } from './profile-page';
import { YasaProfileUpdatePage } from './profile-update-page';
import { WalletHistoryPage } from '@/app/routes/shared/wallet-history-page';
import { WithdrawPage } from '@/app/routes/shared/withdraw-page';
import { YasaJobDetailPage } from './job-detail-page';
import { MyJobDetailPage } from './my-job-detail-page';
import { MyJobsPage } from './my-jobs-page';
import { ApplicationsPage } from './applications-page';
import { YasaHomePage } from './home-page';
import { paths } from '@/lib/paths';

/** The Yasa home greets by the profile's name (a feature of its own, hence composed here). */
function YasaHome() {
  const profile = useWorkerProfile();
  const name = profile.isPending ? undefined : (profile.data?.name ?? null);
  return <YasaHomePage name={name} profileIncomplete={profile.isSuccess && !profile.data.name} />;
}

/**
 * Every page of the worker area, rendered inside YasaLayout; paths are relative to /yasa and the
 * role guard already ran. To add a page, add an entry here, e.g.
 *   { path: 'order/jobs', element: <MyJobsPage /> }
 * (and drop its placeholder, if it has one). Pages not built yet fall through to the catch-all
 * and show "Halaman tidak ditemukan" inside the layout.
 */
export const yasaRoutes: RouteObject[] = [
  { index: true, handle: { title: 'Beranda' }, element: <YasaHome /> },
  { path: 'order/jobs', handle: { title: 'Pekerjaan Saya' }, element: <MyJobsPage /> },
  { path: 'order/jobs/:id', handle: { title: 'Detail Pekerjaan' }, element: <MyJobDetailPage /> },
  // The job is in the query (?job={id}), as the 'Selesai' button links it.
  {
    path: 'order/verification',
    handle: { title: 'Verifikasi Pekerjaan' },
    element: <VerificationPage />,
  },
  { path: 'order/:id', handle: { title: 'Detail Pekerjaan' }, element: <YasaJobDetailPage /> },
  { path: 'order/:id/chat', handle: { title: 'Chat' }, element: <ChatPage role="yasa" /> },
  { path: 'applications', handle: { title: 'Lamaran Saya' }, element: <ApplicationsPage /> },
  { path: 'profile', handle: { title: 'Profil' }, element: <YasaProfilePage /> },
  { path: 'profile/update', handle: { title: 'Ubah Profil' }, element: <YasaProfileUpdatePage /> },
  {
    path: 'wallet',
    handle: { title: 'Riwayat Saldo' },
    element: <WalletHistoryPage role="yasa" />,
  },
  {
    path: 'wallet/withdraw',
    handle: { title: 'Tarik Saldo' },
    element: <WithdrawPage role="yasa" />,
  },
  {
    path: '*',
    handle: { title: 'Halaman tidak ditemukan' },
    element: <NotFound homePath={paths.yasa.home} />,
  },
];
