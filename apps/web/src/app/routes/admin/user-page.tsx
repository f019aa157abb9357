import { formatIDR } from '@bantuin/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageByIdStates, useRouteId } from '@/components/ui/route-id';
import { useAdminUser } from '@/features/admin/api/get-user';
import { useReinstateUser } from '@/features/admin/api/reinstate-user';
import { useEndUserSessions } from '@/features/admin/api/end-user-sessions';
import { useSuspendUser } from '@/features/admin/api/suspend-user';
import { formatDateTime, JOB_STATE_LABELS, ROLE_LABELS } from '@/features/admin/components/labels';
import { ReasonDialog } from '@/features/admin/components/reason-dialog';
import { DeliveryLog } from '@/features/notifications/components/delivery-log';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { adminNotFound, adminSkeleton } from './states';
import { formatPhoneNumber } from '@/lib/phone';

/** A person: profile, wallet, counts, last jobs, and 'Tangguhkan' / 'Aktifkan kembali'. */
export function AdminUserPage() {
  const id = useRouteId();
  const user = useAdminUser(id);
  const suspend = useSuspendUser();
  const reinstate = useReinstateUser();
  const endSessions = useEndUserSessions();
  const [dialog, setDialog] = useState<'suspend' | 'reinstate' | 'sessions' | null>(null);

  return (
    <PageByIdStates
      id={id}
      query={user}
      notFound={adminNotFound('Pengguna tidak ditemukan', paths.admin.users)}
      skeleton={adminSkeleton}
      errorTitle="Pengguna gagal dimuat"
    >
      {(person) => (
        <section className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h1 className="text-2xl font-bold">{person.name ?? person.email}</h1>
              <p className="text-sm">
                {ROLE_LABELS[person.role]} · {person.email} ·{' '}
                {person.phoneNumber ? formatPhoneNumber(person.phoneNumber) : '—'}
              </p>
              <p className="mt-1 flex flex-wrap gap-2 text-sm">
                <span
                  className={`badge badge-soft ${person.emailVerified ? 'badge-success' : 'badge-warning'}`}
                >
                  Email {person.emailVerified ? 'terverifikasi' : 'belum diverifikasi'}
                </span>
                <span
                  className={`badge badge-soft ${person.phoneVerified ? 'badge-success' : 'badge-warning'}`}
                >
                  WhatsApp {person.phoneVerified ? 'terverifikasi' : 'belum diverifikasi'}
                </span>
              </p>
            </div>
            {person.role !== 'admin' &&
              !person.deletedAt &&
              (person.suspended ? (
                <button
                  type="button"
                  className="btn btn-success"
                  onClick={() => setDialog('reinstate')}
                >
                  Aktifkan kembali
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-error"
                  onClick={() => setDialog('suspend')}
                >
                  Tangguhkan
                </button>
              ))}
          </div>
          {person.deletedAt && (
            <div role="status" className="alert alert-info">
              Akun ini dihapus pemiliknya pada {formatDateTime(person.deletedAt)}. Datanya sudah
              dianonimkan; pekerjaan, ulasan dan catatan saldonya tetap untuk pembukuan.
            </div>
          )}
          {person.suspended && (
            <div role="alert" className="alert alert-error">
              Ditangguhkan sejak {formatDateTime(person.suspendedAt!)}: {person.suspendedReason}
            </div>
          )}
          <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
            <div className="stat rounded-box bg-base-100">
              <div className="stat-title">Saldo</div>
              <div className="stat-value text-xl">
                {person.wallet ? formatIDR(person.wallet.balance) : '—'}
              </div>
            </div>
            <div className="stat rounded-box bg-base-100">
              <div className="stat-title">Pekerjaan</div>
              <div className="stat-value text-xl">{person.counts.jobs}</div>
              <div className="stat-desc">
                {person.counts.open} terbuka · {person.counts.active} aktif · {person.counts.done}{' '}
                selesai · {person.counts.cancelled} batal
              </div>
            </div>
            <div className="stat rounded-box bg-base-100">
              <div className="stat-title">Lamaran menunggu</div>
              <div className="stat-value text-xl">{person.counts.applications}</div>
            </div>
            <div className="stat rounded-box bg-base-100">
              <div className="stat-title">Sesi aktif</div>
              <div className="stat-value text-xl">{person.sessions}</div>
              {person.sessions > 0 && (
                <div className="stat-actions">
                  <button
                    type="button"
                    className="btn btn-outline btn-xs"
                    onClick={() => setDialog('sessions')}
                  >
                    Akhiri semua sesi
                  </button>
                </div>
              )}
            </div>
            <div className="stat rounded-box bg-base-100">
              <div className="stat-title">Rating</div>
              <div className="stat-value text-xl">{person.profile?.rating ?? '—'}</div>
            </div>
          </div>
          <div className="rounded-box bg-base-100 p-4">
            <h2 className="mb-2 font-semibold">Pekerjaan terakhir</h2>
            <ul className="flex flex-col gap-1">
              {person.lastJobs.map((job) => (
                <li key={job._id}>
                  <Link className="link" to={paths.admin.job(job._id)}>
                    {job.title}
                  </Link>{' '}
                  · {JOB_STATE_LABELS[job.state]} · {formatIDR(job.fee)}
                </li>
              ))}
              {person.lastJobs.length === 0 && <li>Belum ada pekerjaan</li>}
            </ul>
          </div>
          <DeliveryLog userId={person._id} />
          <ReasonDialog
            open={dialog === 'suspend'}
            title="Tangguhkan pengguna ini?"
            description="Ia tidak bisa masuk, sesinya berakhir, pekerjaan terbukanya dibatalkan dan lamarannya ditarik."
            confirmLabel="Tangguhkan"
            requireReason
            pending={suspend.isPending}
            onClose={() => setDialog(null)}
            onConfirm={(reason) =>
              suspend.mutate(
                { id: person._id, reason },
                {
                  onSuccess: () => {
                    setDialog(null);
                    notifySuccess('Pengguna ditangguhkan');
                  },
                  onError: notifyError,
                },
              )
            }
          />
          <ReasonDialog
            open={dialog === 'sessions'}
            title="Akhiri semua sesi pengguna ini?"
            description="Semua perangkatnya keluar dan ia harus masuk lagi. Tercatat di catatan audit."
            confirmLabel="Akhiri semua sesi"
            requireReason={false}
            pending={endSessions.isPending}
            onClose={() => setDialog(null)}
            onConfirm={() =>
              endSessions.mutate(
                { id: person._id },
                {
                  onSuccess: ({ ended }) => {
                    setDialog(null);
                    notifySuccess(`${ended} sesi diakhiri`);
                  },
                  onError: notifyError,
                },
              )
            }
          />
          <ReasonDialog
            open={dialog === 'reinstate'}
            title="Aktifkan kembali pengguna ini?"
            description="Ia bisa masuk dan memakai Bantuin lagi."
            confirmLabel="Aktifkan kembali"
            requireReason={false}
            pending={reinstate.isPending}
            onClose={() => setDialog(null)}
            onConfirm={() =>
              reinstate.mutate(
                { id: person._id },
                {
                  onSuccess: () => {
                    setDialog(null);
                    notifySuccess('Pengguna diaktifkan kembali');
                  },
                  onError: notifyError,
                },
              )
            }
          />
        </section>
      )}
    </PageByIdStates>
  );
}
