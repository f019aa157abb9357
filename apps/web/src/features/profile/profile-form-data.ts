export type ProfileFormValues = {
  name: string;
  dateOfBirth: string;
  address: string;
  /** Yasa only. */
  bio?: string;
};

/**
 * The multipart body of PATCH /clients/profile and /workers/profile: only the filled fields
 * (spec §5), trimmed, and the picture as `image` when one was chosen.
 */
export function profileFormData(values: ProfileFormValues, image: File | null): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(values)) {
    const filled = typeof value === 'string' ? value.trim() : '';
    if (filled) form.append(field, filled);
  }
  if (image) form.append('image', image);
  return form;
}
