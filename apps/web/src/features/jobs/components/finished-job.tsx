import { formatDateLong, JOB_STATE, TASK_MESSAGES, type Job } from '@bantuin/contract';
import { Link } from 'react-router';
import { PhotoCarousel } from '@/components/carousel/photo-carousel';
import { JobPerson } from '@/components/job/job-pieces';
import { Card } from '@/components/ui/card';
import { StarIcon } from '@/components/ui/icons';
import { useJobReview } from '../api/get-job-review';
import { GivenTip } from './tip-section';

/** A job with a task list: each task with its photos, then any other photo the Yasa added. */
function ProofPerTask({ job, images }: { job: Job; images: readonly string[] }) {
  const perTask = new Set(job.tasks.flatMap((task) => task.images));
  const others = images.filter((url) => !perTask.has(url));
  return (
    <div className="space-y-4">
      <h3 className="text-sm font-semibold">{TASK_MESSAGES.proofPerTask}</h3>
      <ol className="space-y-4">
        {job.tasks.map((task, index) => (
          <li key={task.name} className="space-y-2">
            <p className="font-medium">
              {index + 1}. {task.name}
            </p>
            {task.images.length > 0 ? (
              <PhotoCarousel
                images={task.images}
                label={`Foto ${task.name}`}
                photoAlt={`Foto ${task.name}`}
              />
            ) : (
              <p className="text-sm text-base-content/70">Belum ada foto</p>
            )}
          </li>
        ))}
      </ol>
      {others.length > 0 && (
        <PhotoCarousel images={others} label="Foto lain" photoAlt="Foto bukti" />
      )}
    </div>
  );
}

/**
 * The Yasa's proof: its photos (per task on a job with a task list) and what it wrote (also on
 * the Jalu's confirmation page).
 */
export function ProofOfWork({ job, className }: { job: Job; className?: string }) {
  const images = job.status?.confirmationImages ?? [];
  const note = job.status?.confirmationDescription;
  return (
    <Card title="Bukti pekerjaan" className={className}>
      {job.tasks.length > 0 ? (
        <ProofPerTask job={job} images={images} />
      ) : (
        images.length > 0 && (
          <PhotoCarousel images={images} label="Foto bukti pekerjaan" photoAlt="Foto bukti" />
        )
      )}
      <figure className="mt-4 rounded-field bg-base-200/70 p-4">
        <figcaption className="text-xs font-medium tracking-wide text-base-content/70 uppercase">
          Keterangan dari Yasa
        </figcaption>
        <blockquote className="mt-1 break-words whitespace-pre-line">
          {note ? note : <span className="text-base-content/70">(Tidak ada keterangan)</span>}
        </blockquote>
      </figure>
    </Card>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5" aria-label={`Rating ${rating} dari 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon
          key={index}
          className={`size-4 ${index < rating ? 'text-amber-400' : 'text-base-content/20'}`}
        />
      ))}
    </p>
  );
}

/** The Jalu's review of the job, once given (nothing while it loads or fails: spec §8). */
function JobReviewSection({
  jobId,
  emptyText,
  reviewPath,
}: {
  jobId: string;
  emptyText: string;
  reviewPath?: string;
}) {
  const review = useJobReview(jobId);
  if (!review.isSuccess) return null;
  const given = review.data.review;
  return (
    <Card title="Ulasan">
      {given ? (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <JobPerson
              name={given.client.name}
              picture={given.client.profilePicture}
              fallbackName="Jalu"
            />
            <Stars rating={given.rating} />
          </div>
          {given.description && (
            <p className="break-words whitespace-pre-line">{given.description}</p>
          )}
          {given.images.length > 0 && (
            <PhotoCarousel images={given.images} label="Foto ulasan" photoAlt="Foto ulasan" />
          )}
          <p className="text-xs text-base-content/70">
            Diulas <time dateTime={given.createdAt}>{formatDateLong(given.createdAt)}</time>
          </p>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-base-content/70">{emptyText}</p>
          {reviewPath && (
            <Link to={reviewPath} className="btn btn-sm btn-outline btn-primary">
              <StarIcon className="size-4" />
              Beri ulasan
            </Link>
          )}
        </div>
      )}
    </Card>
  );
}

/**
 * What an ended job's page adds for either side: the proof the Yasa sent (when it sent one) and,
 * on a finished job, the Jalu's review.
 */
export function FinishedJobSections({
  job,
  reviewEmptyText,
  reviewPath,
  side,
}: {
  job: Job;
  /** Whose page it is (the tip is worded for them). */
  side: 'jalu' | 'yasa';
  /** Said while the Jalu has not reviewed the job. */
  reviewEmptyText: string;
  /** The Jalu's way to the review form while there is none. */
  reviewPath?: string;
}) {
  return (
    <>
      {job.status?.isWorkerConfirmed && <ProofOfWork job={job} />}
      {job.state === JOB_STATE.done && (
        <JobReviewSection jobId={job._id} emptyText={reviewEmptyText} reviewPath={reviewPath} />
      )}
      <GivenTip job={job} who={side} />
    </>
  );
}
