import { APPROXIMATE_LOCATION_RADIUS_M, JOB_STATE } from '@bantuin/contract';
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

/*
 * THE rule for a job's place (DESIGN, Security): the exact pin, street number, address notes
 * and the Jalu's full name are for the Jalu and the accepted Yasa only. Everyone else who may
 * see the job (any Yasa while it is open, an applicant who was not chosen) gets it through
 * `withApproximateLocation`. Distances (`near=`, `distanceKm`) are worked out before, from the
 * true place.
 */

/** Grid of the shown centre, in degrees: ≈ 280 m, so the true place is ≤ 200 m from it. */
const LOCATION_GRID_DEGREES = 0.0025;

const snapToGrid = (degrees: number) =>
  Number((Math.round(degrees / LOCATION_GRID_DEGREES) * LOCATION_GRID_DEGREES).toFixed(4));

/** House numbers and the like: 'No. 5', 'Nomor 12', 'RT 01/RW 02', 'Blok C/7', '#3', 'Kav. 9'. */
const HOUSE_PARTS =
  /\s*\b(?:no|nomor|nmr|kav|kavling|rt|rw|blok|gg|gang)\b\.?\s*[\w/.-]*\d[\w/.-]*|\s*#\s*\d\w*/gi;

/** A house number's digits (a 5-digit postcode names an area, and stays). */
const SHORT_NUMBER = /\s*\b\d{1,4}[a-z]?\b/gi;

/** The address without what finds the door: the street and the area, no numbers. */
export function approximateAddress(address: string): string {
  return address
    .split(',')
    .map((part) =>
      part
        .replace(HOUSE_PARTS, '')
        .replace(SHORT_NUMBER, '')
        .replace(/^[\s/.-]+|[\s/.-]+$/g, ''),
    )
    .filter(Boolean)
    .join(', ');
}

/** A job as someone who is not its Jalu nor its accepted Yasa may see it (rule above). */
export function withApproximateLocation(job: Job): Job {
  return {
    ...job,
    address: approximateAddress(job.address),
    addressNotes: null,
    coordinates: {
      lat: snapToGrid(job.coordinates.lat),
      lng: snapToGrid(job.coordinates.lng),
    },
    client: { ...job.client, name: job.client.name?.trim().split(/\s+/)[0] ?? null },
    approximateRadiusM: APPROXIMATE_LOCATION_RADIUS_M,
  };
}

/** `job` as the Yasa `viewerId` may see it: exact only once that Yasa is the accepted one. */
export function jobForYasa(job: Job, viewerId: string | null): Job {
  return viewerId !== null && job.workerId === viewerId ? job : withApproximateLocation(job);
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
