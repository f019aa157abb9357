import {
  verificationStateSchema,
  type ChangePhoneBody,
  type VerificationState,
} from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './keys';

/** A new WhatsApp number (password asked): it is unverified until its code is entered. */
export function changePhone(body: ChangePhoneBody): Promise<VerificationState> {
  return apiRequest('/profile/phone', { method: 'PUT', body, schema: verificationStateSchema });
}

export function useChangePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePhone,
    onSuccess: (state) => {
      queryClient.setQueryData(accountKeys.verification(), state);
      // The profile pages show the number.
      return queryClient.invalidateQueries();
    },
  });
}
