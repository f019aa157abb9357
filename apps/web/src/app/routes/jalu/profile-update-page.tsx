import { useClientProfile } from '@/features/profile/api/get-client-profile';
import { useUpdateClientProfile } from '@/features/profile/api/update-client-profile';
import { ProfileUpdate } from '@/features/profile/components/profile-update';

/** /jalu/profile/update: picture, name, birth date, address; 'Simpan' (the spec's 'Save', in Indonesian as the Yasa's). */
export function JaluProfileUpdatePage() {
  const profile = useClientProfile();
  const update = useUpdateClientProfile();
  return (
    <ProfileUpdate
      profilePath="/jalu/profile"
      profile={profile}
      update={update}
      submitLabel="Simpan"
    />
  );
}
