import { useWorkerProfile } from '../api/get-worker-profile';
import { useUpdateWorkerProfile } from '../api/update-worker-profile';
import { ProfileUpdate } from '../components/profile-update';

/** /yasa/profile/update ('Ubah Profile'): picture, name, birth date, address, bio; 'Simpan'. */
export function YasaProfileUpdatePage() {
  const profile = useWorkerProfile();
  const update = useUpdateWorkerProfile();
  return (
    <ProfileUpdate
      profilePath="/yasa/profile"
      profile={profile}
      update={update}
      withBio
      submitLabel="Simpan"
    />
  );
}
