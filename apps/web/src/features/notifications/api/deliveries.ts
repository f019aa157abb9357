import { messageResponseSchema, notificationDeliveryListSchema } from '@bantuin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from './keys';

const deliveriesKey = (userId: string) => [...notificationKeys.all, 'deliveries', userId] as const;

/** Operators: a person's latest notification deliveries. */
export function deliveriesQuery(userId: string) {
  return queryOptions({
    queryKey: deliveriesKey(userId),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/users/${userId}/notification-deliveries`, {
        schema: notificationDeliveryListSchema,
        signal,
      }),
  });
}

export function useDeliveries(userId: string, enabled: boolean) {
  return useQuery({ ...deliveriesQuery(userId), enabled });
}

/** Operators: a failed delivery goes back on the queue. */
export function useRetryDelivery(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest(`/admin/users/${userId}/notification-deliveries/${deliveryId}/retry`, {
        method: 'POST',
        schema: messageResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(userId) }),
  });
}
