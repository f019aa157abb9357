import { JOB_STATE } from '@bantuin/contract';
import type { Applicant, ApplicationStatus, Job, JobCategory } from '@bantuin/contract';
import type { ApplicationRow, JobRow, JobView, listApplicants } from './repository.js';

/** The answer for one job; `status` is null until a Yasa is assigned, as the spec's cards expect. */
export function presentJob(view: JobView, extra: { hasApplied?: boolean } = {}): Job {
  const { job } = view;
  const assigned = job.status !== JOB_STATE.open && job.status !== JOB_STATE.cancelled;
  return {
    _id: job.id,
    title: job.title,
    description: job.description,
    fee: job.fee,
    adminFee: job.adminFee,
    address: job.address,
    addressNotes: job.addressNotes,
    coordinates: { lat: job.lat, lng: job.lng },
    images: job.images,
    category: { name: view.categoryName as JobCategory },
    createdAt: job.createdAt.toISOString(),
    scheduledAt: job.scheduledAt?.toISOString() ?? null,
    clientId: job.clientId,
    workerId: job.workerId,
    client: view.client,
    worker: view.worker,
    state: job.status,
    status: assigned
      ? {
          isWorkerConfirmed: job.workerConfirmedAt !== null,
          confirmationImages: job.confirmationImages,
          confirmationDescription: job.confirmationDescription,
          isClientConfirmed: job.status === JOB_STATE.done,
          isDone: job.status === JOB_STATE.done,
        }
      : null,
    ...(extra.hasApplied === undefined ? {} : { hasApplied: extra.hasApplied }),
    ...(view.distanceKm === undefined ? {} : { distanceKm: view.distanceKm }),
  };
}

export function presentApplicant(
  row: Awaited<ReturnType<typeof listApplicants>>[number],
): Applicant {
  return {
    _id: row.id,
    userId: row.userId,
    name: row.name,
    profilePicture: row.profilePicture,
    ...(row.rating === null ? {} : { rating: row.rating }),
    cancelledJobs: row.cancelledJobs,
    appliedAt: row.createdAt.toISOString(),
  };
}

/** Where one application stands, as 'Lamaran Saya' shows it. */
export function applicationStatus(
  application: ApplicationRow,
  job: JobRow,
  workerId: string,
): ApplicationStatus {
  if (application.backedOutAt) return 'backed_out';
  if (application.withdrawnAt) return 'withdrawn';
  if (job.status === JOB_STATE.cancelled) return 'cancelled';
  if (job.workerId === workerId) return 'accepted';
  if (job.status === JOB_STATE.open) return 'pending';
  return 'not_selected';
}
