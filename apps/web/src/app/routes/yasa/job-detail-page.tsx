import { APPLICATION_TEXTS, JOB_STATE, type Job } from '@bantuin/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { JobDetail } from '@/components/job/job-detail';
import { CheckCircleIcon } from '@/components/ui/icons';
import { hasErrorCode } from '@/lib/api-client';
import { lastDevicePosition } from '@/lib/geolocation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { APPLY_SUCCESS_MESSAGE, useApplyForJob } from '@/features/jobs/api/apply-for-job';
import { WorkStatusPill } from '@/features/jobs/components/work-status';
import { ShoppingSection } from '@/features/jobs/components/shopping-section';
import { BlockButton, ReportButton } from '@/features/safety/components/safety-actions';
import { paths } from '@/lib/paths';
import { jaluOf, YasaJobStates } from './job-states';

const HOME_PATH = paths.yasa.home;

function ApplyActions({ job }: { job: Job }) {
  const navigate = useNavigate();
  const apply = useApplyForJob();

  if (job.workerId !== null) {
    // Given to me (no other Yasa sees it then): its page is under 'Pekerjaan saya'.
    return (
      <Link to={paths.yasa.myJob(job._id)} className="btn btn-primary btn-block">
        Buka di Pekerjaan saya
      </Link>
    );
  }

  if (!job.actions.includes('apply')) {
    // The server offers no 'Melamar': applied already, backed out, a verification first, or the
    // job takes no more applications; `applyRefusal` says which of the Yasa's own it is.
    const applied = job.hasApplied === true;
    const { label, hint } = applied
      ? { label: APPLICATION_TEXTS.applied, hint: APPLICATION_TEXTS.appliedHint }
      : job.applyRefusal === 'BACKED_OUT'
        ? { label: APPLICATION_TEXTS.backedOut, hint: APPLICATION_TEXTS.backedOutHint }
        : job.applyRefusal === 'VERIFICATION_REQUIRED'
          ? {
              label: APPLICATION_TEXTS.verificationRequired,
              hint: APPLICATION_TEXTS.verificationRequiredHint,
            }
          : { label: APPLICATION_TEXTS.closed, hint: APPLICATION_TEXTS.closedHint };
    return (
      <>
        <button
          type="button"
          className={
            applied
              ? 'btn btn-block disabled:border-success/30 disabled:bg-success/10 disabled:text-success'
              : 'btn btn-block'
          }
          disabled
        >
          {applied && <CheckCircleIcon className="size-5" />}
          {label}
        </button>
        <p className="text-center text-sm text-base-content/70">{hint}</p>
        {job.applyRefusal === 'VERIFICATION_REQUIRED' && (
          <Link to={paths.yasa.identity} className="btn btn-primary btn-block">
            {APPLICATION_TEXTS.verificationLink}
          </Link>
        )}
      </>
    );
  }

  const onApply = () =>
    apply.mutate(job._id, {
      onSuccess: () => {
        notifySuccess(APPLY_SUCCESS_MESSAGE);
        void navigate(HOME_PATH);
      },
      onError: (error) => {
        notifyError(error);
        // Spec §8: the name is missing; the profile is where to add it.
        if (hasErrorCode(error, 'PROFILE_INCOMPLETE')) void navigate(paths.yasa.profile);
      },
    });

  return (
    <>
      <button
        type="button"
        className="btn btn-primary btn-block btn-lg"
        disabled={apply.isPending}
        aria-busy={apply.isPending}
        onClick={onApply}
      >
        {apply.isPending && (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        )}
        Melamar
      </button>
      <p className="text-center text-sm text-base-content/70">
        Jalu memilih satu Yasa dari daftar pelamar. Biaya dibayar lewat dompet Bantuin.
      </p>
    </>
  );
}

/**
 * /yasa/order/{id}: an open job, with the map of its place and 'Melamar'; how far it is when the
 * Yasa's position is known in this tab ('Terdekat' read it): the server measures to the true place.
 */
export function YasaJobDetailPage() {
  const [near] = useState(lastDevicePosition);
  return (
    <YasaJobStates back={{ to: HOME_PATH, label: 'Lihat pekerjaan lain' }} near={near}>
      {(job) => (
        <JobDetail
          job={job}
          back={{ to: HOME_PATH, label: 'Pekerjaan lain' }}
          person={jaluOf(job)}
          status={job.state !== JOB_STATE.open && <WorkStatusPill job={job} />}
          actions={
            <>
              <ApplyActions job={job} />
              <div className="flex flex-wrap justify-center gap-1">
                <ReportButton targetType="job" targetId={job._id} label="Laporkan pesanan" />
                <BlockButton userId={job.clientId} name={job.client.name ?? 'Jalu ini'} />
              </div>
            </>
          }
        >
          <ShoppingSection job={job} side="yasa" />
        </JobDetail>
      )}
    </YasaJobStates>
  );
}
