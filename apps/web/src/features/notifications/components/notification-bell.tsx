import { NOTIFICATION_SOCKET_EVENT } from '@bantuin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BellIcon } from '@/components/ui/icons';
import { useDeferredQuery } from '@/lib/deferred-query';
import { useSocketEvent } from '@/lib/socket';
import { useUnreadCount } from '../api/get-unread-count';
import { invalidateNotifications } from '../api/keys';

/** The top bar's bell: the unread count, raised live when a notification arrives. */
export function NotificationBell({ to }: { to: string }) {
  const queryClient = useQueryClient();
  const unread = useDeferredQuery(useUnreadCount());
  useSocketEvent(NOTIFICATION_SOCKET_EVENT, () => {
    void invalidateNotifications(queryClient);
  });
  const count = unread.data ?? 0;
  const label = count > 0 ? `Notifikasi, ${count} belum dibaca` : 'Notifikasi';
  return (
    <Link to={to} className="btn btn-ghost btn-circle" aria-label={label} title="Notifikasi">
      <span className="indicator">
        <BellIcon className="size-6" />
        {count > 0 && (
          <span className="indicator-item badge badge-error badge-sm" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
    </Link>
  );
}
