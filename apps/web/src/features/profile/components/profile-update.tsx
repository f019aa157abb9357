import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { notifySuccess } from '@/lib/notify';
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

/** Said when 'Simpan' would send nothing new. */
export const NOTHING_CHANGED_MESSAGE = 'Tidak ada yang berubah';
export const PROFILE_SAVED_MESSAGE = 'Berhasil mengubah profil';

/** True when `form` holds no picture and only the values the profile already has. */
function changesNothing(form: FormData, profile: EditableProfile): boolean {
  for (const [field, value] of form.entries()) {
    if (typeof value !== 'string') return false;
    if (profile[field as keyof EditableProfile] !== value) return false;
  }
  return true;
}

/**
 * Both roles' 'Ubah Profil' page: the form once the profile is loaded; saved → the profile, or
 * back where the person was sent from (`?next=` in the role's area: an order form whose draft is
 * kept while the profile is completed).
 */
export function ProfileUpdate<Profile extends EditableProfile>({
  profilePath,
  profile,
  update,
  withBio,
  submitLabel,
}: ProfileUpdateProps<Profile>) {
  const navigate = useNavigate();
  const next = useSearchParams()[0].get('next');
  const area = profilePath.slice(0, profilePath.indexOf('/', 1));
  const returnTo = next?.startsWith(`${area}/`) ? next : null;

  return (
    <EditShell backPath={returnTo ?? profilePath}>
      {returnTo && (
        <p role="note" className="mb-4 rounded-field bg-info/10 p-3 text-sm">
          Setelah profilmu disimpan, kamu kembali ke pesananmu. Isiannya tetap ada.
        </p>
      )}
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
          onSubmit={(form, { onError }) => {
            if (changesNothing(form, profile.data)) {
              toast.info(NOTHING_CHANGED_MESSAGE);
              return;
            }
            update.mutate(form, {
              onSuccess: () => {
                notifySuccess(PROFILE_SAVED_MESSAGE);
                // `resumeDraft`: the page sent here (an order form) takes its draft back.
                void navigate(returnTo ?? profilePath, {
                  state: returnTo ? { resumeDraft: true } : undefined,
                });
              },
              onError,
            });
          }}
        />
      )}
    </EditShell>
  );
}
