import { z } from 'zod';
import { jobTipSchema } from './tips.js';
import { jobItemSchema, purchaseSchema } from './shopping.js';
import { jobTaskSchema } from './tasks.js';
import { JOB_CATEGORIES } from './constants.js';
import { scheduledAtSchema } from './schedule.js';

export const JOB_LIMITS = {
  titleMin: 3,
  titleMax: 100,
  descriptionMax: 2000,
  addressMax: 500,
  addressNotesMax: 500,
  /** Photos of the rooms on a Bebersih job. */
  imagesMin: 1,
  imagesMax: 5,
} as const;

/** Default bounds of a job's fee; the server's are configurable (JOB_FEE_MIN, JOB_FEE_MAX). */
export const JOB_FEE_DEFAULT_MIN = 10_000;
export const JOB_FEE_DEFAULT_MAX = 10_000_000;

export const PROFILE_INCOMPLETE_MESSAGE = 'Fill in your profile first!';

const FEE_MESSAGE = 'Biaya harus berupa angka rupiah bulat';

/** A number, or (from a multipart form) a string of digits. */
const feeSchema = z
  .union(
    [
      z.number({ error: FEE_MESSAGE }),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, FEE_MESSAGE)
        .transform(Number),
    ],
    { error: (issue) => (issue.input === undefined ? 'Biaya wajib diisi' : FEE_MESSAGE) },
  )
  .pipe(
    z.number().int('Biaya harus rupiah bulat, tanpa desimal').positive('Biaya harus lebih dari 0'),
  );

export const coordinatesSchema = z.object(
  {
    lat: z
      .number({ error: 'Koordinat tidak valid' })
      .min(-90, 'Koordinat tidak valid')
      .max(90, 'Koordinat tidak valid'),
    lng: z
      .number({ error: 'Koordinat tidak valid' })
      .min(-180, 'Koordinat tidak valid')
      .max(180, 'Koordinat tidak valid'),
  },
  { error: 'Koordinat wajib diisi' },
);
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** `{lat,lng}`, or the JSON text of it (multipart forms send text). */
const coordinatesInputSchema = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}, coordinatesSchema);

const requiredText = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `${what} wajib diisi` : `${what} harus berupa teks`;

/** The fields of POST /clients/jobs/bersih (multipart) and /clients/jobs/belanja (JSON). */
export const jobFieldsSchema = z.object(
  {
    title: z
      .string({ error: requiredText('Judul') })
      .trim()
      .min(JOB_LIMITS.titleMin, `Judul minimal ${JOB_LIMITS.titleMin} karakter`)
      .max(JOB_LIMITS.titleMax, `Judul maksimal ${JOB_LIMITS.titleMax} karakter`),
    fee: feeSchema,
    description: z
      .string({ error: requiredText('Deskripsi') })
      .trim()
      .min(1, 'Deskripsi wajib diisi')
      .max(JOB_LIMITS.descriptionMax, `Deskripsi maksimal ${JOB_LIMITS.descriptionMax} karakter`),
    address: z
      .string({ error: requiredText('Alamat') })
      .trim()
      .min(1, 'Alamat wajib diisi')
      .max(JOB_LIMITS.addressMax, `Alamat maksimal ${JOB_LIMITS.addressMax} karakter`),
    addressNotes: z
      .string({ error: 'Catatan alamat harus berupa teks' })
      .trim()
      .max(
        JOB_LIMITS.addressNotesMax,
        `Catatan alamat maksimal ${JOB_LIMITS.addressNotesMax} karakter`,
      )
      .optional()
      .transform((value) => (value ? value : null)),
    coordinates: coordinatesInputSchema,
    /** Optional in the API (older clients); the web forms require it. */
    scheduledAt: scheduledAtSchema.optional().transform((value) => value ?? null),
  },
  { error: 'Data pekerjaan wajib dikirim' },
);
export type JobFieldsInput = z.input<typeof jobFieldsSchema>;
export type JobFields = z.output<typeof jobFieldsSchema>;

export const JOB_STATES = [
  'open',
  'assigned',
  'worker_confirmed',
  'disputed',
  'done',
  'cancelled',
] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * What the person asking may do with a job now (`actions` on every job answer, worked out by the
 * server's job policy): the web shows exactly these buttons and derives none from `state`.
 * Lifecycle transitions by their name, plus `apply`, `withdraw`, `review` and `chat`.
 */
export const VIEWER_ACTIONS = [
  'apply',
  'withdraw',
  'accept',
  'cancel',
  'backOut',
  /** The Yasa of a Nitip with a cap: 'Struk belanja' (before the proof). */
  'submitReceipt',
  /** The Jalu: approve or decline a receipt's total above the cap. */
  'answerExtra',
  'submitProof',
  'confirm',
  'fileDispute',
  'answerDispute',
  'review',
  /** The Jalu, on a done job: 'Beri tip' (once, within TIP_LIMITS.windowDays). */
  'tip',
  'chat',
] as const;
export type ViewerAction = (typeof VIEWER_ACTIONS)[number];

/** Why a Yasa is not offered 'Melamar' on an open job (Job.applyRefusal; texts APPLICATION_TEXTS). */
export const APPLY_REFUSALS = ['BACKED_OUT', 'VERIFICATION_REQUIRED'] as const;
export type ApplyRefusal = (typeof APPLY_REFUSALS)[number];

/** Null while no Yasa is assigned (the spec's card pill treats it as falsy). */
export const jobStatusSchema = z.object({
  isWorkerConfirmed: z.boolean(),
  confirmationImages: z.array(z.string()),
  confirmationDescription: z.string().nullable(),
  isClientConfirmed: z.boolean(),
  isDone: z.boolean(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

const personSchema = z.object({
  name: z.string().nullable(),
  profilePicture: z.string().nullable(),
});

export const jobSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  description: z.string(),
  fee: z.number().int(),
  adminFee: z.number().int(),
  address: z.string(),
  addressNotes: z.string().nullable(),
  coordinates: coordinatesSchema,
  images: z.array(z.string()),
  category: z.object({ name: z.enum(JOB_CATEGORIES) }),
  createdAt: z.iso.datetime(),
  /** 'Waktu pengerjaan'; null on jobs posted without one. */
  scheduledAt: z.iso.datetime().nullable(),
  /**
   * When an open job with no accepted Yasa is cancelled by the system with a full refund: its
   * scheduled time, or `OPEN_JOB_TTL_DAYS` after posting without one. Null on older jobs.
   */
  expiresAt: z.iso.datetime().nullable(),
  clientId: z.uuid(),
  workerId: z.uuid().nullable(),
  client: personSchema,
  worker: personSchema.nullable(),
  /** Where the job is in its life (beyond the spec, which only had `status`). */
  state: z.enum(JOB_STATES),
  status: jobStatusSchema.nullable(),
  /** What the person asking may do now (beyond the spec), in `VIEWER_ACTIONS` order. */
  actions: z.array(z.enum(VIEWER_ACTIONS)),
  /**
   * Set for the calling Yasa (lists and detail): whether it has an application waiting or taken
   * ('Sudah melamar'); false after withdrawing it or backing out of the job.
   */
  hasApplied: z.boolean().optional(),
  /**
   * Set for the calling Yasa on an open job when 'Melamar' is not offered for a reason of their
   * own (the server's job policy): `BACKED_OUT` they backed out of this job and may not apply
   * again; `VERIFICATION_REQUIRED` applying needs a verified Yasa (REQUIRE_VERIFIED_TO_APPLY).
   */
  applyRefusal: z.enum(APPLY_REFUSALS).optional(),
  /**
   * Set on open jobs listed with `near`, and on GET /jobs/:id for a Yasa who sends `near`:
   * kilometres from that point to the true place, to 0.1 km.
   */
  distanceKm: z.number().optional(),
  /**
   * Set on open jobs shown to a Yasa (list and detail) and in the Jalu's 'Pesanan Saya': how many
   * Yasa are waiting on it now.
   */
  applicantCount: z.number().int().optional(),
  /**
   * Set when the viewer is neither the Jalu nor the accepted Yasa (an open job, someone else's
   * job): `coordinates` is only the centre of a circle of this many metres holding the place,
   * `address` the area without the house number, `addressNotes` null and the Jalu's first name
   * only. Absent: everything is exact.
   */
  approximateRadiusM: z.number().int().optional(),
  /** The Jalu's tip to the Yasa after completion; null until given (only its two parties). */
  tip: jobTipSchema.nullable(),
  /** Nitip's 'Daftar belanja' with each item's state; empty on jobs posted without one. */
  items: z.array(jobItemSchema),
  /** 'Batas belanja' held in escrow with the fee; null on a service-fee-only job. */
  shoppingCap: z.number().int().nullable(),
  /** 'Struk belanja' once the Yasa sent it (only the job's two parties see it). */
  purchase: purchaseSchema.nullable(),
  /**
   * Bebersih's task list with each task's proof photos (issue 29); empty on jobs posted without
   * one (their proof is `status.confirmationImages`).
   */
  tasks: z.array(jobTaskSchema),
});
export type Job = z.infer<typeof jobSchema>;

/** The circle an open job's place is shown as to others (Job.approximateRadiusM). */
export const APPROXIMATE_LOCATION_RADIUS_M = 300;

/** An applicant in 'Daftar Tunggu Yasa'; `rating` is absent for a new Yasa. */
export const applicantSchema = z.object({
  _id: z.uuid(),
  userId: z.uuid(),
  name: z.string().nullable(),
  profilePicture: z.string().nullable(),
  rating: z.number().optional(),
  /** Jobs this Yasa backed out of after being accepted. */
  cancelledJobs: z.number().int(),
  /** 'Terverifikasi': the Yasa's identity check was approved. */
  verified: z.boolean(),
  appliedAt: z.iso.datetime(),
});
export type Applicant = z.infer<typeof applicantSchema>;

export const jobWithWorkersSchema = jobSchema.extend({ workers: z.array(applicantSchema) });
export type JobWithWorkers = z.infer<typeof jobWithWorkersSchema>;

export const createdJobSchema = z.object({ message: z.string(), _id: z.uuid() });

/** `sort=soonest`: open jobs by 'Waktu pengerjaan', earliest first, jobs without one last. */
export const jobSortSchema = z.object({
  sort: z.enum(['newest', 'soonest'], { error: 'sort harus newest atau soonest' }).optional(),
});

export const categoryQuerySchema = z.object({
  category: z
    .enum(JOB_CATEGORIES, { error: 'Kategori harus Bebersih atau Nitip' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** `near=lat,lng` */
export const nearSchema = z
  .string()
  .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, 'near harus berformat lat,lng')
  .transform((value) => {
    const [lat, lng] = value.split(',').map(Number) as [number, number];
    return { lat, lng };
  })
  .pipe(coordinatesSchema);
