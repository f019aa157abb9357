import { useClientProfile } from '../api/get-client-profile';
import { useUpdateClientProfile } from '../api/update-client-profile';
import { ProfileUpdate } from '../components/profile-update';

/** /jalu/profile/update: picture, name, birth date, address; 'Save'. */
export function JaluProfileUpdatePage() {
  const profile = useClientProfile();
  const update = useUpdateClientProfile();
  return (
    <ProfileUpdate
      profilePath="/jalu/profile"
      profile={profile}
      update={update}
      submitLabel="Save"
    />
  );
}
