import type { NavItem } from '@/components/navbar/nav-menu';
import type { TabItem } from '@/components/navbar/tab-bar';
import { BriefcaseIcon, HomeIcon, ReceiptIcon, UserIcon } from '@/components/ui/icons';
import { useWorkerProfile } from '@/features/profile/api/get-worker-profile';
import { useLiveUpdates } from '@/app/live-updates';
import { AreaLayout } from './area-layout';
import { VerifyEmailBanner } from '@/features/account/components/verify-email-banner';
import { paths } from '@/lib/paths';

const YASA_NAV: NavItem[] = [
  { to: paths.yasa.home, label: 'Beranda', end: true },
  { to: paths.yasa.myJobs, label: 'Pekerjaan' },
  { to: paths.yasa.applications, label: 'Lamaran Saya' },
  { to: paths.yasa.history, label: 'Riwayat Pekerjaan' },
];

/** On phones: the bottom tab bar, the Yasa's work split into applications and jobs given. */
const YASA_TABS: TabItem[] = [
  { to: paths.yasa.home, label: 'Beranda', end: true, icon: HomeIcon },
  { to: paths.yasa.applications, label: 'Lamaran', icon: ReceiptIcon },
  { to: paths.yasa.myJobs, label: 'Pekerjaan', icon: BriefcaseIcon },
  { to: paths.yasa.profile, label: 'Profil', icon: UserIcon },
];

/** The worker (Yasa) area; the avatar follows the profile query, like the Jalu's. */
export function YasaLayout() {
  const profile = useWorkerProfile();
  // New applicants, proofs, acceptances and payments refresh the pages that show them.
  useLiveUpdates('yasa');
  return (
    <AreaLayout
      navItems={YASA_NAV}
      tabItems={YASA_TABS}
      profilePath="/yasa/profile"
      menuLinks={[
        { to: paths.yasa.help, label: 'Bantuan' },
        { to: paths.yasa.blocks, label: 'Daftar Blokir' },
      ]}
      accountPath={paths.yasa.account}
      notificationsPath={paths.yasa.notifications}
      avatarSrc={profile.data?.profilePicture}
      banner={<VerifyEmailBanner accountPath={paths.yasa.account} />}
    />
  );
}
