import { JOB_STATE, JOB_STATE_NAMES, type Job } from '@bantuin/contract';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';

/** Where a job given to me stands, from my side. */
export function workStatusOf(job: Job): {
  label: string;
  tone: StatusTone;
} {
  if (job.state === JOB_STATE.done || job.status?.isDone) {
    return { label: JOB_STATE_NAMES.done, tone: 'done' };
  }
  if (job.state === JOB_STATE.disputed) return { label: JOB_STATE_NAMES.disputed, tone: 'dispute' };
  if (job.status?.isWorkerConfirmed) {
    return { label: JOB_STATE_NAMES.worker_confirmed, tone: 'waiting' };
  }
  return { label: JOB_STATE_NAMES.assigned, tone: 'working' };
}

/** Where a job given to me stands, as a pill. */
export function WorkStatusPill({ job }: { job: Job }) {
  return <StatusPill {...workStatusOf(job)} />;
}
