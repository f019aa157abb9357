import { JOB_STATE, type Job } from '@bantuin/contract';
import { ClockIcon, UserIcon } from '@/components/ui/icons';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';

/** Spec §4: the card pill is 'Dalam Pengerjaan' once a Yasa is on the job, else 'Menunggu Yasa'. */
export function cardStatusLabel(job: Pick<Job, 'status'>): string {
  return job.status ? 'Dalam Pengerjaan' : 'Menunggu Yasa';
}

/** The pill on an order card (it sits on the card's cover). */
export function OrderCardPill({ job }: { job: Pick<Job, 'status'> }) {
  const working = Boolean(job.status);
  const Icon = working ? UserIcon : ClockIcon;
  return (
    <span
      className={`badge badge-sm h-6 gap-1 border-0 px-2.5 font-semibold shadow-sm ${
        working ? 'bg-info text-info-content' : 'bg-warning text-warning-content'
      }`}
    >
      <Icon className="size-3.5" />
      {cardStatusLabel(job)}
    </span>
  );
}

/** Where an order stands, in more detail, on its own page. */
export function orderStatusOf(job: Job): {
  label: string;
  tone: StatusTone;
} {
  if (job.state === JOB_STATE.cancelled) return { label: 'Dibatalkan', tone: 'cancelled' };
  if (job.state === JOB_STATE.done || job.status?.isDone) return { label: 'Selesai', tone: 'done' };
  if (job.state === JOB_STATE.disputed) return { label: 'Dalam komplain', tone: 'dispute' };
  if (job.status?.isWorkerConfirmed) return { label: 'Menunggu konfirmasimu', tone: 'confirm' };
  if (job.status) return { label: 'Dalam Pengerjaan', tone: 'working' };
  return { label: 'Menunggu Yasa', tone: 'waiting' };
}

/** Where an order stands, as a pill. */
export function OrderStatusPill({ job }: { job: Job }) {
  return <StatusPill {...orderStatusOf(job)} />;
}
