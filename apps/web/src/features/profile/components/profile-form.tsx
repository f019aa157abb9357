import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { showFormError } from '@/lib/form-errors';
import { todayIsoDate } from '../profile-dates';
import { profileFormData, type ProfileFormValues } from '../profile-form-data';
import { AvatarPicker } from './avatar-picker';

export type EditableProfile = {
  name: string | null;
  dateOfBirth: string | null;
  address: string | null;
  profilePicture: string | null;
  bio?: string | null;
};

type ProfileFormProps = {
  profile: EditableProfile;
  /** The Yasa form has a bio. */
  withBio?: boolean;
  /** 'Simpan' for both (the spec's Jalu 'Save' button, in Indonesian). */
  submitLabel: string;
  isPending: boolean;
  /** Sends the form; a refusal goes to `onError`, which shows it on the fields. */
  onSubmit: (form: FormData, handlers: { onError: (error: unknown) => void }) => void;
};

const FIELDS = ['name', 'dateOfBirth', 'address', 'bio'] as const;

/**
 * The profile edit form of both roles: starts from the saved values, sends only the filled
 * fields (spec §5) and leaves every check to the server, whose sentences show under the fields.
 */
export function ProfileForm({
  profile,
  withBio = false,
  submitLabel,
  isPending,
  onSubmit,
}: ProfileFormProps) {
  const [image, setImage] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    defaultValues: {
      name: profile.name ?? '',
      dateOfBirth: profile.dateOfBirth ?? '',
      address: profile.address ?? '',
      ...(withBio ? { bio: profile.bio ?? '' } : {}),
    },
  });

  const submit = handleSubmit((values) =>
    onSubmit(profileFormData(values, image), {
      onError: (error) => showFormError(error, setError, FIELDS),
    }),
  );

  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={(event) => void submit(event)}>
      <AvatarPicker currentSrc={profile.profilePicture} file={image} onFileChange={setImage} />
      <div className="divider my-0" />
      <TextField
        label="Nama"
        autoComplete="name"
        placeholder="Nama lengkapmu"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Tanggal Lahir"
        type="date"
        max={todayIsoDate()}
        error={errors.dateOfBirth?.message}
        {...register('dateOfBirth')}
      />
      <TextAreaField
        label="Alamat"
        rows={3}
        autoComplete="street-address"
        placeholder="Jalan, nomor rumah, RT/RW, kelurahan, kota"
        error={errors.address?.message}
        {...register('address')}
      />
      {withBio && (
        <TextAreaField
          label="Bio"
          rows={4}
          placeholder="Contoh: Berpengalaman bebersih rumah 3 tahun, teliti dan tepat waktu."
          hint="Ceritakan pengalaman dan keahlianmu supaya Jalu yakin memilihmu."
          error={errors.bio?.message}
          {...register('bio')}
        />
      )}
      <SubmitButton isPending={isPending} className="mt-2 w-full sm:w-auto sm:self-end sm:px-10">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
