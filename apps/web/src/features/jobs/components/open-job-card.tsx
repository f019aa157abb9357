import type { Job } from '@bantuin/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { JobCover } from '@/components/job/job-cover';
import {
  CategoryBadge,
  formatDistanceKm,
  JobAddress,
  JobDate,
  JobFee,
  JobPerson,
  JobSchedule,
} from '@/components/job/job-pieces';
import { LocateIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';
import { AppliedBadge } from './applied-badge';

/** One open job on the Yasa home; the whole card opens /yasa/order/{id}. */
export function OpenJobCard({ job }: { job: Job }) {
  const id = useId();
  return (
    <li>
      <Link
        to={paths.yasa.job(job._id)}
        aria-labelledby={`${id}-title`}
        className="group flex h-full flex-col overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md focus-visible:border-primary"
      >
        <div className="relative">
          <JobCover image={job.images[0]} category={job.category.name} />
          <CategoryBadge category={job.category.name} solid className="absolute top-3 left-3" />
          {job.distanceKm !== undefined && (
            <span className="absolute top-3 right-3 badge h-6 gap-1 border-0 bg-neutral/85 badge-sm font-semibold text-neutral-content">
              <LocateIcon className="size-3.5" />
              {formatDistanceKm(job.distanceKm)}
            </span>
          )}
        </div>
        <div className="flex grow flex-col gap-2 p-4">
          <h3 id={`${id}-title`} className="line-clamp-2 leading-snug font-bold">
            {job.title}
          </h3>
          {job.hasApplied && <AppliedBadge />}
          <JobFee fee={job.fee} />
          <JobSchedule scheduledAt={job.scheduledAt} />
          <JobAddress address={job.address} />
          <div className="mt-auto flex items-center justify-between gap-3 border-t border-base-200 pt-3">
            <JobPerson
              name={job.client.name}
              picture={job.client.profilePicture}
              fallbackName="Jalu"
            />
            <JobDate date={job.createdAt} className="shrink-0" />
          </div>
        </div>
      </Link>
    </li>
  );
}
