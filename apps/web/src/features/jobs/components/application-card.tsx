import {
  JOB_STATE,
  JOB_STATE_NAMES,
  type Application,
  type ApplicationStatus,
} from '@bantuin/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CategoryBadge, JobAddress, JobFee, JobSchedule } from '@/components/job/job-pieces';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useWithdrawApplication } from '@/features/jobs/api/withdraw-application';
import { ConfirmDialog } from './confirm-dialog';
import { paths } from '@/lib/paths';

/** Each status of 'Lamaran Saya' as a pill. */
export const APPLICATION_STATUS_LOOK: Record<
  ApplicationStatus,
  { label: string; tone: StatusTone }
> = {
  pending: { label: 'Menunggu', tone: 'waiting' },
  accepted: { label: 'Diterima', tone: 'done' },
  not_selected: { label: 'Tidak terpilih', tone: 'cancelled' },
  cancelled: { label: 'Dibatalkan Jalu', tone: 'cancelled' },
  withdrawn: { label: 'Ditarik', tone: 'cancelled' },
  backed_out: { label: 'Kamu mundur', tone: 'dispute' },
};

/**
 * An accepted application follows its job to the end: 'Lamaran Saya' says how it turned out
 * ('Selesai', 'Dalam komplain', …), not 'Diterima' forever.
 */
export function applicationLook({ status, job }: Application): { label: string; tone: StatusTone } {
  if (status !== 'accepted') return APPLICATION_STATUS_LOOK[status];
  switch (job.state) {
    case JOB_STATE.done:
      return { label: 'Selesai', tone: 'done' };
    case JOB_STATE.cancelled:
      return { label: 'Dibatalkan Jalu', tone: 'cancelled' };
    case JOB_STATE.disputed:
      return { label: JOB_STATE_NAMES.disputed, tone: 'dispute' };
    case JOB_STATE.worker_confirmed:
      return { label: JOB_STATE_NAMES.worker_confirmed, tone: 'waiting' };
    default:
      return APPLICATION_STATUS_LOOK.accepted;
  }
}

function WithdrawAction({ application }: { application: Application }) {
  const withdraw = useWithdrawApplication();
  const [confirming, setConfirming] = useState(false);
  const onConfirm = () =>
    withdraw.mutate(application.job._id, {
      onSuccess: ({ message }) => notifySuccess(message),
      onError: notifyError,
      onSettled: () => setConfirming(false),
    });
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-error btn-sm"
        onClick={() => setConfirming(true)}
      >
        Tarik lamaran
      </button>
      <ConfirmDialog
        open={confirming}
        title="Tarik lamaran ini?"
        confirmLabel="Ya, tarik"
        cancelLabel="Tidak"
        tone="error"
        isPending={withdraw.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      >
        <p className="text-sm text-base-content/75">
          Lamaranmu untuk <strong>{application.job.title}</strong> ditarik dan Jalu tidak bisa
          memilihmu lagi untuk pekerjaan ini.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** The page of the job behind an application: mine when accepted, else the open job's. */
function jobLink({ job, status }: Application): string {
  return status === 'accepted' ? paths.yasa.myJob(job._id) : paths.yasa.job(job._id);
}

/** One entry of 'Lamaran Saya': the job, where the application stands, and 'Tarik lamaran'. */
export function ApplicationCard({ application }: { application: Application }) {
  const id = useId();
  const { job } = application;
  const look = applicationLook(application);
  return (
    <li
      aria-labelledby={`${id}-title`}
      className="flex h-full flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={job.category.name} />
        <StatusPill {...look} />
      </div>
      <h3 id={`${id}-title`} className="text-lg leading-snug font-bold wrap-anywhere">
        <Link to={jobLink(application)} className="link-hover">
          {job.title}
        </Link>
      </h3>
      <JobSchedule scheduledAt={job.scheduledAt} />
      <JobAddress address={job.address} />
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-base-200 pt-3">
        <JobFee fee={job.fee} className="text-base font-extrabold text-primary" />
        {job.actions.includes('withdraw') && <WithdrawAction application={application} />}
      </div>
    </li>
  );
}
