import { notificationPreferencesSchema, type NotificationPreferences } from '@bantuin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from './keys';

export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiRequest('/notifications/preferences', {
    schema: notificationPreferencesSchema,
    signal,
  });
}

export function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return apiRequest('/notifications/preferences', {
    method: 'PUT',
    body: preferences,
    schema: notificationPreferencesSchema,
  });
}

export function notificationPreferencesQuery() {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery());
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
