import type { Job } from '@bantuin/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { JobDetailProps } from '@/components/job/job-detail';
import { JobDetailSkeleton, JobNotFound } from '@/components/page-states';
import { JobByIdStates } from '@/features/jobs/components/job-by-id-states';

/** A Yasa's page of one job (an open one, or one given to me); `back` is the way out of a 404. */
export function YasaJobStates({
  back,
  children,
}: {
  back: { to: string; label: string };
  children: (job: Job, query: UseQueryResult<Job>) => ReactNode;
}) {
  return (
    <JobByIdStates
      notFound={<JobNotFound why="gone" backTo={back.to} backLabel={back.label} />}
      skeleton={<JobDetailSkeleton of="job" />}
      errorTitle="Pekerjaan belum dapat dimuat."
    >
      {children}
    </JobByIdStates>
  );
}

/** The other side of the job, for a Yasa: its Jalu. */
export function jaluOf(job: Job): JobDetailProps['person'] {
  return {
    caption: 'Jalu',
    name: job.client.name,
    picture: job.client.profilePicture,
    fallbackName: 'Jalu',
  };
}
