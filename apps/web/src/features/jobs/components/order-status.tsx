import { JOB_STATE, type Job } from '@bantuin/contract';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';

/** Spec §4: the card pill is 'Dalam Pengerjaan' once a Yasa is on the job, else 'Menunggu Yasa'. */
export function cardStatusLabel(job: Pick<Job, 'status'>): string {
  return job.status ? 'Dalam Pengerjaan' : 'Menunggu Yasa';
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
