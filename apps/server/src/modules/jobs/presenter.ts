import { APPROXIMATE_LOCATION_RADIUS_M, JOB_STATE } from '@bantuin/contract';
import type {
  Applicant,
  Application,
  ApplicationStatus,
  HistoryEntry,
  Job,
  JobCategory,
  Role,
} from '@bantuin/contract';
import { actionsFor, applyRefusalOf, type Viewer } from './policy.js';
import type { ApplicationRow, JobRow, JobView, listApplicants } from './repository.js';

/** Any Yasa looking at open jobs: the shared lists, before `hasApplied` is marked. */
export const EVERY_YASA: Viewer = { role: 'yasa', id: null, hasApplied: false };

/**
 * The answer for one job as `viewer` sees it (with what they may do: `actions`); `status` is
 * null until a Yasa is assigned, as the spec's cards expect. The one place a job answer is shaped.
 */
export function presentJob(view: JobView, viewer: Viewer): Job {
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
    expiresAt: job.expiresAt?.toISOString() ?? null,
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
    actions: actionsFor(job, viewer),
    tip:
      job.tipAmount && job.tippedAt
        ? { amount: job.tipAmount, createdAt: job.tippedAt.toISOString() }
        : null,
    items: view.items.map((item) => ({
      _id: item.id,
      name: item.name,
      quantity: item.quantity,
      note: item.note,
      estimatedPrice: item.estimatedPrice,
      state: item.state,
      replacement:
        item.replacement === null
          ? null
          : {
              name: item.replacement,
              approval:
                item.replacementApproved === null
                  ? 'pending'
                  : item.replacementApproved
                    ? 'approved'
                    : 'declined',
            },
    })),
    shoppingCap: job.shoppingCap,
    purchase:
      job.receiptAt && job.purchaseTotal !== null
        ? {
            total: job.purchaseTotal,
            receipts: job.receiptImages,
            extraApproved: job.extraApproved,
            sentAt: job.receiptAt.toISOString(),
          }
        : null,
    tasks: job.tasks.map((name, index) => ({ name, images: job.taskImages[index] ?? [] })),
  };
}

/*
 * THE rule for a job's place (DESIGN, Security): the exact pin, street number, address notes
 * and the Jalu's full name are for the Jalu and the accepted Yasa only. Everyone else who may
 * see the job (any Yasa while it is open, an applicant who was not chosen) gets it through
 * `withApproximateLocation`. Distances (`near=`, `distanceKm`) are worked out before, from the
 * true place.
 */

/** Grid of the shown centre, cells per degree (0.0025° ≈ 280 m): the true place is ≤ 200 m from it. */
const GRID_CELLS_PER_DEGREE = 400;

/** The nearest grid line; dividing an integer gives the same number as its 4-decimal text. */
const snapToGrid = (degrees: number) =>
  Math.round(degrees * GRID_CELLS_PER_DEGREE) / GRID_CELLS_PER_DEGREE;

/** House numbers and the like: 'No. 5', 'Nomor 12', 'RT 01/RW 02', 'Blok C/7', '#3', 'Kav. 9'. */
const HOUSE_PARTS =
  /\s*\b(?:no|nomor|nmr|kav|kavling|rt|rw|blok|gg|gang)\b\.?\s*[\w/.-]*\d[\w/.-]*|\s*#\s*\d\w*/gi;

/** A house number's digits (a 5-digit postcode names an area, and stays). */
const SHORT_NUMBER = /\s*\b\d{1,4}[a-z]?\b/gi;

/**
 * Addresses already approximated: lists show the same open jobs to every Yasa, and the regular
 * expressions were a tenth of an uncached list's CPU (issue 31). Emptied when full.
 */
const approximated = new Map<string, string>();
const APPROXIMATED_MAX = 10_000;

/** The address without what finds the door: the street and the area, no numbers. */
export function approximateAddress(address: string): string {
  let shown = approximated.get(address);
  if (shown === undefined) {
    if (approximated.size >= APPROXIMATED_MAX) approximated.clear();
    shown = withoutHouseParts(address);
    approximated.set(address, shown);
  }
  return shown;
}

function withoutHouseParts(address: string): string {
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

/**
 * Kilometres along the earth for a chord between two points of the unit sphere (the great
 * circle's arc, as `near=` measures), to 100 m as lists give them.
 */
export const roundedKmOfChord = (chord: number): number =>
  Math.round(2 * 6371 * Math.asin(Math.min(1, chord / 2)) * 10) / 10;

/** Kilometres along the earth (great circle, as `near=` measures), to 100 m as lists give them. */
export function roundedDistanceKm(
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
): number {
  const toRad = Math.PI / 180;
  const halfChord =
    Math.sin(((to.lat - from.lat) * toRad) / 2) ** 2 +
    Math.cos(from.lat * toRad) *
      Math.cos(to.lat * toRad) *
      Math.sin(((to.lng - from.lng) * toRad) / 2) ** 2;
  // `halfChord` is the square of half the chord (haversine).
  return roundedKmOfChord(2 * Math.sqrt(halfChord));
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
    // Between the job's two parties.
    tip: null,
    purchase: null,
  };
}

/** `job` as the Yasa `viewerId` may see it: exact only once that Yasa is the accepted one. */
export function jobForYasa(job: Job, viewerId: string | null): Job {
  return viewerId !== null && job.workerId === viewerId ? job : withApproximateLocation(job);
}

/** The rules read the answer's own fields again when only the viewer changed. */
const factsOf = (job: Job) => ({
  status: job.state,
  clientId: job.clientId,
  workerId: job.workerId,
  expiresAt: job.expiresAt ? new Date(job.expiresAt) : null,
  // The shopping rows' rules (receipt, extra) read these; the answer carries them.
  shoppingCap: job.shoppingCap,
  receiptAt: job.purchase ? new Date(job.purchase.sentAt) : null,
  purchaseTotal: job.purchase?.total ?? null,
  extraApproved: job.purchase?.extraApproved ?? null,
});

/**
 * A job as every Yasa sees it: on an open job, how many Yasa are waiting (`waiting`); applied for
 * by nobody in particular.
 */
export function presentForEveryYasa(job: Job, waiting: number | undefined): Job {
  return job.state === JOB_STATE.open
    ? { ...withApproximateLocation(job), hasApplied: false, applicantCount: waiting ?? 0 }
    : { ...job, hasApplied: false };
}

/**
 * The shared answer for `viewer`, once we know whether they applied ('Sudah melamar'), backed out
 * of it, or may not apply before a verification; `applyRefusal` says why 'Melamar' is not offered.
 */
export function presentForYasa(
  job: Job,
  viewer: {
    id: string | null;
    hasApplied: boolean;
    backedOut?: boolean;
    verificationRequired?: boolean;
  },
): Job {
  const seenBy: Viewer = { role: 'yasa', ...viewer };
  return withApplyRefusal(
    { ...job, hasApplied: viewer.hasApplied, actions: actionsFor(factsOf(job), seenBy) },
    job.state === JOB_STATE.open && !viewer.hasApplied ? applyRefusalOf(viewer) : null,
  );
}

function withApplyRefusal(job: Job, refusal: Job['applyRefusal'] | null): Job {
  const { applyRefusal: _previous, ...rest } = job;
  return refusal ? { ...rest, applyRefusal: refusal } : rest;
}

/** One entry of 'Lamaran Saya': the job seen through the Yasa's own application. */
export function presentApplication(
  row: { application: ApplicationRow; view: JobView },
  workerId: string,
  verificationRequired = false,
): Application {
  const status = applicationStatus(row.application, row.view.job, workerId);
  const job = jobForYasa(
    presentJob(row.view, { role: 'yasa', id: workerId, application: status, verificationRequired }),
    workerId,
  );
  const backedOut = status === 'backed_out';
  return {
    _id: row.application.id,
    job: withApplyRefusal(
      { ...job, hasApplied: !backedOut && status !== 'withdrawn' },
      job.state === JOB_STATE.open && (backedOut || status === 'withdrawn')
        ? applyRefusalOf({ backedOut, verificationRequired })
        : null,
    ),
    status,
    appliedAt: row.application.createdAt.toISOString(),
  };
}

/** One ended job of GET /profile/histories, as `user` (its Jalu or its Yasa) sees it. */
export function presentHistoryEntry(
  row: {
    job: JobRow;
    categoryName: string;
    counterpartName: string | null;
    reviewId: string | null;
    disputeId: string | null;
    money: HistoryEntry['money'];
  },
  user: { id: string; role: Role },
): HistoryEntry {
  const { job, categoryName, counterpartName, reviewId } = row;
  const isJalu = user.role === 'jalu';
  const counterpartPresent = (isJalu ? job.workerId : job.clientId) !== null;
  const reviewed = reviewId !== null;
  return {
    _id: job.id,
    jobDetail: {
      title: job.title,
      categoryName: categoryName as JobCategory,
      description: job.description,
      createdAt: job.createdAt.toISOString(),
      fee: job.fee,
    },
    ...(!counterpartPresent
      ? {}
      : isJalu
        ? { worker: { name: counterpartName } }
        : { client: { name: counterpartName } }),
    state: job.status === 'done' ? ('done' as const) : ('cancelled' as const),
    finishedAt: (job.finishedAt ?? job.cancelledAt!).toISOString(),
    autoReleased: job.autoReleased,
    reviewed,
    actions: actionsFor({ ...job, reviewed }, { role: user.role, id: user.id }),
    image: job.images[0] ?? null,
    complained: row.disputeId !== null,
    money: row.money,
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
    verified: row.verified,
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
