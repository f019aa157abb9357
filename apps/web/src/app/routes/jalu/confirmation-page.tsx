import { useQueryClient } from '@tanstack/react-query';
import { formatDateLong, formatIDR, JOB_STATE, type Job } from '@bantuin/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { JobPerson } from '@/components/job/job-pieces';
import { JobFeeBox, JobSummaryAside } from '@/components/job/job-summary';
import {
  AlertIcon,
  CameraIcon,
  CheckCircleIcon,
  ClockIcon,
  StarIcon,
  WalletIcon,
} from '@/components/ui/icons';
import { notifyError, notifySuccess } from '@/lib/notify';
import { CONFIRMED_MESSAGE, useConfirmJob } from '@/features/jobs/api/confirm-job';
import { StateNotice } from '@/components/page-states';
import { ConfirmDialog } from '@/features/jobs/components/confirm-dialog';
import { DisputeDialog } from '@/features/jobs/components/dispute-dialog';
import { useAppConfig } from '@/lib/app-config';
import { ProofOfWork } from '@/features/jobs/components/finished-job';
import { Card } from '@/components/ui/card';
import { Fact } from '@/components/ui/fact';
import { PageTop } from '@/components/ui/page-header';
import { invalidateWallet } from '@/features/wallet/api/keys';
import { paths } from '@/lib/paths';
import { CompletionStates } from './completion-states';
import { HelpLink } from '@/components/help-link';

function ProofSection({ job }: { job: Job }) {
  if (!job.status?.isWorkerConfirmed) {
    return (
      <Card title="Bukti pekerjaan" className="min-w-0 lg:col-start-1">
        <div className="flex flex-col items-center rounded-field border border-dashed border-base-300 px-6 py-10 text-center">
          <CameraIcon className="size-8 text-base-content/35" />
          <p className="mt-2 font-semibold">Belum ada bukti</p>
          <p className="mt-1 max-w-xs text-sm text-base-content/70">
            Foto hasil pekerjaan tampil di sini setelah Yasa mengirimnya.
            {job.tasks.length > 0 &&
              ` Yasa mengirim foto untuk setiap tugas: ${job.tasks.map((task) => task.name).join(', ')}.`}
          </p>
        </div>
      </Card>
    );
  }
  return <ProofOfWork job={job} className="min-w-0 lg:col-start-1" />;
}

/** The button, or why it is not there: by where the job is in its life. */
function PaymentAction({ job }: { job: Job }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The escrow was released (or, on a 409, may have been).
  const confirm = useConfirmJob(job._id, { onSettled: () => invalidateWallet(queryClient) });
  const workerName = job.worker?.name ?? 'Yasa';
  const [complaining, setComplaining] = useState(false);
  // 'Lanjutkan Pembayaran' asks first, with who and how much.
  const [confirmingPay, setConfirmingPay] = useState(false);
  const autoReleaseHours = useAppConfig().data?.autoReleaseHours;

  const pay = () =>
    confirm.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(CONFIRMED_MESSAGE);
        void navigate(paths.jalu.review(job._id));
      },
      onError: (error) => {
        setConfirmingPay(false);
        notifyError(error);
      },
    });

  // The buttons are the server's `actions`; the notices below say why there are none.
  if (job.actions.includes('confirm')) {
    return (
      <>
        <p className="text-sm text-base-content/70">
          Biaya ini sudah ditahan dari saldomu saat pesanan dibuat. Dengan melanjutkan, biayanya
          dibayarkan ke {workerName} dan pesanan selesai.
        </p>
        {autoReleaseHours !== undefined && (
          <p className="text-sm text-base-content/70">
            Tanpa konfirmasi atau komplain, biayanya dibayarkan otomatis ke {workerName}{' '}
            {autoReleaseHours} jam setelah bukti dikirim.
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={confirm.isPending}
          aria-busy={confirm.isPending}
          onClick={() => setConfirmingPay(true)}
        >
          {confirm.isPending ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <WalletIcon className="size-5" />
          )}
          Lanjutkan Pembayaran
        </button>
        {job.actions.includes('fileDispute') && (
          <>
            <button
              type="button"
              className="btn btn-outline btn-error btn-block"
              disabled={confirm.isPending}
              onClick={() => setComplaining(true)}
            >
              <AlertIcon className="size-5" />
              Ajukan Komplain
            </button>
            <p className="text-center text-xs text-base-content/70">
              Hasilnya tidak sesuai? Ajukan komplain, biayanya tetap ditahan sampai ada keputusan.{' '}
              <HelpLink role="jalu" topic="komplain" className="text-xs">
                Bantuan: cara komplain
              </HelpLink>
            </p>
            <DisputeDialog
              jobId={job._id}
              open={complaining}
              onClose={() => setComplaining(false)}
              onFiled={() => void navigate(paths.jalu.order(job._id))}
            />
          </>
        )}
        {confirmingPay && (
          <ConfirmDialog
            open
            title={`Bayar ${workerName}?`}
            confirmLabel="Ya, bayar"
            isPending={confirm.isPending}
            onConfirm={pay}
            onClose={() => setConfirmingPay(false)}
          >
            <p>
              <strong>{formatIDR(job.fee)}</strong> dibayarkan ke {workerName} dari dana yang
              ditahan, dan pesanan ini selesai. Pembayaran tidak bisa dibatalkan.
            </p>
          </ConfirmDialog>
        )}
      </>
    );
  }

  switch (job.state) {
    case JOB_STATE.worker_confirmed:
      // Without `confirm` (not this person's to pay): nothing to do here.
      return null;
    case JOB_STATE.disputed:
      return (
        <StateNotice
          title="Komplain sedang ditinjau"
          Icon={AlertIcon}
          tone="warning"
          actions={
            <Link to={paths.jalu.order(job._id)} className="btn btn-outline btn-primary btn-block">
              Lihat komplain
            </Link>
          }
        >
          Biayanya tetap ditahan sampai tim Bantuin memutuskan.
        </StateNotice>
      );
    case JOB_STATE.done:
      return (
        <StateNotice
          title="Pekerjaan selesai dan sudah dibayar"
          Icon={CheckCircleIcon}
          tone="success"
          actions={
            <>
              {job.actions.includes('review') && (
                <Link to={paths.jalu.review(job._id)} className="btn btn-primary btn-block">
                  <StarIcon className="size-5" />
                  Beri ulasan
                </Link>
              )}
              <Link to={paths.jalu.history} className="btn btn-ghost btn-block">
                Lihat Riwayat Pesanan
              </Link>
            </>
          }
        >
          Biayanya sudah masuk ke saldo {workerName}.
        </StateNotice>
      );
    case JOB_STATE.assigned:
      return (
        <StateNotice
          title="Menunggu bukti dari Yasa"
          Icon={ClockIcon}
          tone="warning"
          actions={
            <Link to={paths.jalu.order(job._id)} className="btn btn-outline btn-primary btn-block">
              Kembali ke pesanan
            </Link>
          }
        >
          {workerName} belum mengirim bukti pekerjaan. Pembayaran bisa dilanjutkan setelah buktinya
          masuk.
        </StateNotice>
      );
    case JOB_STATE.open:
      return (
        <StateNotice
          title="Belum ada Yasa"
          Icon={ClockIcon}
          actions={
            <Link to={paths.jalu.order(job._id)} className="btn btn-outline btn-primary btn-block">
              Lihat pelamar
            </Link>
          }
        >
          Pilih Yasa dari daftar tunggu dulu. Pembayaran dilanjutkan setelah pekerjaannya selesai.
        </StateNotice>
      );
    case JOB_STATE.cancelled:
      return (
        <StateNotice
          title="Pesanan ini dibatalkan"
          Icon={AlertIcon}
          actions={
            <Link to={paths.jalu.myOrders} className="btn btn-outline btn-primary btn-block">
              Lihat Pesanan Saya
            </Link>
          }
        >
          Tidak ada yang perlu dibayar; biayanya sudah kembali ke saldomu.
        </StateNotice>
      );
  }
}

function Confirmation({ job }: { job: Job }) {
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <PageTop
        back={{ to: paths.jalu.order(job._id), label: 'Detail pesanan' }}
        title="Konfirmasi Pekerjaan"
        description="Periksa bukti pekerjaan dari Yasa. Kalau sudah sesuai, lanjutkan pembayaran."
      />
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
        <ProofSection job={job} />

        <JobSummaryAside job={job} label="Ringkasan pembayaran" className="lg:row-span-2">
          {job.worker && (
            <div className="mt-4">
              <JobPerson
                name={job.worker.name}
                picture={job.worker.profilePicture}
                fallbackName="Yasa"
                caption="Dikerjakan oleh"
                size="md"
              />
            </div>
          )}
          <JobFeeBox fee={job.fee} className="mt-5" />
          <div className="mt-5 flex flex-col gap-3">
            <PaymentAction job={job} />
          </div>
        </JobSummaryAside>

        <Card title="Detail pesanan" className="min-w-0 lg:col-start-1">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact label="Kategori">{job.category.name}</Fact>
            <Fact label="Dibuat">
              <time dateTime={job.createdAt}>{formatDateLong(job.createdAt)}</time>
            </Fact>
            <Fact label="Deskripsi" className="sm:col-span-2">
              {job.description}
            </Fact>
          </dl>
        </Card>
      </div>
    </div>
  );
}

/** /jalu/order/{id}/confirmation ('Konfirmasi Pekerjaan'): the proof, then the payment. */
export function ConfirmationPage() {
  return <CompletionStates>{(job) => <Confirmation job={job} />}</CompletionStates>;
}
