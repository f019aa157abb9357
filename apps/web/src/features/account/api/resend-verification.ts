import { acceptedSchema, type Accepted } from '@bantuin/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** 'Kirim ulang' the verification link (a few an hour). */
export function resendVerification(): Promise<Accepted> {
  return apiRequest('/auth/email/resend', { method: 'POST', schema: acceptedSchema });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
