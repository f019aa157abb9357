import { VERIFICATION_STATUS_LABELS, type AdminVerificationDetail } from '@bantuin/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageByIdStates, useRouteId } from '@/components/ui/route-id';
import { useApproveVerification } from '@/features/admin/api/approve-verification';
import { useAdminVerification } from '@/features/admin/api/get-verification';
import { useRejectVerification } from '@/features/admin/api/reject-verification';
import { formatDateTime } from '@/features/admin/components/labels';
import { ReasonDialog } from '@/features/admin/components/reason-dialog';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { adminNotFound, adminSkeleton } from './states';

function Decision({ verification }: { verification: AdminVerificationDetail }) {
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const approve = useApproveVerification();
  const reject = useRejectVerification();
  if (verification.status !== 'menunggu') {
    return (
      <div className="rounded-box bg-base-100 p-4">
        <h2 className="font-semibold">
          Keputusan: {VERIFICATION_STATUS_LABELS[verification.status]}
        </h2>
        {verification.reason && <p className="text-sm">Alasan: {verification.reason}</p>}
        <p className="text-sm">
          {verification.decidedBy ? `Oleh ${verification.decidedBy.email}` : 'Oleh sistem'}
          {verification.decidedAt && ` · ${formatDateTime(verification.decidedAt)}`}
        </p>
      </div>
    );
  }
  const done = (message: string) => () => {
    setDialog(null);
    notifySuccess(message);
  };
  return (
    <div className="flex gap-2">
      <button type="button" className="btn btn-primary" onClick={() => setDialog('approve')}>
        Setujui
      </button>
      <button
        type="button"
        className="btn btn-outline btn-error"
        onClick={() => setDialog('reject')}
      >
        Tolak
      </button>
      <ReasonDialog
        open={dialog === 'approve'}
        title="Setujui verifikasi ini?"
        description="Yasa ini akan tampil dengan lencana Terverifikasi dan boleh menarik saldo."
        confirmLabel="Setujui"
        requireReason={false}
        pending={approve.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          approve.mutate(
            { id: verification._id },
            { onSuccess: done('Verifikasi disetujui'), onError: notifyError },
          )
        }
      />
      <ReasonDialog
        open={dialog === 'reject'}
        title="Tolak verifikasi ini?"
        description="Yasa akan membaca alasannya dan boleh mengirim ulang."
        confirmLabel="Tolak"
        requireReason
        pending={reject.isPending}
        onClose={() => setDialog(null)}
        onConfirm={(reason) =>
          reject.mutate(
            { id: verification._id, reason },
            { onSuccess: done('Verifikasi ditolak'), onError: notifyError },
          )
        }
      />
    </div>
  );
}

/** One identity check: KTP, selfie and profile side by side, then the decision. */
export function AdminVerificationPage() {
  const id = useRouteId();
  const verification = useAdminVerification(id);
  return (
    <PageByIdStates
      id={id}
      query={verification}
      notFound={adminNotFound('Pengajuan tidak ditemukan', paths.admin.verifications)}
      skeleton={adminSkeleton}
      errorTitle="Pengajuan gagal dimuat"
    >
      {(detail) => (
        <section className="flex flex-col gap-4">
          <div>
            <h1 className="text-2xl font-bold">
              Verifikasi: {detail.user.name ?? detail.user.email}
            </h1>
            <p className="text-sm">
              Dikirim {formatDateTime(detail.submittedAt)} ·{' '}
              {VERIFICATION_STATUS_LABELS[detail.status]}
            </p>
            {detail.providerNote && (
              <p className="text-sm">Pemeriksa otomatis: {detail.providerNote}</p>
            )}
          </div>
          <div className="grid gap-3 md:grid-cols-3">
            <div className="rounded-box bg-base-100 p-4">
              <h2 className="mb-2 font-semibold">Foto KTP</h2>
              {detail.images ? (
                <img src={detail.images.ktp} alt="Foto KTP" className="w-full rounded" />
              ) : (
                <p className="text-sm">Foto sudah dihapus (masa simpan habis)</p>
              )}
            </div>
            <div className="rounded-box bg-base-100 p-4">
              <h2 className="mb-2 font-semibold">Swafoto dengan KTP</h2>
              {detail.images ? (
                <img
                  src={detail.images.selfie}
                  alt="Swafoto dengan KTP"
                  className="w-full rounded"
                />
              ) : (
                <p className="text-sm">Foto sudah dihapus (masa simpan habis)</p>
              )}
            </div>
            <div className="rounded-box bg-base-100 p-4">
              <h2 className="mb-2 font-semibold">Profil</h2>
              {detail.user.profilePicture && (
                <img
                  src={detail.user.profilePicture}
                  alt="Foto profil"
                  className="mb-2 size-24 rounded-full object-cover"
                />
              )}
              <dl className="text-sm">
                <dt className="font-semibold">Nama</dt>
                <dd>{detail.user.name ?? '—'}</dd>
                <dt className="font-semibold">Tanggal lahir</dt>
                <dd>{detail.user.dateOfBirth ?? '—'}</dd>
                <dt className="font-semibold">NIK</dt>
                <dd>{detail.nik ?? `••••••••••••${detail.nikLast4}`}</dd>
              </dl>
              <Link className="link text-sm" to={paths.admin.user(detail.user._id)}>
                Lihat pengguna
              </Link>
            </div>
          </div>
          <p className="text-xs">
            Setiap kali foto dibuka tercatat di audit. Tautan foto berlaku 5 menit.
          </p>
          <Decision verification={detail} />
        </section>
      )}
    </PageByIdStates>
  );
}
