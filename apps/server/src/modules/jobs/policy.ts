import {
  shoppingSettlement,
  type AdminJobAction,
  CANCELLATION_DEFAULTS,
  JOB_STATE,
  TASK_LIMITS,
  TASK_MESSAGES,
  TIP_LIMITS,
  SAFETY_MESSAGES,
  VERIFICATION_MESSAGES,
  VIEWER_ACTIONS,
  type ApplicationStatus,
  type ApplyRefusal,
  type CancellationQuote,
  type JobState,
  type NotificationKind,
  type ViewerAction,
} from '@bantuin/contract';
import type { CancellationRules } from '../../config.js';
import { badRequest, conflict, forbidden, notFound, type AppError } from '../../lib/errors.js';

/*
 * The job's rules, and nothing else: which change may happen from which state and by whom, what
 * it does with the money and whom it tells, who may see a job and what the person looking may
 * do with it. Pure: no database, no clock of its own. `lifecycle.ts` applies these rules under
 * the job's row lock; the presenter asks `actionsFor` for every answer.
 */

/** The columns of a job the rules read (a `JobRow` has them all). */
export interface JobFacts {
  status: JobState;
  clientId: string;
  workerId: string | null;
  fee: number;
  adminFee: number;
  scheduledAt: Date | null;
  assignedAt: Date | null;
  /** When an open job without an accepted Yasa ends (null: never, on older jobs). */
  expiresAt: Date | null;
  /** Nitip: 'Batas belanja' held with the fee (null: a service-fee-only job). */
  shoppingCap?: number | null;
  /** What the Jalu added above the cap (approved), held in escrow too. */
  extraHeld?: number;
  /** When 'Struk belanja' was sent (the Yasa has spent the shopping money). */
  receiptAt?: Date | null;
  /** The receipt's total (null before it). */
  purchaseTotal?: number | null;
  /** The Jalu's answer to a total above the cap (null: none asked, or not yet answered). */
  extraApproved?: boolean | null;
  /** Done: when (the tip window runs from it); tipped: how much. */
  finishedAt?: Date | null;
  tipAmount?: number | null;
}

/** All the shopping money a job's escrow holds: the cap and any approved extra. */
export const shoppingHeld = (job: Pick<JobFacts, 'shoppingCap' | 'extraHeld'>) =>
  (job.shoppingCap ?? 0) + (job.extraHeld ?? 0);

/**
 * Who may take an action: the job's Jalu, the Yasa assigned to it, the release sweep, or an
 * operator. A person of the wrong relation is told the job does not exist.
 */
export type ActorKind = 'jalu' | 'yasa' | 'system' | 'admin';

/**
 * When in an open job's life a change may happen: `before_expiry` (apply, accept) is refused with
 * `JOB_EXPIRED` once `expiresAt` has passed, `after_expiry` (the expiry sweep) only after it.
 */
export type Timing = 'before_expiry' | 'after_expiry';

/**
 * How money moves on the transition; `none` leaves it where it is. `shopping_extra`: an approved
 * extra above the cap, the Jalu's wallet → the job's escrow; `tip`: the Jalu's wallet → the Yasa's.
 */
export type MoneyRule =
  'none' | 'cancellation' | 'payout' | 'dispute_split' | 'shopping_extra' | 'tip';

/**
 * Who hears of a change, read from the job around it: `jalu` its Jalu; `yasa` the Yasa on it
 * (for `accept` the one accepted, for a cancel the one it is taken from, none on an open job);
 * `other_applicants` the Yasa still waiting but not accepted (after `accept`); `applicants` every
 * Yasa still waiting on an open job (its expiry).
 */
export type NotificationRecipient = 'jalu' | 'yasa' | 'other_applicants' | 'applicants';

/**
 * When a notice is sent only for some jobs, read from the job after the change: `above_cap` the
 * receipt's total is above the cap (the extra waits for the Jalu's answer).
 */
export type NoticeCondition = 'above_cap';

export const NOTICE_CONDITIONS: Record<NoticeCondition, (job: JobFacts) => boolean> = {
  above_cap: (job) => extraAboveCap(job) > 0,
};

/** One notice of a change: to whom, and which kind (texts and channels in the contract). */
export interface Notification {
  to: NotificationRecipient;
  kind: NotificationKind;
  /** Absent: always. */
  when?: NoticeCondition;
}

/** Reminders a change schedules as queue jobs; each is skipped at its time if the job moved on. */
export type Reminder = 'job_starts' | 'release_24h' | 'release_2h';

/** A change that leaves the job in the state it was in (a receipt, an answer, a tip). */
export const SAME_STATE = 'same';

export interface Transition {
  from: readonly JobState[];
  to: JobState | typeof SAME_STATE;
  by: ActorKind;
  money: MoneyRule;
  /**
   * Written to the outbox in the change's transaction (modules/notifications/transitions.ts);
   * an empty list tells nobody, and is a decision too.
   */
  notifies: readonly Notification[];
  remind?: readonly Reminder[];
  /** Allowed only before (or only after) the job's `expiresAt`; absent: whenever. */
  timing?: Timing;
  /**
   * Nitip with a cap: `before` refused once 'Struk belanja' was sent (the Yasa spent the money:
   * `RECEIPT_ALREADY_SENT`); `required` refused until it was (`RECEIPT_REQUIRED`).
   */
  receipt?: 'before' | 'required';
  /**
   * A rule of the change beyond state, timing and receipt (a tip once, an extra that waits);
   * asked by `assertMayApply` and by `actionsFor`, so what is offered is what is allowed.
   */
  guard?: (job: JobFacts, now: Date) => AppError | null;
  /** The 409 for a job in any other state. */
  refusal: (state: JobState) => AppError;
}

/** Applying to or accepting on an open job whose time has passed (its expiry is due). */
export const jobExpired = () =>
  conflict(
    'Waktu pekerjaan ini sudah lewat, jadi tidak bisa dilamar atau diterima lagi',
    'JOB_EXPIRED',
  );
const notYetExpired = () => conflict('Pekerjaan ini belum berakhir', 'JOB_STATE_CONFLICT');

export const receiptAlreadySent = () =>
  conflict(
    'Yasa sudah berbelanja dan mengirim struk; ajukan komplain bila ada masalah',
    'RECEIPT_ALREADY_SENT',
  );
/** What the receipt's total is above the cap (0 when within it, or no receipt yet). */
export function extraAboveCap(job: Pick<JobFacts, 'shoppingCap' | 'purchaseTotal'>): number {
  if (!job.shoppingCap || job.purchaseTotal == null) return 0;
  return Math.max(0, job.purchaseTotal - job.shoppingCap);
}

export const notShopping = () =>
  conflict('Pekerjaan ini tidak membawa uang belanja', 'NOT_A_SHOPPING_JOB');
export const notAtTheShop = () =>
  conflict(
    'Daftar belanja hanya bisa diubah selama Yasa mengerjakan pesanan',
    'JOB_STATE_CONFLICT',
  );
const nothingToApprove = () =>
  conflict('Tidak ada kelebihan belanja yang menunggu jawabanmu', 'NOTHING_TO_APPROVE');

/** The extra above the cap waits for the Jalu's answer (a Nitip with a cap, receipt sent). */
function extraRefusal(job: JobFacts): AppError | null {
  if (!job.shoppingCap) return notShopping();
  if (!job.receiptAt || extraAboveCap(job) === 0 || job.extraApproved != null) {
    return nothingToApprove();
  }
  return null;
}

const receiptRequired = () =>
  conflict('Kirim struk belanja dulu sebelum bukti pekerjaan', 'RECEIPT_REQUIRED');

function receiptRefusal(rule: Transition['receipt'], job: JobFacts): AppError | null {
  if (!job.shoppingCap) return null;
  if (rule === 'before' && job.receiptAt) return receiptAlreadySent();
  if (rule === 'required' && !job.receiptAt) return receiptRequired();
  return null;
}

/** Whether the open job's time is up at `now` (the expiry sweep cancels it). */
export function hasExpired(job: Pick<JobFacts, 'expiresAt'>, now: Date): boolean {
  return job.expiresAt !== null && job.expiresAt.getTime() <= now.getTime();
}

/** The timing's refusal at `now`, if any. */
function timingRefusal(timing: Timing | undefined, job: JobFacts, now: Date): AppError | null {
  if (timing === 'before_expiry' && hasExpired(job, now)) return jobExpired();
  if (timing === 'after_expiry' && !hasExpired(job, now)) return notYetExpired();
  return null;
}

const stateConflict = (message: string) => conflict(message, 'JOB_STATE_CONFLICT');

/**
 * Every change of a job's state. Nothing else writes `jobs.status`: a state or action missing
 * here cannot happen.
 */
export const TRANSITIONS = {
  accept: {
    from: ['open'],
    to: 'assigned',
    by: 'jalu',
    money: 'none',
    notifies: [
      { to: 'yasa', kind: 'job_accepted' },
      { to: 'other_applicants', kind: 'job_not_selected' },
    ],
    remind: ['job_starts'],
    timing: 'before_expiry',
    refusal: () => conflict('Pekerjaan ini sudah punya Yasa atau sudah dibatalkan', 'JOB_NOT_OPEN'),
  },
  /**
   * The expiry sweep: an open job whose time passed without an accepted Yasa (its scheduled
   * time, or `OPEN_JOB_TTL_DAYS` after posting without one) is cancelled, everything back.
   */
  expire: {
    from: ['open'],
    to: 'cancelled',
    by: 'system',
    money: 'cancellation',
    notifies: [
      { to: 'jalu', kind: 'job_expired' },
      { to: 'applicants', kind: 'job_expired_applicant' },
    ],
    timing: 'after_expiry',
    refusal: () => conflict('Pekerjaan ini sudah punya Yasa atau sudah dibatalkan', 'JOB_NOT_OPEN'),
  },
  /** Open: everything back. Assigned: free, no-show or late (see `quoteCancellation`). */
  cancel: {
    from: ['open', 'assigned'],
    to: 'cancelled',
    by: 'jalu',
    money: 'cancellation',
    notifies: [
      { to: 'yasa', kind: 'job_cancelled_for_worker' },
      { to: 'jalu', kind: 'job_cancelled_refund' },
    ],
    receipt: 'before',
    refusal: (state) =>
      state === 'worker_confirmed' || state === 'disputed'
        ? stateConflict('Bukti sudah dikirim; ajukan komplain bila ada masalah')
        : conflict('Pekerjaan ini sudah selesai atau dibatalkan', 'JOB_NOT_OPEN'),
  },
  /**
   * An operator cancels (a suspension's open jobs, or any open or assigned job they must stop):
   * the money moves as the Jalu's own cancel would move it now.
   */
  adminCancel: {
    from: ['open', 'assigned'],
    to: 'cancelled',
    by: 'admin',
    money: 'cancellation',
    // The refund is money, so the Jalu is told; a Yasa already on the job hears of it and of
    // any compensation.
    notifies: [
      { to: 'jalu', kind: 'job_cancelled_refund' },
      { to: 'yasa', kind: 'job_cancelled_for_worker' },
    ],
    refusal: () => conflict('Pekerjaan ini sudah punya Yasa atau sudah dibatalkan', 'JOB_NOT_OPEN'),
  },
  backOut: {
    from: ['assigned'],
    to: 'open',
    by: 'yasa',
    money: 'none',
    notifies: [{ to: 'jalu', kind: 'job_worker_left' }],
    receipt: 'before',
    refusal: () => stateConflict('Bukti sudah dikirim atau pekerjaan sudah berakhir'),
  },
  submitProof: {
    from: ['assigned'],
    to: 'worker_confirmed',
    by: 'yasa',
    money: 'none',
    notifies: [{ to: 'jalu', kind: 'proof_sent' }],
    remind: ['release_24h', 'release_2h'],
    receipt: 'required',
    refusal: (state) =>
      state === 'cancelled'
        ? stateConflict('Pekerjaan ini sudah dibatalkan')
        : stateConflict('Bukti pekerjaan ini sudah dikirim'),
  },
  confirm: {
    from: ['worker_confirmed'],
    to: 'done',
    by: 'jalu',
    money: 'payout',
    notifies: [{ to: 'yasa', kind: 'job_paid' }],
    refusal: (state) =>
      state === 'done'
        ? stateConflict('Pekerjaan ini sudah selesai dan dibayar')
        : state === 'disputed'
          ? stateConflict('Pekerjaan ini sedang dikomplain')
          : stateConflict('Yasa belum mengirim bukti pekerjaan'),
  },
  autoRelease: {
    from: ['worker_confirmed'],
    to: 'done',
    by: 'system',
    money: 'payout',
    notifies: [
      { to: 'jalu', kind: 'auto_released_jalu' },
      { to: 'yasa', kind: 'auto_released_yasa' },
    ],
    refusal: () => stateConflict('Pembayaran ini tidak menunggu pelepasan otomatis'),
  },
  fileDispute: {
    from: ['worker_confirmed'],
    to: 'disputed',
    by: 'jalu',
    money: 'none',
    notifies: [{ to: 'yasa', kind: 'dispute_filed' }],
    refusal: (state) =>
      state === 'disputed'
        ? stateConflict('Komplain untuk pekerjaan ini sudah diajukan')
        : stateConflict('Komplain hanya bisa diajukan setelah Yasa mengirim bukti'),
  },
  /**
   * 'Struk belanja' (Nitip with a cap): the Yasa has spent the shopping money; every item must be
   * ticked first (the shopping service's `ITEMS_PENDING`). Above the cap the Jalu is asked.
   */
  submitReceipt: {
    from: ['assigned'],
    to: SAME_STATE,
    by: 'yasa',
    money: 'none',
    notifies: [{ to: 'jalu', kind: 'shopping_extra_asked', when: 'above_cap' }],
    receipt: 'before',
    guard: (job) => (job.shoppingCap ? null : notShopping()),
    refusal: () => notAtTheShop(),
  },
  /**
   * The Jalu answers a receipt above the cap: approved, the extra goes from their wallet into the
   * escrow (refused whole when it does not cover it); declined, the Yasa is reimbursed up to the
   * cap at settlement.
   */
  answerExtra: {
    from: ['assigned', 'worker_confirmed'],
    to: SAME_STATE,
    by: 'jalu',
    money: 'shopping_extra',
    notifies: [{ to: 'yasa', kind: 'shopping_extra_answered' }],
    guard: extraRefusal,
    refusal: () => nothingToApprove(),
  },
  /** 'Beri tip': 100% to the Yasa, from the Jalu's wallet, once, within the tip window. */
  tip: {
    from: ['done'],
    to: SAME_STATE,
    by: 'jalu',
    money: 'tip',
    notifies: [{ to: 'yasa', kind: 'tip_received' }],
    guard: (job, now) => tipRefusal(job, now),
    refusal: () => tipNotYet(),
  },
  answerDispute: {
    from: ['disputed'],
    to: 'disputed',
    by: 'yasa',
    money: 'none',
    notifies: [{ to: 'jalu', kind: 'dispute_answered' }],
    refusal: () => stateConflict('Tidak ada komplain terbuka untuk pekerjaan ini'),
  },
  resolveDispute: {
    from: ['disputed'],
    to: 'done',
    by: 'admin',
    money: 'dispute_split',
    notifies: [
      { to: 'jalu', kind: 'dispute_resolved' },
      { to: 'yasa', kind: 'dispute_resolved' },
    ],
    refusal: (state) =>
      state === 'done'
        ? conflict('Komplain ini sudah diselesaikan', 'DISPUTE_ALREADY_RESOLVED')
        : stateConflict('Pekerjaan ini tidak sedang dikomplain'),
  },
} as const satisfies Record<string, Transition>;

export type JobAction = keyof typeof TRANSITIONS;

/**
 * Events on a job that change no state (an application is a row of its own), with the same
 * `notifies` as a transition, so every notification a job sends is declared here.
 */
export const APPLICATION_EVENTS = {
  apply: { notifies: [{ to: 'jalu', kind: 'job_applied' }], timing: 'before_expiry' },
  // The Jalu's open page updates live; a withdrawn application is not worth a notice.
  withdraw: { notifies: [] },
} as const satisfies Record<string, { notifies: readonly Notification[]; timing?: Timing }>;

/** Applying: refused with `JOB_EXPIRED` once the open job's time has passed (the table's timing). */
export function assertMayApplyTo(job: JobFacts, now: Date = new Date()): void {
  const refusal = timingRefusal(APPLICATION_EVENTS.apply.timing, job, now);
  if (refusal) throw refusal;
}

/** Who may apply to a job beyond its state (trust and safety, issue 30). */
export interface ApplicationFacts {
  /** The Yasa's identity check was approved ('Terverifikasi'). */
  workerVerified: boolean;
  /** REQUIRE_VERIFIED_TO_APPLY. */
  requireVerified: boolean;
  /** The job's Jalu and the Yasa blocked one another (either way). */
  blocked: boolean;
  /** The Yasa backed out of this job after being accepted (they may not apply to it again). */
  backedOut?: boolean;
}

/**
 * 403 `BLOCKED` between a Jalu and a Yasa either of whom blocked the other; 403
 * `VERIFICATION_REQUIRED` when applying needs a verified Yasa and this one is not.
 */
export function assertMayApplyToJob(facts: ApplicationFacts): void {
  assertNotBlocked(facts.blocked);
  const refusal = applyRefusalOf({
    backedOut: facts.backedOut,
    verificationRequired: facts.requireVerified && !facts.workerVerified,
  });
  if (refusal === 'VERIFICATION_REQUIRED') {
    throw forbidden(VERIFICATION_MESSAGES.requiredToApply, 'VERIFICATION_REQUIRED');
  }
  if (refusal === 'BACKED_OUT') {
    throw conflict('Kamu sudah mundur dari pekerjaan ini', 'BACKED_OUT');
  }
}

/**
 * Why this Yasa may not apply to an open job for a reason of their own, or null: they backed out
 * of it (`BACKED_OUT`), or applying needs a verified Yasa and they are not
 * (`VERIFICATION_REQUIRED`). `actionsFor` leaves 'Melamar' out then, and the answer says why.
 */
export function applyRefusalOf(facts: {
  backedOut?: boolean;
  verificationRequired?: boolean;
}): ApplyRefusal | null {
  if (facts.backedOut) return 'BACKED_OUT';
  if (facts.verificationRequired) return 'VERIFICATION_REQUIRED';
  return null;
}

/**
 * 'Blokir': a blocked person cannot apply to the blocker's jobs, be accepted by them, or message
 * them; the blocker cannot do those things to the blocked either.
 */
export function assertNotBlocked(blocked: boolean): void {
  if (blocked) throw forbidden(SAFETY_MESSAGES.blockedRefusal, 'BLOCKED');
}

/**
 * 'Blokir' hides a Jalu's open jobs from a Yasa either of them blocked: out of every list of open
 * jobs, and its page refused (403 `BLOCKED`). `blockedWith`: the people the Yasa blocked or was
 * blocked by. A job already given to that Yasa stays theirs to see.
 */
export function hiddenByBlock(
  job: Pick<JobFacts, 'status' | 'clientId'>,
  blockedWith: ReadonlySet<string>,
): boolean {
  return job.status === JOB_STATE.open && blockedWith.has(job.clientId);
}

export function assertNotHiddenByBlock(
  job: Pick<JobFacts, 'status' | 'clientId'>,
  blockedWith: ReadonlySet<string>,
): void {
  if (hiddenByBlock(job, blockedWith)) throw forbidden(SAFETY_MESSAGES.blockedJob, 'BLOCKED');
}

export interface Actor {
  kind: ActorKind;
  /** The user (or operator) acting; absent for the sweep. */
  id?: string;
}

const jobNotFound = () => notFound('Pekerjaan tidak ditemukan');

/** The job's Jalu or the Yasa assigned to it: the two people a job's chat, proof, complaint and review belong to. */
export function isParty(job: Pick<JobFacts, 'clientId' | 'workerId'>, userId: string): boolean {
  return job.clientId === userId || (job.workerId !== null && job.workerId === userId);
}

/** Whether `actor` stands in the relation the transition needs to this job. */
export function mayAct(transition: Transition, job: JobFacts, actor: Actor): boolean {
  if (transition.by !== actor.kind) return false;
  if (actor.kind === 'jalu') return job.clientId === actor.id;
  if (actor.kind === 'yasa') return job.workerId !== null && job.workerId === actor.id;
  return true;
}

/**
 * The table's verdict on `action` for this job and actor, without changing anything: 404 for a
 * stranger (as if the job did not exist), the transition's 409 from any other state. `apply`
 * asks it under the row lock; routes that must decode photos ask it first, so a refusal costs
 * no decoding.
 */
export function assertMayApply<Job extends JobFacts>(
  job: Job | undefined,
  action: JobAction,
  actor: Actor,
  now: Date = new Date(),
): asserts job is Job {
  const transition: Transition = TRANSITIONS[action];
  if (!job || !mayAct(transition, job, actor)) throw jobNotFound();
  if (!transition.from.includes(job.status)) throw transition.refusal(job.status);
  const refusal = ruleRefusal(transition, job, now);
  if (refusal) throw refusal;
}

/** The table's rules beyond who and from which state: timing, receipt, the row's guard. */
function ruleRefusal(transition: Transition, job: JobFacts, now: Date): AppError | null {
  return (
    timingRefusal(transition.timing, job, now) ??
    receiptRefusal(transition.receipt, job) ??
    transition.guard?.(job, now) ??
    null
  );
}

/**
 * The person looking at a job. A Yasa's `id` is null for "any Yasa" (the shared lists of open
 * jobs, where who asks changes nothing but `hasApplied`). `hasApplied`: has an application to
 * it neither withdrawn nor backed out of. `backedOut`: backed out of it after being accepted (no
 * second application). `verificationRequired`: applying needs a verified Yasa and this one is
 * not (REQUIRE_VERIFIED_TO_APPLY). `application`: set when the job is seen through the Yasa's own
 * application ('Lamaran Saya'), which shows it whatever became of the job.
 */
export type Viewer =
  | { role: 'jalu'; id: string }
  | {
      role: 'yasa';
      id: string | null;
      hasApplied?: boolean;
      backedOut?: boolean;
      verificationRequired?: boolean;
      application?: ApplicationStatus;
    };

const assignedTo = (job: Pick<JobFacts, 'workerId'>, id: string | null) =>
  id !== null && job.workerId === id;

/**
 * Who may see a job: its Jalu; any Yasa while it is open; afterwards only the Yasa given it,
 * and an applicant through their own application. Anyone else is answered 404, as for a job
 * that does not exist (ids cannot be probed).
 */
export function canView(job: Pick<JobFacts, 'status' | 'clientId' | 'workerId'>, viewer: Viewer) {
  if (viewer.role === 'jalu') return job.clientId === viewer.id;
  return (
    job.status === JOB_STATE.open || assignedTo(job, viewer.id) || viewer.application !== undefined
  );
}

/** The chat of a job's two parties takes messages until the job ends (also during a complaint). */
const CHAT_OPEN: readonly JobState[] = [
  JOB_STATE.assigned,
  JOB_STATE.worker_confirmed,
  JOB_STATE.disputed,
];

/**
 * What `viewer` may do with the job now, in `VIEWER_ACTIONS` order: the transitions the table
 * allows them from its state, and around them `apply`/`withdraw` (a Yasa on an open job),
 * `review` (the Jalu, once done, unless `reviewed` says it was written: only the history knows)
 * and `chat`. The web shows exactly these. `answerDispute` stays while disputed; the complaint
 * says if it was answered. `withdraw` is known only through the application itself.
 */
export function actionsFor(
  job: Pick<JobFacts, 'status' | 'clientId' | 'workerId'> &
    Partial<Omit<JobFacts, 'status' | 'clientId' | 'workerId'>> & {
      reviewed?: boolean;
    },
  viewer: Viewer,
  now: Date = new Date(),
): ViewerAction[] {
  if (!canView(job, viewer)) return [];
  const actions = new Set<ViewerAction>();
  const expired = hasExpired({ expiresAt: job.expiresAt ?? null }, now);
  const inTime = (timing: Timing | undefined) => timing !== 'before_expiry' || !expired;
  const party = viewer.role === 'jalu' ? job.clientId === viewer.id : assignedTo(job, viewer.id);
  if (party) {
    const facts: JobFacts = {
      fee: 0,
      adminFee: 0,
      scheduledAt: null,
      assignedAt: null,
      ...job,
      expiresAt: job.expiresAt ?? null,
    };
    for (const [name, transition] of Object.entries(TRANSITIONS) as [JobAction, Transition][]) {
      if (
        transition.by === viewer.role &&
        transition.from.includes(job.status) &&
        ruleRefusal(transition, facts, now) === null
      ) {
        actions.add(name as ViewerAction);
      }
    }
    if (CHAT_OPEN.includes(job.status)) actions.add('chat');
    if (viewer.role === 'jalu' && job.status === JOB_STATE.done && !job.reviewed) {
      actions.add('review');
    }
  } else if (viewer.role === 'yasa' && job.status === JOB_STATE.open) {
    // (A Yasa in a block with the Jalu never sees the open job: hiddenByBlock.)
    const mayApply =
      inTime(APPLICATION_EVENTS.apply.timing) &&
      applyRefusalOf({
        backedOut: viewer.backedOut || viewer.application === 'backed_out',
        verificationRequired: viewer.verificationRequired,
      }) === null;
    if (viewer.application === 'pending') actions.add('withdraw');
    else if (viewer.application === 'withdrawn' && mayApply) actions.add('apply');
    else if (viewer.application === undefined && !viewer.hasApplied && mayApply) {
      actions.add('apply');
    }
  }
  return VIEWER_ACTIONS.filter((action) => actions.has(action));
}

/** What an operator may do to a job now (the console's job page shows exactly these). */
export function operatorActionsFor(job: Pick<JobFacts, 'status'>): AdminJobAction[] {
  const cancel: Transition = TRANSITIONS.adminCancel;
  return cancel.from.includes(job.status) ? ['cancel'] : [];
}

const HOUR_MS = 3_600_000;
/** Without a scheduled time, cancelling is free this long after a Yasa was accepted. */
const FREE_AFTER_ACCEPT_MS = CANCELLATION_DEFAULTS.freeAfterAcceptHours * HOUR_MS;

/** The numbers `cancel` would apply at `now`; null when the job cannot be cancelled. */
export function quoteCancellation(
  job: JobFacts,
  rules: CancellationRules,
  now: Date,
): CancellationQuote | null {
  // Before 'Struk belanja' the shopping money comes back whole with the fee. After it (only an
  // operator may still cancel) the Yasa has spent it: they get back what the receipt shows, as at
  // confirmation or a complaint, and only the rest comes back.
  const purchase = spentPerReceipt(job);
  const all = job.fee + job.adminFee + shoppingHeld(job) - purchase;
  const quote = quoteOfFee(job, rules, now, all);
  return quote && purchase > 0 ? { ...quote, purchase } : quote;
}

/** What the receipt shows the Yasa spent of the shopping money held (0 before the receipt). */
export function spentPerReceipt(
  job: Pick<JobFacts, 'shoppingCap' | 'extraHeld' | 'receiptAt' | 'purchaseTotal'>,
): number {
  if (!job.shoppingCap || !job.receiptAt) return 0;
  return shoppingSettlement({
    cap: job.shoppingCap,
    extraHeld: job.extraHeld ?? 0,
    total: job.purchaseTotal ?? null,
  }).purchase;
}

/** The cancellation's rule on the fee: `all` back, or a late cancel's compensation out of it. */
function quoteOfFee(
  job: JobFacts,
  rules: CancellationRules,
  now: Date,
  all: number,
): CancellationQuote | null {
  if (job.status === 'open') return { refund: all, compensation: 0, late: false, kind: 'free' };
  if (job.status !== 'assigned') return null;
  const nowMs = now.getTime();
  if (job.scheduledAt) {
    const until = job.scheduledAt.getTime() - nowMs;
    if (until > rules.freeBeforeMs) {
      return { refund: all, compensation: 0, late: false, kind: 'free' };
    }
    if (-until >= rules.noShowAfterMs) {
      return { refund: all, compensation: 0, late: false, kind: 'no_show' };
    }
  } else if (job.assignedAt && nowMs - job.assignedAt.getTime() < FREE_AFTER_ACCEPT_MS) {
    return { refund: all, compensation: 0, late: false, kind: 'free' };
  }
  const compensation = Math.floor((job.fee * rules.latePercent) / 100);
  return { refund: all - compensation, compensation, late: true, kind: 'late' };
}

/** What the tip rule reads of a job. */
export interface TipFacts {
  finishedAt: Date | null;
  tipAmount: number | null;
}

const TIP_WINDOW_MS = TIP_LIMITS.windowDays * 24 * HOUR_MS;

/**
 * Why the job's Jalu may not tip its Yasa now, or null when they may: a tip is for a done job with
 * a Yasa, once, within `TIP_LIMITS.windowDays` of completion. (Who asks is checked before: a
 * stranger is told the job does not exist.)
 */
const tipNotYet = () => stateConflict('Tip bisa diberikan setelah pekerjaan selesai');

export function tipRefusal(
  job: Pick<JobFacts, 'status' | 'workerId'> & Partial<TipFacts>,
  now: Date,
): AppError | null {
  if (job.status !== JOB_STATE.done || job.workerId === null) return tipNotYet();
  if (job.tipAmount != null) {
    return conflict('Kamu sudah memberi tip untuk pekerjaan ini', 'ALREADY_TIPPED');
  }
  if (!job.finishedAt || now.getTime() - job.finishedAt.getTime() > TIP_WINDOW_MS) {
    return conflict(
      `Tip hanya bisa diberikan sampai ${TIP_LIMITS.windowDays} hari setelah pekerjaan selesai`,
      'TIP_WINDOW_CLOSED',
    );
  }
  return null;
}

/**
 * Why a proof's photos do not prove the job, or null when they do (issue 29). A Bebersih job
 * with a task list needs 1–2 photos (before/after) for every task, under `taskImages[i]`, and
 * extra photos under `image` are optional; a job without a list keeps the free proof: 1–5
 * photos under `image`, nothing per task.
 */
export function proofRefusal(
  job: { tasks: readonly string[] },
  photos: { general: number; perTask: readonly number[] },
): AppError | null {
  const beyondList = photos.perTask.some((count, index) => count > 0 && index >= job.tasks.length);
  if (beyondList) return badRequest(TASK_MESSAGES.unknownTask, 'TASK_PROOF_MISSING');
  if (job.tasks.length === 0) {
    return photos.general < 1 ? badRequest('Tambahkan minimal 1 foto bukti pekerjaan') : null;
  }
  for (const [index, name] of job.tasks.entries()) {
    const count = photos.perTask[index] ?? 0;
    if (count < TASK_LIMITS.photosMin) {
      return badRequest(TASK_MESSAGES.proofMissing(name), 'TASK_PROOF_MISSING');
    }
    if (count > TASK_LIMITS.photosMax) return badRequest(TASK_MESSAGES.tooManyPhotos(name));
  }
  return null;
}

/**
 * When what anyone may do with a job (`actionsFor`) changes with no row changed: an open job's
 * expiry (applying and accepting end then: `before_expiry`), a done job's tip window. Nothing
 * else in the rules reads the clock. An answer kept by its rows' versions (`answer-cards.ts`) is
 * made again from then on.
 */
export function actionsChangeAt(
  job: Pick<JobFacts, 'status' | 'expiresAt'> & { finishedAt?: Date | null },
): number {
  if (job.status === JOB_STATE.open) return job.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  if (job.status === JOB_STATE.done && job.finishedAt) {
    return job.finishedAt.getTime() + TIP_WINDOW_MS + 1;
  }
  return Number.POSITIVE_INFINITY;
}
