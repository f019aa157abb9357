import type { QueryClient } from '@tanstack/react-query';

/** Every cached answer about notifications, under one prefix. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** GET /notifications: the inbox, newest first. */
  list: () => [...notificationKeys.all, 'list'] as const,
  /** GET /notifications/unread-count: the bell's number. */
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  /** GET /notifications/preferences: 'Pengaturan Notifikasi'. */
  preferences: () => ['notification-preferences'] as const,
};

/** Something new arrived or was read: the bell and the inbox refetch. */
export function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
