import type { ClientProfile } from '@bantuin/contract';
import {
  CakeIcon,
  CalendarIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  UserIcon,
} from '@/components/ui/icons';
import { useClientProfile } from '@/features/profile/api/get-client-profile';
import { DetailList } from '@/features/profile/components/detail-list';
import { IncompleteNotice } from '@/features/profile/components/incomplete-notice';
import { ProfileLoadError, ProfileSkeleton } from '@/components/page-states';
import { Card } from '@/components/ui/card';
import { ProfileHeader } from '@/features/profile/components/profile-header';
import { formatAge, formatBirthDate } from '@/features/profile/profile-dates';
import { PrivacyLinkCard } from '@/features/privacy/components/privacy-link-card';
import { ProfileHistory } from '@/features/jobs/components/profile-history';
import { paths } from '@/lib/paths';
import { formatPhoneNumber } from '@/lib/phone';

const EDIT_PATH = paths.jalu.profileUpdate;

function JaluProfile({ profile }: { profile: ClientProfile }) {
  const { name, profilePicture, dateOfBirth, address, userData } = profile;
  const incomplete = !name || !dateOfBirth || !address;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <ProfileHeader
        picture={profilePicture}
        name={name}
        badges={<span className="badge badge-primary badge-soft font-semibold">Jalu</span>}
        meta={<p className="truncate">{userData.email}</p>}
        editPath={EDIT_PATH}
      />
      {incomplete && (
        <IncompleteNotice
          editPath={EDIT_PATH}
          reason="Isi nama, tanggal lahir dan alamatmu supaya bisa memesan bantuan Yasa."
        />
      )}
      <Card size="lg" title="Data diri">
        <DetailList
          details={[
            { label: 'Email', value: userData.email, Icon: MailIcon, wide: true },
            { label: 'Status', value: 'Jalu', Icon: UserIcon },
            { label: 'Umur', value: dateOfBirth && formatAge(dateOfBirth), Icon: CakeIcon },
            {
              label: 'Nomor Telepon',
              value: userData.phoneNumber && formatPhoneNumber(userData.phoneNumber),
              Icon: PhoneIcon,
            },
            {
              label: 'Tanggal Lahir',
              value: dateOfBirth && formatBirthDate(dateOfBirth),
              Icon: CalendarIcon,
            },
            { label: 'Alamat', value: address, Icon: MapPinIcon, wide: true },
          ]}
        />
      </Card>
      <PrivacyLinkCard to={paths.jalu.privacy} />
      <ProfileHistory />
    </div>
  );
}

/** /jalu/profile. */
export function JaluProfilePage() {
  const profile = useClientProfile();
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) return <ProfileLoadError onRetry={() => void profile.refetch()} />;
  return <JaluProfile profile={profile.data} />;
}
