import type { Job } from '@bantuin/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageByIdStates, useRouteId } from '@/components/ui/route-id';
import { useJob } from '../api/get-job';

/**
 * A page about one job (GET /jobs/:id, either role): the id from the URL (`:id`, or the search
 * parameter `search` names), the job, and PageByIdStates' ladder. `children` gets the job and
 * its query (e.g. `isFetching`, to act only on fresh data).
 */
export function JobByIdStates({
  search,
  children,
  ...states
}: {
  search?: string;
  notFound: ReactNode;
  invalidId?: ReactNode;
  skeleton: ReactNode;
  errorTitle: string;
  children: (job: Job, query: UseQueryResult<Job>) => ReactNode;
}) {
  const id = useRouteId(search ? { search } : {});
  const job = useJob(id ?? '', { enabled: id !== null });
  return (
    <PageByIdStates id={id} query={job} {...states}>
      {(data) => children(data, job)}
    </PageByIdStates>
  );
}
