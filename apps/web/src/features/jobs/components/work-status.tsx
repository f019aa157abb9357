import { JOB_STATE, type Job } from '@bantuin/contract';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';

/** Where a job given to me stands, from my side. */
export function workStatusOf(job: Job): {
  label: string;
  tone: StatusTone;
} {
  if (job.state === JOB_STATE.done || job.status?.isDone) return { label: 'Selesai', tone: 'done' };
  if (job.state === JOB_STATE.disputed) return { label: 'Dalam komplain', tone: 'dispute' };
  if (job.status?.isWorkerConfirmed) return { label: 'Menunggu konfirmasi Jalu', tone: 'waiting' };
  return { label: 'Sedang dikerjakan', tone: 'working' };
}

/** Where a job given to me stands, as a pill. */
export function WorkStatusPill({ job }: { job: Job }) {
  return <StatusPill {...workStatusOf(job)} />;
}
