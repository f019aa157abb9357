import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useWorkerProfile } from '../api/get-worker-profile';
import { useUpdateWorkerProfile } from '../api/update-worker-profile';
import { EditShell, FormSkeleton } from '../components/edit-shell';
import { ProfileLoadError } from '../components/page-states';
import { ProfileForm } from '../components/profile-form';

const PROFILE_PATH = '/yasa/profile';

/** /yasa/profile/update ('Ubah Profile'): picture, name, birth date, address, bio; 'Simpan'. */
export function YasaProfileUpdatePage() {
  const navigate = useNavigate();
  const profile = useWorkerProfile();
  const update = useUpdateWorkerProfile();

  return (
    <EditShell backPath={PROFILE_PATH}>
      {profile.isPending ? (
        <FormSkeleton />
      ) : profile.isError ? (
        <ProfileLoadError onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileForm
          profile={profile.data}
          withBio
          submitLabel="Simpan"
          isPending={update.isPending}
          onSubmit={(form) =>
            update.mutate(form, {
              onSuccess: () => {
                notifySuccess('Berhasil mengubah profile');
                void navigate(PROFILE_PATH);
              },
              onError: notifyError,
            })
          }
        />
      )}
    </EditShell>
  );
}
