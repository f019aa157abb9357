import type { RouteObject } from 'react-router';
import { NotFound } from '@/components/not-found';
import { ChatPage } from '@/features/chat/pages/chat-page';
import { VerificationPage } from '@/features/completion/pages/verification-page';
import { useWorkerProfile } from '@/features/profile/api/get-worker-profile';
import { YasaProfilePage } from '@/features/profile/pages/yasa-profile-page';
import { YasaProfileUpdatePage } from '@/features/profile/pages/yasa-profile-update-page';
import { WalletCard } from '@/features/wallet/components/wallet-card';
import { WalletHistoryPage } from '@/features/wallet/pages/wallet-history-page';
import { YasaJobDetailPage } from '@/features/yasa-jobs/pages/job-detail-page';
import { MyJobDetailPage } from '@/features/yasa-jobs/pages/my-job-detail-page';
import { MyJobsPage } from '@/features/yasa-jobs/pages/my-jobs-page';
import { YasaHomePage } from '@/features/yasa-jobs/pages/yasa-home-page';

/** The Yasa home greets by the profile's name (a feature of its own, hence composed here). */
function YasaHome() {
  const profile = useWorkerProfile();
  const name = profile.isPending ? undefined : (profile.data?.name ?? null);
  return <YasaHomePage name={name} profileIncomplete={profile.isSuccess && !profile.data.name} />;
}

/** The Yasa profile with the wallet card (balance only) slotted in; see jalu-routes. */
function YasaProfile() {
  // The same query as the page's own: one request, cached.
  const profile = useWorkerProfile();
  const name = profile.isPending ? undefined : (profile.data?.name ?? null);
  return <YasaProfilePage walletCard={<WalletCard role="yasa" ownerName={name} />} />;
}

/**
 * Every page of the worker area, rendered inside YasaLayout; paths are relative to /yasa and the
 * role guard already ran. To add a page, add an entry here, e.g.
 *   { path: 'order/jobs', element: <MyJobsPage /> }
 * (and drop its placeholder, if it has one). Pages not built yet fall through to the catch-all
 * and show "Halaman tidak ditemukan" inside the layout.
 */
export const yasaRoutes: RouteObject[] = [
  { index: true, element: <YasaHome /> },
  { path: 'order/jobs', element: <MyJobsPage /> },
  { path: 'order/jobs/:id', element: <MyJobDetailPage /> },
  // The job is in the query (?job={id}), as the 'Selesai' button links it.
  { path: 'order/verification', element: <VerificationPage /> },
  { path: 'order/:id', element: <YasaJobDetailPage /> },
  { path: 'order/:id/chat', element: <ChatPage role="yasa" /> },
  { path: 'profile', element: <YasaProfile /> },
  { path: 'profile/update', element: <YasaProfileUpdatePage /> },
  { path: 'wallet', element: <WalletHistoryPage role="yasa" /> },
  { path: '*', element: <NotFound homePath="/yasa" /> },
];
