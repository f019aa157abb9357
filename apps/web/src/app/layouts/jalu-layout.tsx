import type { NavItem } from '@/components/navbar/nav-menu';
import { useClientProfile } from '@/features/profile/api/get-client-profile';
import { AreaLayout } from './area-layout';

const JALU_NAV: NavItem[] = [
  { to: '/jalu', label: 'Beranda', end: true },
  { to: '/jalu/order/my', label: 'Pesanan Saya' },
];

/** The client (Jalu) area; the avatar follows the profile query, so a new picture shows at once. */
export function JaluLayout() {
  const profile = useClientProfile();
  return (
    <AreaLayout
      navItems={JALU_NAV}
      profilePath="/jalu/profile"
      avatarSrc={profile.data?.profilePicture}
    />
  );
}
