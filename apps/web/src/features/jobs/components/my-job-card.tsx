import type { Job } from '@bantuin/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  CategoryBadge,
  JobAddress,
  JobDate,
  JobFee,
  JobPerson,
  JobSchedule,
} from '@/components/job/job-pieces';
import { WorkStatusPill } from './work-status';
import { paths } from '@/lib/paths';

/** One of 'Pekerjaan saya'; the whole card opens /yasa/order/jobs/{id}. */
export function MyJobCard({ job }: { job: Job }) {
  const id = useId();
  return (
    <li>
      <Link
        to={paths.yasa.myJob(job._id)}
        aria-labelledby={`${id}-title`}
        className="flex h-full flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md focus-visible:border-primary"
      >
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={job.category.name} />
          <WorkStatusPill job={job} />
        </div>
        <div>
          <h3 id={`${id}-title`} className="line-clamp-2 text-lg leading-snug font-bold">
            {job.title}
          </h3>
          <JobDate date={job.createdAt} className="mt-1" />
        </div>
        <JobSchedule scheduledAt={job.scheduledAt} />
        <p className="line-clamp-2 text-sm text-base-content/80">{job.description}</p>
        <JobAddress address={job.address} />
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-base-200 pt-3">
          <JobPerson
            name={job.client.name}
            picture={job.client.profilePicture}
            fallbackName="Jalu"
          />
          <JobFee fee={job.fee} className="shrink-0 text-base font-extrabold text-primary" />
        </div>
      </Link>
    </li>
  );
}
