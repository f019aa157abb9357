import { Link } from 'react-router';
import { EmptyState, JobGridSkeleton, LoadError, LoadMoreButton } from '@/components/page-states';
import { BriefcaseIcon } from '@/components/ui/icons';
import { useApplications } from '@/features/jobs/api/list-applications';
import { ApplicationCard } from '@/features/jobs/components/application-card';
import { paths } from '@/lib/paths';

/** /yasa/applications ('Lamaran Saya'): every job I applied for and where it stands. */
export function ApplicationsPage() {
  const applications = useApplications();
  const list = applications.data?.pages.flat() ?? [];

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Lamaran Saya</h1>
        <p className="mt-1 text-base-content/70">
          Pekerjaan yang kamu lamar, dari yang terbaru. Lamaran yang masih menunggu bisa ditarik.
        </p>
      </header>

      {applications.isPending ? (
        <JobGridSkeleton count={3} />
      ) : applications.isError ? (
        <LoadError
          title="Lamaranmu belum dapat dimuat."
          onRetry={() => void applications.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState
          Icon={BriefcaseIcon}
          title="Belum ada lamaran"
          description="Lamar pekerjaan di beranda; lamaranmu muncul di sini."
          actions={
            <Link to={paths.yasa.home} className="btn btn-sm btn-primary">
              Cari pekerjaan
            </Link>
          }
        />
      ) : (
        <>
          <ul aria-label="Lamaran Saya" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((application) => (
              <ApplicationCard key={application._id} application={application} />
            ))}
          </ul>
          {applications.hasNextPage && (
            <LoadMoreButton
              isFetching={applications.isFetchingNextPage}
              onClick={() => void applications.fetchNextPage()}
            />
          )}
        </>
      )}
    </div>
  );
}
