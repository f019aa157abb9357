import {
  verificationStateSchema,
  type PhoneCodeBody,
  type VerificationState,
} from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './keys';

export function verifyPhone(body: PhoneCodeBody): Promise<VerificationState> {
  return apiRequest('/auth/phone/verify', {
    method: 'POST',
    body,
    schema: verificationStateSchema,
  });
}

export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhone,
    onSuccess: (state) => queryClient.setQueryData(accountKeys.verification(), state),
  });
}
