import type { Job } from '@bantuin/contract';
import { CheckCircleIcon, ClockIcon } from '@/components/ui/icons';

/** Where a job given to me stands, from my side. */
export function workStatusOf(job: Job): { label: string; tone: 'working' | 'waiting' | 'done' } {
  if (job.state === 'done' || job.status?.isDone) return { label: 'Selesai', tone: 'done' };
  if (job.status?.isWorkerConfirmed) return { label: 'Menunggu konfirmasi Jalu', tone: 'waiting' };
  return { label: 'Sedang dikerjakan', tone: 'working' };
}

const TONES = {
  working: 'bg-info/12 text-info',
  waiting: 'bg-warning/25 text-warning-content',
  done: 'bg-success/15 text-success',
} as const;

export function WorkStatusPill({ job }: { job: Job }) {
  const { label, tone } = workStatusOf(job);
  const Icon = tone === 'done' ? CheckCircleIcon : ClockIcon;
  return (
    <span className={`badge badge-sm h-6 gap-1 border-0 px-2.5 font-semibold ${TONES[tone]}`}>
      <Icon className="size-3.5" />
      {label}
    </span>
  );
}
