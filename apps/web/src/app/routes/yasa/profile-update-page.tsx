import { useWorkerProfile } from '@/features/profile/api/get-worker-profile';
import { useUpdateWorkerProfile } from '@/features/profile/api/update-worker-profile';
import { ProfileUpdate } from '@/features/profile/components/profile-update';

/** /yasa/profile/update ('Ubah Profil'): picture, name, birth date, address, bio; 'Simpan'. */
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
