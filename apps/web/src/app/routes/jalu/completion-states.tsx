import type { Job } from '@bantuin/contract';
import type { ReactNode } from 'react';
import { NotFound } from '@/components/not-found';
import { CompletionSkeleton, JobNotFound } from '@/components/page-states';
import { JobByIdStates } from '@/features/jobs/components/job-by-id-states';
import { paths } from '@/lib/paths';

/**
 * The Jalu's pages after the work ('Konfirmasi Pekerjaan', 'Review Yasa'): one of my orders by
 * its id, loading, not found, or a retry.
 */
export function CompletionStates({ children }: { children: (job: Job) => ReactNode }) {
  return (
    <JobByIdStates
      // A link without a job id in it leads nowhere: that page does not exist.
      invalidId={<NotFound homePath={paths.jalu.home} />}
      notFound={
        <JobNotFound why="notYours" backTo={paths.jalu.myOrders} backLabel="Lihat Pesanan Saya" />
      }
      skeleton={<CompletionSkeleton />}
      errorTitle="Pesanan belum dapat dimuat."
    >
      {children}
    </JobByIdStates>
  );
}
