import { PageByIdStates, useRouteId } from '@/components/ui/route-id';
import type { Job } from '@bantuin/contract';
import { Link, Navigate } from 'react-router';
import { JobDetail } from '@/components/job/job-detail';
import { ChatBubbleIcon, CheckCircleIcon, ClockIcon } from '@/components/ui/icons';
import { useJob } from '@/features/jobs/api/get-job';
import { DetailSkeleton, JobNotFound } from '@/features/jobs/components/yasa-page-states';
import { WorkStatusPill, workStatusOf } from '@/features/jobs/components/work-status';
import { paths } from '@/lib/paths';

const MY_JOBS_PATH = paths.yasa.myJobs;

function WorkActions({ job }: { job: Job }) {
  const { tone } = workStatusOf(job);
  return (
    <>
      <Link to={paths.yasa.chat(job._id)} className="btn btn-outline btn-primary btn-block">
        <ChatBubbleIcon className="size-5" />
        Pesan
      </Link>
      {!job.status?.isWorkerConfirmed ? (
        <Link to={paths.yasa.verification(job._id)} className="btn btn-primary btn-block">
          <CheckCircleIcon className="size-5" />
          Selesai
        </Link>
      ) : tone === 'done' ? (
        <p className="flex items-start gap-2 rounded-field bg-success/12 p-3 text-sm">
          <CheckCircleIcon className="mt-0.5 size-4 shrink-0 text-success" />
          Pekerjaan selesai. Biayanya sudah masuk ke saldomu.
        </p>
      ) : (
        <div className="flex items-start gap-2 rounded-field bg-warning/15 p-3 text-sm">
          <ClockIcon className="mt-0.5 size-4 shrink-0 text-warning-content/80" />
          <div>
            <p className="font-semibold">Menunggu konfirmasi Jalu</p>
            <p className="text-base-content/70">
              Bukti pekerjaanmu sudah terkirim. Biaya masuk ke saldomu setelah Jalu mengonfirmasi.
            </p>
          </div>
        </div>
      )}
    </>
  );
}

/** /yasa/order/jobs/{id}: a job given to me, with 'Pesan' and 'Selesai'. */
export function MyJobDetailPage() {
  const id = useRouteId();
  const job = useJob(id ?? '', { enabled: id !== null });
  return (
    <PageByIdStates
      id={id}
      query={job}
      notFound={<JobNotFound backTo={MY_JOBS_PATH} backLabel="Ke Pekerjaan saya" />}
      skeleton={<DetailSkeleton />}
      errorTitle="Pekerjaan belum dapat dimuat."
    >
      {(data) =>
        // Still open: not given to anyone yet, so its page is the one to apply from. Only once
        // the data is fresh: a cached copy from before the acceptance would bounce the Yasa away.
        data.state === 'open' && !job.isFetching ? (
          <Navigate to={paths.yasa.job(data._id)} replace />
        ) : (
          <JobDetail
            job={data}
            back={{ to: MY_JOBS_PATH, label: 'Pekerjaan saya' }}
            person={{
              caption: 'Jalu',
              name: data.client.name,
              picture: data.client.profilePicture,
              fallbackName: 'Jalu',
            }}
            status={<WorkStatusPill job={data} />}
            actions={<WorkActions job={data} />}
          />
        )
      }
    </PageByIdStates>
  );
}
