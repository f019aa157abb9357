import { acceptedSchema, type Accepted, type ResetPasswordBody } from '@bantuin/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A new password from the mailed link; every session of the account ends. */
export function resetPassword(body: ResetPasswordBody): Promise<Accepted> {
  return apiRequest('/auth/password/reset', {
    method: 'POST',
    body,
    authenticated: false,
    schema: acceptedSchema,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
