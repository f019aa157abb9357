import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useClientProfile } from '../api/get-client-profile';
import { useUpdateClientProfile } from '../api/update-client-profile';
import { EditShell, FormSkeleton } from '../components/edit-shell';
import { ProfileLoadError } from '../components/page-states';
import { ProfileForm } from '../components/profile-form';

const PROFILE_PATH = '/jalu/profile';

/** /jalu/profile/update: picture, name, birth date, address; 'Save'. */
export function JaluProfileUpdatePage() {
  const navigate = useNavigate();
  const profile = useClientProfile();
  const update = useUpdateClientProfile();

  return (
    <EditShell backPath={PROFILE_PATH}>
      {profile.isPending ? (
        <FormSkeleton />
      ) : profile.isError ? (
        <ProfileLoadError onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileForm
          profile={profile.data}
          submitLabel="Save"
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
