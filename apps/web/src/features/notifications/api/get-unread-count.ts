import { unreadCountSchema } from '@bantuin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from './keys';

export function getUnreadCount(signal?: AbortSignal): Promise<number> {
  return apiRequest('/notifications/unread-count', { schema: unreadCountSchema, signal }).then(
    (answer) => answer.count,
  );
}

export function unreadCountQuery() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    // The bell is a hint: a failed load shows no number, and says nothing.
    meta: { onLoadError: 'log' },
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountQuery());
}
