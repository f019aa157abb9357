import { acceptedSchema, type Accepted } from '@bantuin/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A 6-digit code to the account's number through WhatsApp. */
export function sendPhoneCode(): Promise<Accepted> {
  return apiRequest('/auth/phone/code', { method: 'POST', schema: acceptedSchema });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
