import { notificationListSchema, type NotificationList } from '@bantuin/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from './keys';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** My notifications, newest first; `cursor` is the last shown one's `_id`. */
export function getNotifications(
  page: { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<NotificationList> {
  return apiRequest('/notifications', { query: page, schema: notificationListSchema, signal });
}

export function notificationsQuery() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      getNotifications({ limit: NOTIFICATIONS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    meta: { onLoadError: 'log' },
  });
}

export function useNotifications() {
  return useInfiniteQuery(notificationsQuery());
}
