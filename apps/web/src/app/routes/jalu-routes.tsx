import type { RouteObject } from 'react-router';
import { NotFound } from '@/components/not-found';
import { JaluHomePage } from '@/features/home/pages/jalu-home-page';
import { useClientProfile } from '@/features/profile/api/get-client-profile';
import { JaluProfilePage } from '@/features/profile/pages/jalu-profile-page';
import { JaluProfileUpdatePage } from '@/features/profile/pages/jalu-profile-update-page';
import { WalletCard } from '@/features/wallet/components/wallet-card';
import { WalletHistoryPage } from '@/features/wallet/pages/wallet-history-page';

/**
 * /jalu composes three features that may not import each other: the profile (the name for the
 * greeting and the card), the home page, and the wallet card slotted into it.
 */
function JaluHome() {
  const profile = useClientProfile();
  // A failed load was already toasted; the greeting then falls back to 'Jalu'.
  const name = profile.isPending ? undefined : (profile.data?.name ?? null);
  return <JaluHomePage name={name} walletCard={<WalletCard role="jalu" ownerName={name} />} />;
}

/**
 * Every page of the client area, rendered inside JaluLayout; paths are relative to /jalu and the
 * role guard already ran. To add a page, add an entry here, e.g.
 *   { path: 'order/my', element: <MyOrdersPage /> }
 * Pages not built yet fall through to the catch-all and show "Halaman tidak ditemukan" inside
 * the layout.
 */
export const jaluRoutes: RouteObject[] = [
  { index: true, element: <JaluHome /> },
  { path: 'profile', element: <JaluProfilePage /> },
  { path: 'profile/update', element: <JaluProfileUpdatePage /> },
  { path: 'wallet', element: <WalletHistoryPage role="jalu" /> },
  { path: '*', element: <NotFound homePath="/jalu" /> },
];
