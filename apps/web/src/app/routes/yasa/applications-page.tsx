import { Link } from 'react-router';
import { EmptyState, JobGridSkeleton, PagedGridStates } from '@/components/page-states';
import { BriefcaseIcon } from '@/components/ui/icons';
import { useApplications } from '@/features/jobs/api/list-applications';
import { ApplicationCard } from '@/features/jobs/components/application-card';
import { paths } from '@/lib/paths';
import { PageHeader } from '@/components/ui/page-header';

/** /yasa/applications ('Lamaran Saya'): every job I applied for and where it stands. */
export function ApplicationsPage() {
  const applications = useApplications();

  return (
    <div className="space-y-5">
      <PageHeader
        title="Lamaran Saya"
        description="Pekerjaan yang kamu lamar, dari yang terbaru. Lamaran yang masih menunggu bisa ditarik."
      />

      <PagedGridStates
        query={applications}
        label="Lamaran Saya"
        skeleton={<JobGridSkeleton count={3} />}
        errorTitle="Lamaranmu belum dapat dimuat."
        empty={
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
        }
      >
        {(application) => <ApplicationCard application={application} />}
      </PagedGridStates>
    </div>
  );
}
