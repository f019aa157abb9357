import { paymentConfigSchema, type PaymentConfig } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletKeys } from './keys';

/** Which payment popup to load: Midtrans Snap, or the server's sandbox stand-in. */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return apiRequest('/payment/config', { schema: paymentConfigSchema, signal });
}

export function paymentConfigQuery() {
  return queryOptions({
    queryKey: walletKeys.paymentConfig(),
    queryFn: ({ signal }) => getPaymentConfig(signal),
    // Fixed for the life of the server process.
    staleTime: Infinity,
  });
}

export function usePaymentConfig() {
  return useQuery(paymentConfigQuery());
}
