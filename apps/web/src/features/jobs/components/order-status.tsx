import { JOB_STATE, JOB_STATE_NAMES, type Job } from '@bantuin/contract';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';

/** Spec §4: the card pill is 'Dalam Pengerjaan' once a Yasa is on the job, else 'Menunggu Yasa'. */
export function cardStatusLabel(job: Pick<Job, 'status'>): string {
  return job.status ? JOB_STATE_NAMES.assigned : JOB_STATE_NAMES.open;
}

/** Where an order stands, in more detail, on its own page. */
export function orderStatusOf(job: Job): {
  label: string;
  tone: StatusTone;
} {
  if (job.state === JOB_STATE.cancelled) {
    return { label: JOB_STATE_NAMES.cancelled, tone: 'cancelled' };
  }
  if (job.state === JOB_STATE.done || job.status?.isDone) {
    return { label: JOB_STATE_NAMES.done, tone: 'done' };
  }
  if (job.state === JOB_STATE.disputed) return { label: JOB_STATE_NAMES.disputed, tone: 'dispute' };
  if (job.status?.isWorkerConfirmed) return { label: 'Menunggu konfirmasimu', tone: 'confirm' };
  if (job.status) return { label: JOB_STATE_NAMES.assigned, tone: 'working' };
  return { label: JOB_STATE_NAMES.open, tone: 'waiting' };
}

/** Where an order stands, as a pill. */
export function OrderStatusPill({ job }: { job: Job }) {
  return <StatusPill {...orderStatusOf(job)} />;
}
