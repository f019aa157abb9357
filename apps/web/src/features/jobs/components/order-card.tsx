import type { Job } from '@bantuin/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { JobCover } from '@/components/job/job-cover';
import {
  CategoryBadge,
  JobAddress,
  JobDate,
  JobFee,
  JobPerson,
  JobSchedule,
} from '@/components/job/job-pieces';
import { OrderCardPill } from './order-status';
import { paths } from '@/lib/paths';

/** One of 'Pesanan Saya'; the whole card opens /jalu/order/{id}. */
export function OrderCard({ job }: { job: Job }) {
  const id = useId();
  return (
    <li>
      <Link
        to={paths.jalu.order(job._id)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-status`}
        className="group flex h-full flex-col overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md focus-visible:border-primary"
      >
        <div className="relative">
          <JobCover
            image={job.images[0]}
            category={job.category.name}
            className="aspect-[3/1] sm:aspect-[2/1]"
          />
          <CategoryBadge category={job.category.name} solid className="absolute top-3 left-3" />
          <span id={`${id}-status`} className="absolute top-3 right-3">
            <OrderCardPill job={job} />
          </span>
        </div>
        <div className="flex grow flex-col gap-2 p-4">
          <div>
            <h3 id={`${id}-title`} className="line-clamp-2 leading-snug font-bold">
              {job.title}
            </h3>
            <JobDate date={job.createdAt} className="mt-1" />
          </div>
          <JobSchedule scheduledAt={job.scheduledAt} />
          <p className="line-clamp-2 text-sm text-base-content/80">
            <span className="me-1 font-medium text-base-content/70">Deskripsi:</span>
            {job.description}
          </p>
          <JobAddress address={job.address} label="Alamat:" />
          <div className="mt-auto flex items-center justify-between gap-3 border-t border-base-200 pt-3">
            {job.worker ? (
              <JobPerson
                name={job.worker.name}
                picture={job.worker.profilePicture}
                fallbackName="Yasa"
              />
            ) : (
              <span className="text-xs text-base-content/70">Belum ada Yasa</span>
            )}
            <JobFee
              fee={job.fee}
              label="Biaya:"
              className="shrink-0 text-base font-extrabold text-primary"
            />
          </div>
        </div>
      </Link>
    </li>
  );
}
