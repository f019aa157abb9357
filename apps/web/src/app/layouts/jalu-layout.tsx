import type { NavItem } from '@/components/navbar/nav-menu';
import type { TabItem } from '@/components/navbar/tab-bar';
import { HistoryIcon, HomeIcon, ReceiptIcon, UserIcon } from '@/components/ui/icons';
import { useClientProfile } from '@/features/profile/api/get-client-profile';
import { useLiveUpdates } from '@/app/live-updates';
import { AreaLayout } from './area-layout';
import { VerifyEmailBanner } from '@/features/account/components/verify-email-banner';
import { useDeferredQuery } from '@/lib/deferred-query';
import { paths } from '@/lib/paths';

const JALU_NAV: NavItem[] = [
  { to: paths.jalu.home, label: 'Beranda', end: true },
  { to: paths.jalu.myOrders, label: 'Pesanan Saya' },
  // Beyond the spec's two links: the finished orders ('Riwayat Pesanan').
  { to: paths.jalu.history, label: 'Riwayat Pesanan' },
];

/** On phones: the bottom tab bar (the profile is a tab there; on a desktop it is in the menu). */
const JALU_TABS: TabItem[] = [
  { to: paths.jalu.home, label: 'Beranda', end: true, icon: HomeIcon },
  { to: paths.jalu.myOrders, label: 'Pesanan Saya', icon: ReceiptIcon },
  { to: paths.jalu.history, label: 'Riwayat', icon: HistoryIcon },
  { to: paths.jalu.profile, label: 'Profil', icon: UserIcon },
];

/** The client (Jalu) area; the avatar follows the profile query, so a new picture shows at once. */
export function JaluLayout() {
  const profile = useDeferredQuery(useClientProfile());
  // New applicants, proofs, acceptances and payments refresh the pages that show them.
  useLiveUpdates('jalu');
  return (
    <AreaLayout
      navItems={JALU_NAV}
      tabItems={JALU_TABS}
      profilePath="/jalu/profile"
      menuLinks={[
        { to: paths.jalu.help, label: 'Bantuan' },
        { to: paths.jalu.blocks, label: 'Daftar Blokir' },
      ]}
      accountPath={paths.jalu.account}
      notificationsPath={paths.jalu.notifications}
      avatarSrc={profile.data?.profilePicture}
      banner={<VerifyEmailBanner accountPath={paths.jalu.account} />}
    />
  );
}
