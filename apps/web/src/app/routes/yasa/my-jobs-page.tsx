import { Link } from 'react-router';
import { useMyJobs } from '@/features/jobs/api/list-my-jobs';
import { JobRow, JobRows, JobRowsSkeleton } from '@/features/jobs/components/job-row';
import { EmptyState, LoadError, LoadMoreButton } from '@/components/page-states';
import { BriefcaseIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';

/** /yasa/order/jobs ('Pekerjaan saya'): the jobs given to me, not finished yet. */
export function MyJobsPage() {
  const jobs = useMyJobs();
  const list = jobs.data?.pages.flat() ?? [];

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Pekerjaan saya</h1>
        <p className="mt-1 text-base-content/70">
          Pekerjaan yang Jalu percayakan kepadamu. Selesaikan, lalu kirim buktinya.
        </p>
      </header>

      {jobs.isPending ? (
        <JobRowsSkeleton count={3} />
      ) : jobs.isError ? (
        <LoadError title="Pekerjaanmu belum dapat dimuat." onRetry={() => void jobs.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          Icon={BriefcaseIcon}
          title="Belum ada pekerjaan"
          description="Lamar pekerjaan di beranda. Begitu Jalu memilihmu, pekerjaannya muncul di sini."
          actions={
            <Link to={paths.yasa.home} className="btn btn-sm btn-primary">
              Cari pekerjaan
            </Link>
          }
        />
      ) : (
        <>
          <JobRows label="Pekerjaan saya">
            {list.map((job) => (
              <JobRow key={job._id} variant="work" job={job} />
            ))}
          </JobRows>
          {jobs.hasNextPage && (
            <LoadMoreButton
              isFetching={jobs.isFetchingNextPage}
              onClick={() => void jobs.fetchNextPage()}
            />
          )}
        </>
      )}
    </div>
  );
}
