import { verificationStateSchema, type VerificationState } from '@bantuin/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './keys';

export function getVerification(signal?: AbortSignal): Promise<VerificationState> {
  return apiRequest('/profile/verification', { schema: verificationStateSchema, signal });
}

/** Whether the signed-in person's email and phone are verified. */
export function useVerification() {
  return useQuery({
    queryKey: accountKeys.verification(),
    queryFn: ({ signal }) => getVerification(signal),
  });
}
