import type { Coordinates, Job } from '@bantuin/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageByIdStates, useRouteId } from '@/components/ui/route-id';
import { hasErrorCode } from '@/lib/api-client';
import { useJob } from '../api/get-job';

/**
 * A page about one job (GET /jobs/:id, either role): the id from the URL (`:id`, or the search
 * parameter `search` names), the job, and PageByIdStates' ladder. `children` gets the job and
 * its query (e.g. `isFetching`, to act only on fresh data). `near`: a Yasa's own point, for the
 * job's `distanceKm`. `blocked`: the page in place of a
 * job the server refuses with 403 `BLOCKED` (a block hides it), given the server's sentence.
 */
export function JobByIdStates({
  search,
  near,
  blocked,
  children,
  ...states
}: {
  search?: string;
  near?: Coordinates;
  blocked?: (message: string) => ReactNode;
  notFound: ReactNode;
  invalidId?: ReactNode;
  skeleton: ReactNode;
  errorTitle: string;
  children: (job: Job, query: UseQueryResult<Job>) => ReactNode;
}) {
  const id = useRouteId(search ? { search } : {});
  const job = useJob(id ?? '', { enabled: id !== null, near });
  if (blocked && hasErrorCode(job.error, 'BLOCKED')) return blocked(job.error.message);
  return (
    <PageByIdStates id={id} query={job} {...states}>
      {(data) => children(data, job)}
    </PageByIdStates>
  );
}
