import { acceptedSchema, type Accepted, type ChangeEmailBody } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './keys';

/** A confirmation link goes to the new address; the change waits for it. */
export function changeEmail(body: ChangeEmailBody): Promise<Accepted> {
  return apiRequest('/profile/email', { method: 'PUT', body, schema: acceptedSchema });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.verification() }),
  });
}
