import type { NavItem } from '@/components/navbar/nav-menu';
import { useWorkerProfile } from '@/features/profile/api/get-worker-profile';
import { useLiveUpdates } from '@/app/live-updates';
import { AreaLayout } from './area-layout';
import { paths } from '@/lib/paths';

const YASA_NAV: NavItem[] = [
  { to: paths.yasa.home, label: 'Beranda', end: true },
  { to: paths.yasa.myJobs, label: 'Pesanan' },
  { to: paths.yasa.applications, label: 'Lamaran Saya' },
];

/** The worker (Yasa) area; the avatar follows the profile query, like the Jalu's. */
export function YasaLayout() {
  const profile = useWorkerProfile();
  // New applicants, proofs, acceptances and payments refresh the pages that show them.
  useLiveUpdates('yasa');
  return (
    <AreaLayout
      navItems={YASA_NAV}
      profilePath="/yasa/profile"
      avatarSrc={profile.data?.profilePicture}
    />
  );
}
