import { JOB_STATE, type Job, type ViewerAction } from '@bantuin/contract';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { JobDetail } from '@/components/job/job-detail';
import { AlertIcon, ChatBubbleIcon, CheckCircleIcon, ClockIcon } from '@/components/ui/icons';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useBackOutOfJob } from '@/features/jobs/api/back-out';
import { ConfirmDialog } from '@/features/jobs/components/confirm-dialog';
import { DisputeSection, hasDispute } from '@/features/jobs/components/dispute-section';
import { FinishedJobSections } from '@/features/jobs/components/finished-job';
import { ShoppingSection } from '@/features/jobs/components/shopping-section';
import { WorkStatusPill } from '@/features/jobs/components/work-status';
import { useAppConfig } from '@/lib/app-config';
import { RateJaluCard } from '@/features/jobs/components/jalu-rating';
import { JaluStanding } from '@/features/profile/components/jalu-standing';
import { paths } from '@/lib/paths';
import { jaluOf, YasaJobStates } from './job-states';

const MY_JOBS_PATH = paths.yasa.myJobs;

/** 'Mundur dari pekerjaan' (before the proof): the job goes back to its other applicants. */
function BackOutAction({ job }: { job: Job }) {
  const navigate = useNavigate();
  const backOut = useBackOutOfJob();
  const [confirming, setConfirming] = useState(false);
  const onConfirm = () =>
    backOut.mutate(job._id, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        void navigate(MY_JOBS_PATH);
      },
      onError: (error) => {
        setConfirming(false);
        notifyError(error);
      },
    });
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-block text-error"
        onClick={() => setConfirming(true)}
      >
        Mundur dari pekerjaan
      </button>
      <ConfirmDialog
        open={confirming}
        title="Mundur dari pekerjaan ini?"
        confirmLabel="Ya, mundur"
        cancelLabel="Tidak"
        tone="error"
        isPending={backOut.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      >
        <p className="text-sm text-base-content/75">
          Pekerjaan <strong>{job.title}</strong> dibuka lagi untuk Yasa lain, kamu tidak bisa
          melamarnya lagi, dan percakapannya ditutup. Pembatalan ini tercatat di profilmu.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** The proof is sent: the fee comes with the Jalu's confirmation, or by itself later. */
function AwaitingConfirmation() {
  const autoReleaseHours = useAppConfig().data?.autoReleaseHours;
  return (
    <div className="flex items-start gap-2 rounded-field bg-warning/15 p-3 text-sm">
      <ClockIcon className="mt-0.5 size-4 shrink-0 text-warning-content/80" />
      <div>
        <p className="font-semibold">Menunggu konfirmasi Jalu</p>
        <p className="text-base-content/70">
          Bukti pekerjaanmu sudah terkirim. Biaya masuk ke saldomu setelah Jalu mengonfirmasi
          {autoReleaseHours !== undefined &&
            `, atau otomatis ${autoReleaseHours} jam setelah buktimu terkirim bila Jalu tidak menanggapi`}
          .
        </p>
      </div>
    </div>
  );
}

/** Where the work stands, beside the buttons. */
function WorkNotice({ job }: { job: Job }) {
  switch (job.state) {
    case JOB_STATE.done:
      return (
        <p className="flex items-start gap-2 rounded-field bg-success/12 p-3 text-sm">
          <CheckCircleIcon className="mt-0.5 size-4 shrink-0 text-success" />
          Pekerjaan selesai. Biayanya sudah masuk ke saldomu.
        </p>
      );
    case JOB_STATE.cancelled:
      return (
        <p className="flex items-start gap-2 rounded-field bg-base-200 p-3 text-sm">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          Jalu membatalkan pekerjaan ini.
        </p>
      );
    case JOB_STATE.disputed:
      return (
        <div className="flex items-start gap-2 rounded-field bg-error/10 p-3 text-sm">
          <AlertIcon className="mt-0.5 size-4 shrink-0 text-error" />
          <p>
            Jalu mengajukan komplain. Tanggapi di bagian Komplain; biaya ditahan sampai ada
            keputusan.
          </p>
        </div>
      );
    case JOB_STATE.worker_confirmed:
      return <AwaitingConfirmation />;
    default:
      return null;
  }
}

/** The buttons are the job's `actions` (the server's), nothing more. */
function WorkActions({ job }: { job: Job }) {
  const can = (action: ViewerAction) => job.actions.includes(action);
  return (
    <>
      {can('chat') && (
        <Link to={paths.yasa.chat(job._id)} className="btn btn-outline btn-primary btn-block">
          <ChatBubbleIcon className="size-5" />
          Pesan
        </Link>
      )}
      {can('submitProof') && (
        <Link to={paths.yasa.verification(job._id)} className="btn btn-primary btn-block">
          <CheckCircleIcon className="size-5" />
          Selesai
        </Link>
      )}
      {can('backOut') && <BackOutAction job={job} />}
      <WorkNotice job={job} />
    </>
  );
}

/** /yasa/order/jobs/{id}: a job given to me, with 'Pesan' and 'Selesai'. */
export function MyJobDetailPage() {
  return (
    <YasaJobStates back={{ to: MY_JOBS_PATH, label: 'Ke Pekerjaan saya' }}>
      {(job, query) =>
        // Still open: not given to anyone yet, so its page is the one to apply from. Only once
        // the data is fresh: a cached copy from before the acceptance would bounce the Yasa away.
        job.state === JOB_STATE.open && !query.isFetching ? (
          <Navigate to={paths.yasa.job(job._id)} replace />
        ) : (
          <JobDetail
            job={job}
            back={{ to: MY_JOBS_PATH, label: 'Pekerjaan saya' }}
            person={jaluOf(job)}
            status={<WorkStatusPill job={job} />}
            actions={<WorkActions job={job} />}
          >
            <ShoppingSection job={job} side="yasa" />
            <JaluStanding jaluId={job.clientId} />
            {job.state === JOB_STATE.done && <RateJaluCard jobId={job._id} />}
            {job.state === JOB_STATE.done && (
              <FinishedJobSections
                job={job}
                side="yasa"
                reviewEmptyText="Jalu belum memberi ulasan."
              />
            )}
            {hasDispute(job) && (
              <DisputeSection jobId={job._id} canAnswer={job.actions.includes('answerDispute')} />
            )}
          </JobDetail>
        )
      }
    </YasaJobStates>
  );
}
