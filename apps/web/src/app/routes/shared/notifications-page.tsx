import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/mark-read';
import { NotificationList } from '@/features/notifications/components/notification-list';

/** 'Notifikasi': the inbox of any area, newest first, with 'Tandai semua dibaca'. */
export function NotificationsPage({ settingsPath }: { settingsPath?: string }) {
  const markAll = useMarkAllNotificationsRead();
  return (
    <section className="mx-auto max-w-2xl space-y-4">
      <PageHeader
        title="Notifikasi"
        aside={
          <div className="flex gap-2">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              Tandai semua dibaca
            </button>
            {settingsPath && (
              <Link to={settingsPath} className="btn btn-outline btn-sm">
                Pengaturan
              </Link>
            )}
          </div>
        }
      />
      <NotificationList />
    </section>
  );
}
