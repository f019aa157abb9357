import { Link } from 'react-router';
import { useMyJobs } from '@/features/jobs/api/list-my-jobs';
import { JOB_ROWS_CLASS_NAME, JobRow, JobRowsSkeleton } from '@/features/jobs/components/job-row';
import { EmptyState, PagedGridStates } from '@/components/page-states';
import { BriefcaseIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';
import { PageHeader } from '@/components/ui/page-header';

/** /yasa/order/jobs ('Pekerjaan saya'): the jobs given to me, not finished yet. */
export function MyJobsPage() {
  const jobs = useMyJobs();

  return (
    <div className="space-y-5">
      <PageHeader
        title="Pekerjaan saya"
        description="Pekerjaan yang Jalu percayakan kepadamu. Selesaikan, lalu kirim buktinya."
        aside={
          // On a phone the tab bar has no room for it: the way to the ended jobs is here.
          <Link to={paths.yasa.history} className="btn btn-sm btn-ghost">
            Riwayat Pekerjaan
          </Link>
        }
      />

      <PagedGridStates
        query={jobs}
        label="Pekerjaan saya"
        listClassName={JOB_ROWS_CLASS_NAME}
        skeleton={<JobRowsSkeleton count={3} />}
        errorTitle="Pekerjaanmu belum dapat dimuat."
        empty={
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
        }
      >
        {(job) => <JobRow variant="work" job={job} />}
      </PagedGridStates>
    </div>
  );
}
