import { formatScheduledAt } from '@bantuin/contract';
import { Card } from '@/components/ui/card';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { notifyError, notifySuccess } from '@/lib/notify';

/** 'Perangkat yang masuk': every signed-in device, 'Keluar' on one or on all the others. */
export function SessionsCard() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current);
  return (
    <Card size="lg" title="Perangkat yang masuk">
      {sessions.isPending ? (
        <p className="loading loading-dots" aria-label="Memuat" />
      ) : sessions.isError ? (
        <p role="alert">Daftar perangkat tidak bisa dimuat. Coba muat ulang halaman.</p>
      ) : (
        <>
          <ul className="divide-y divide-base-300">
            {list.map((session) => (
              <li
                key={session.id}
                aria-label={session.device}
                className="flex items-center justify-between gap-3 py-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold">
                    {session.device}
                    {session.current && (
                      <span className="badge badge-primary badge-soft badge-sm ms-2">
                        Perangkat ini
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-base-content/70">
                    {session.ip ? `${session.ip} · ` : ''}Terakhir aktif{' '}
                    {formatScheduledAt(session.lastSeenAt)} · Masuk{' '}
                    {formatScheduledAt(session.createdAt)}
                  </p>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    disabled={endOne.isPending}
                    onClick={() =>
                      endOne.mutate(session.id, {
                        onSuccess: () => notifySuccess(`${session.device} sudah dikeluarkan`),
                        onError: notifyError,
                      })
                    }
                  >
                    Keluar
                  </button>
                )}
              </li>
            ))}
          </ul>
          {others.length > 0 && (
            <button
              type="button"
              className="btn btn-outline btn-error btn-sm mt-4"
              disabled={endOthers.isPending}
              onClick={() =>
                endOthers.mutate(undefined, {
                  onSuccess: ({ ended }) => notifySuccess(`${ended} perangkat lain dikeluarkan`),
                  onError: notifyError,
                })
              }
            >
              Keluar dari semua perangkat lain
            </button>
          )}
        </>
      )}
    </Card>
  );
}
