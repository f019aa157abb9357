import type { NavItem } from '@/components/navbar/nav-menu';
import { AreaLayout } from './area-layout';

const YASA_NAV: NavItem[] = [
  { to: '/yasa', label: 'Beranda', end: true },
  { to: '/yasa/order/jobs', label: 'Pesanan' },
];

/** The worker (Yasa) area. */
export function YasaLayout() {
  return <AreaLayout navItems={YASA_NAV} profilePath="/yasa/profile" />;
}
