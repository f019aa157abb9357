import { topupResponseSchema, type TopupBody, type TopupResponse } from '@bantuin/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Opens a top-up (Jalu only): the token for the payment popup and the id to confirm it with. */
export function createTopup(body: TopupBody): Promise<TopupResponse> {
  return apiRequest('/payment/topup', { method: 'POST', body, schema: topupResponseSchema });
}

export function useCreateTopup() {
  return useMutation({ mutationFn: createTopup });
}
