import { formatDateLong, type NotificationItem } from '@bantuin/contract';
import { Link } from 'react-router';
import { EmptyState, LoadError, LoadMoreButton } from '@/components/page-states';
import { BellIcon } from '@/components/ui/icons';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-read';

function NotificationRow({ item }: { item: NotificationItem }) {
  const markRead = useMarkNotificationRead();
  const unread = item.readAt === null;
  return (
    <li>
      <Link
        to={item.link}
        onClick={() => {
          if (unread) markRead.mutate(item._id);
        }}
        className={`flex gap-3 rounded-box px-4 py-3 hover:bg-base-200 ${unread ? 'bg-primary/5' : ''}`}
      >
        <span
          className={`mt-2 size-2 shrink-0 rounded-full ${unread ? 'bg-primary' : 'bg-transparent'}`}
          aria-hidden="true"
        />
        <span className="min-w-0">
          <span className={`block ${unread ? 'font-bold' : 'font-semibold'}`}>
            {item.title}
            {unread && <span className="sr-only"> (belum dibaca)</span>}
          </span>
          <span className="block text-sm text-base-content/80">{item.body}</span>
          <time dateTime={item.createdAt} className="block text-xs text-base-content/70">
            {formatDateLong(item.createdAt)}
          </time>
        </span>
      </Link>
    </li>
  );
}

/** The inbox, newest first, with 'Muat lebih banyak' while there is more. */
export function NotificationList() {
  const query = useNotifications();
  if (query.isPending) {
    return <div className="skeleton h-40 w-full" aria-label="Memuat notifikasi" />;
  }
  if (query.isError) {
    return <LoadError title="Notifikasi gagal dimuat" onRetry={() => void query.refetch()} />;
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        Icon={BellIcon}
        title="Belum ada notifikasi"
        description="Kabar tentang pekerjaan, pembayaran dan chat kamu akan muncul di sini."
      />
    );
  }
  return (
    <>
      <ul
        className="divide-y divide-base-200 rounded-box border border-base-300 bg-base-100"
        aria-label="Notifikasi"
      >
        {items.map((item) => (
          <NotificationRow key={item._id} item={item} />
        ))}
      </ul>
      {query.hasNextPage && (
        <LoadMoreButton
          isFetching={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        />
      )}
    </>
  );
}
