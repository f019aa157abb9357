import type { Job } from '@bantuin/contract';
import type { ReactNode } from 'react';
import { CategoryBadge, JobFee } from './job-pieces';

/** The job's fee, large, in its tinted box: the number a job's page is about. */
export function JobFeeBox({ fee, className = '' }: { fee: number; className?: string }) {
  return (
    <div className={`rounded-field bg-primary/8 px-4 py-3 ${className}`}>
      <p className="text-xs font-medium text-base-content/70">Biaya</p>
      <JobFee fee={fee} className="text-2xl font-extrabold text-primary" />
    </div>
  );
}

/**
 * The side card of a page after the work (confirmation, verification): the category and the
 * title, then the page's own part (person, fee, buttons). Beside the content from `lg` up.
 */
export function JobSummaryAside({
  job,
  label,
  className = '',
  children,
}: {
  job: Pick<Job, 'category' | 'title'>;
  /** Names the landmark, e.g. 'Ringkasan pembayaran'. */
  label: string;
  /** Extra grid placement, e.g. 'lg:row-span-2'. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <aside
      aria-label={label}
      className={`rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6 lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1 ${className}`}
    >
      <CategoryBadge category={job.category.name} />
      <h2 className="mt-3 text-xl leading-tight font-extrabold tracking-tight text-balance">
        {job.title}
      </h2>
      {children}
    </aside>
  );
}
