import { acceptedSchema, type Accepted, type ForgotPasswordBody } from '@bantuin/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** 'Lupa kata sandi?': the same answer whether the email has an account or not. */
export function forgotPassword(body: ForgotPasswordBody): Promise<Accepted> {
  return apiRequest('/auth/password/forgot', {
    method: 'POST',
    body,
    authenticated: false,
    schema: acceptedSchema,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
