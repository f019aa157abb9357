import type { NavItem } from '@/components/navbar/nav-menu';
import { AreaLayout } from './area-layout';

const JALU_NAV: NavItem[] = [
  { to: '/jalu', label: 'Beranda', end: true },
  { to: '/jalu/order/my', label: 'Pesanan Saya' },
];

/** The client (Jalu) area. */
export function JaluLayout() {
  return <AreaLayout navItems={JALU_NAV} profilePath="/jalu/profile" />;
}
