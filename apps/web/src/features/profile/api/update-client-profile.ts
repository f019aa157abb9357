import { clientProfileSchema, type ClientProfile } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './keys';

/** multipart: the filled text fields (name, dateOfBirth, address) and an optional `image`. */
export function updateClientProfile(form: FormData): Promise<ClientProfile> {
  return apiRequest('/clients/profile', {
    method: 'PATCH',
    body: form,
    schema: clientProfileSchema,
  });
}

export function useUpdateClientProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClientProfile,
    // The answer is the updated profile: the navbar and pages show it without a refetch.
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.mine('jalu'), profile),
  });
}
