import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '@/lib/notify';
import { EditShell, FormSkeleton } from './edit-shell';
import { ProfileLoadError } from '@/components/page-states';
import { ProfileForm, type EditableProfile } from './profile-form';

type ProfileUpdateProps<Profile extends EditableProfile> = {
  /** Where 'back' and a saved update lead: the role's profile page. */
  profilePath: string;
  profile: UseQueryResult<Profile>;
  update: UseMutationResult<Profile, Error, FormData>;
  withBio?: boolean;
  submitLabel: string;
};

/** Both roles' 'Ubah Profil' page: the form once the profile is loaded; saved → the profile. */
export function ProfileUpdate<Profile extends EditableProfile>({
  profilePath,
  profile,
  update,
  withBio,
  submitLabel,
}: ProfileUpdateProps<Profile>) {
  const navigate = useNavigate();

  return (
    <EditShell backPath={profilePath}>
      {profile.isPending ? (
        <FormSkeleton />
      ) : profile.isError ? (
        <ProfileLoadError onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileForm
          profile={profile.data}
          withBio={withBio}
          submitLabel={submitLabel}
          isPending={update.isPending}
          onSubmit={(form) =>
            update.mutate(form, {
              onSuccess: () => {
                notifySuccess('Berhasil mengubah profile');
                void navigate(profilePath);
              },
              onError: notifyError,
            })
          }
        />
      )}
    </EditShell>
  );
}
