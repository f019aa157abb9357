import { myVerificationSchema, type MyVerification } from '@bantuin/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { verificationKeys } from './keys';

/** GET /workers/verification: belum, menunggu, terverifikasi or ditolak (with the reason). */
export function getMyVerification(signal?: AbortSignal): Promise<MyVerification> {
  return apiRequest('/workers/verification', { schema: myVerificationSchema, signal });
}

export function useMyVerification() {
  return useQuery({
    queryKey: verificationKeys.mine(),
    queryFn: ({ signal }) => getMyVerification(signal),
  });
}
