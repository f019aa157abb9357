import { SAFETY_MESSAGES, type Coordinates, type Job } from '@bantuin/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { JobDetailProps } from '@/components/job/job-detail';
import { ItemNotFound, JobDetailSkeleton, JobNotFound } from '@/components/page-states';
import { AlertIcon } from '@/components/ui/icons';
import { JobByIdStates } from '@/features/jobs/components/job-by-id-states';

/**
 * A Yasa's page of one job (an open one, or one given to me); `back` is the way out of a 404 and
 * of an open job a block hides (the server's 403 `BLOCKED` says why). `near`: the Yasa's own
 * point, for the distance to the job.
 */
export function YasaJobStates({
  back,
  near,
  children,
}: {
  back: { to: string; label: string };
  near?: Coordinates;
  children: (job: Job, query: UseQueryResult<Job>) => ReactNode;
}) {
  return (
    <JobByIdStates
      near={near}
      notFound={<JobNotFound why="gone" backTo={back.to} backLabel={back.label} />}
      blocked={(message) => (
        <ItemNotFound
          title={SAFETY_MESSAGES.blockedJobTitle}
          description={message}
          Icon={AlertIcon}
          backTo={back.to}
          backLabel={back.label}
        />
      )}
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
