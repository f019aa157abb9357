import { messageResponseSchema, notificationSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateNotifications } from './keys';

export function markNotificationRead(id: string) {
  return apiRequest(`/notifications/${id}/read`, { method: 'POST', schema: notificationSchema });
}

export function markAllNotificationsRead() {
  return apiRequest('/notifications/read-all', { method: 'POST', schema: messageResponseSchema });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => invalidateNotifications(queryClient),
  });
}

/** 'Tandai semua dibaca'. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => invalidateNotifications(queryClient),
  });
}
