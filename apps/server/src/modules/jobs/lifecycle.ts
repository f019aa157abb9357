import type { CancellationQuote, JobState } from '@bantuin/contract';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { jobs, profiles } from '../../db/schema.js';
import { conflict, notFound, type AppError } from '../../http/errors.js';
import type { CancellationRules } from '../../config.js';
import {
  escrowOfJob,
  SYSTEM_ACCOUNTS,
  transfer,
  walletOf,
  type TransferKind,
} from '../ledger/ledger.js';
import { accountSuspended } from '../../http/auth.js';
import { lockAccounts, workerSuspended } from '../accounts/standing.js';
import { lockJob, type JobRow } from './repository.js';
import { recordJobStateChange } from './state-history.js';

/**
 * Who may take an action: the job's Jalu, the Yasa assigned to it, the release sweep, or an
 * operator. A person of the wrong relation is told the job does not exist.
 */
export type ActorKind = 'jalu' | 'yasa' | 'system' | 'admin';

/** How money leaves escrow on the transition; `none` leaves it where it is. */
export type MoneyRule = 'none' | 'cancellation' | 'payout' | 'dispute_split';

export interface Transition {
  from: readonly JobState[];
  to: JobState;
  by: ActorKind;
  money: MoneyRule;
  /** The 409 for a job in any other state. */
  refusal: (state: JobState) => AppError;
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
    refusal: () => conflict('Pekerjaan ini sudah punya Yasa atau sudah dibatalkan', 'JOB_NOT_OPEN'),
  },
  /** Open: everything back. Assigned: free, no-show or late (see `quoteCancellation`). */
  cancel: {
    from: ['open', 'assigned'],
    to: 'cancelled',
    by: 'jalu',
    money: 'cancellation',
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
    refusal: () => conflict('Pekerjaan ini sudah punya Yasa atau sudah dibatalkan', 'JOB_NOT_OPEN'),
  },
  backOut: {
    from: ['assigned'],
    to: 'open',
    by: 'yasa',
    money: 'none',
    refusal: () => stateConflict('Bukti sudah dikirim atau pekerjaan sudah berakhir'),
  },
  submitProof: {
    from: ['assigned'],
    to: 'worker_confirmed',
    by: 'yasa',
    money: 'none',
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
    refusal: () => stateConflict('Pembayaran ini tidak menunggu pelepasan otomatis'),
  },
  fileDispute: {
    from: ['worker_confirmed'],
    to: 'disputed',
    by: 'jalu',
    money: 'none',
    refusal: (state) =>
      state === 'disputed'
        ? stateConflict('Komplain untuk pekerjaan ini sudah diajukan')
        : stateConflict('Komplain hanya bisa diajukan setelah Yasa mengirim bukti'),
  },
  answerDispute: {
    from: ['disputed'],
    to: 'disputed',
    by: 'yasa',
    money: 'none',
    refusal: () => stateConflict('Tidak ada komplain terbuka untuk pekerjaan ini'),
  },
  resolveDispute: {
    from: ['disputed'],
    to: 'done',
    by: 'admin',
    money: 'dispute_split',
    refusal: (state) =>
      state === 'done'
        ? conflict('Komplain ini sudah diselesaikan', 'DISPUTE_ALREADY_RESOLVED')
        : stateConflict('Pekerjaan ini tidak sedang dikomplain'),
  },
} as const satisfies Record<string, Transition>;

export type JobAction = keyof typeof TRANSITIONS;

export interface Actor {
  kind: ActorKind;
  /** The user (or operator) acting; absent for the sweep. */
  id?: string;
}

/** What a transition moved, for the answer and the live update. */
export interface MoneyMoved {
  refund: number;
  compensation: number;
  workerAmount: number;
}

export interface TransitionResult {
  before: JobRow;
  job: JobRow;
  money: MoneyMoved;
  quote?: CancellationQuote;
}

export interface TransitionOptions {
  /** Columns written together with the new state. */
  patch?: (
    job: JobRow,
  ) => Partial<typeof jobs.$inferInsert> | Promise<Partial<typeof jobs.$inferInsert>>;
  /** For `resolveDispute`: the Yasa's part of the fee. */
  workerAmount?: number;
  /** For `cancel`: the clock and the rules (tests move the clock). */
  now?: Date;
  /** Other people the change binds (accept: the Yasa), who must not be suspended either. */
  counterparties?: readonly string[];
}

export interface Lifecycle {
  /**
   * Takes the job's row lock inside the caller's transaction, checks who acts and from which
   * state, moves the money of the transition and writes the next state, exactly once.
   */
  apply(
    tx: Transaction,
    jobId: string,
    action: JobAction,
    actor: Actor,
    options?: TransitionOptions,
  ): Promise<TransitionResult>;
  /** The numbers `cancel` would apply now; null when the job cannot be cancelled. */
  quoteCancellation(job: JobRow, now?: Date): CancellationQuote | null;
}

type Payee = { user: string } | 'revenue';

const jobNotFound = () => notFound('Pekerjaan tidak ditemukan');

/** Whether `actor` stands in the relation the transition needs to this job. */
export function mayAct(transition: Transition, job: JobRow, actor: Actor): boolean {
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
export function assertMayApply(
  job: JobRow | undefined,
  action: JobAction,
  actor: Actor,
): asserts job is JobRow {
  const transition: Transition = TRANSITIONS[action];
  if (!job || !mayAct(transition, job, actor)) throw jobNotFound();
  if (!transition.from.includes(job.status)) throw transition.refusal(job.status);
}

/** Runs inside the transition's transaction, after the state is written (notifications). */
export type AfterTransition = (
  tx: Transaction,
  action: JobAction,
  result: TransitionResult,
  actor: Actor,
) => Promise<void>;

export function createLifecycle(
  rules: CancellationRules,
  afterTransition?: AfterTransition,
): Lifecycle {
  function quoteCancellation(job: JobRow, now = new Date()): CancellationQuote | null {
    const all = job.fee + job.adminFee;
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
    } else if (job.assignedAt && nowMs - job.assignedAt.getTime() < 3_600_000) {
      return { refund: all, compensation: 0, late: false, kind: 'free' };
    }
    const compensation = Math.floor((job.fee * rules.latePercent) / 100);
    return { refund: all - compensation, compensation, late: true, kind: 'late' };
  }

  /** Escrow → `to` (a user's wallet, or revenue); nothing when the amount is 0. */
  async function pay(tx: Transaction, job: JobRow, kind: TransferKind, to: Payee, amount: number) {
    if (amount <= 0) return;
    const escrow = await escrowOfJob(tx, job.id);
    const toAccountId =
      to === 'revenue' ? SYSTEM_ACCOUNTS.revenue : (await walletOf(tx, to.user)).id;
    await transfer(tx, { kind, fromAccountId: escrow.id, toAccountId, amount, jobId: job.id });
  }

  async function countDoneJob(tx: Transaction, workerId: string) {
    await tx
      .update(profiles)
      .set({ jobDone: sql`${profiles.jobDone} + 1` })
      .where(eq(profiles.userId, workerId));
  }

  async function moveMoney(
    tx: Transaction,
    rule: MoneyRule,
    job: JobRow,
    options: TransitionOptions,
  ): Promise<{ money: MoneyMoved; quote?: CancellationQuote }> {
    const none = { refund: 0, compensation: 0, workerAmount: 0 };
    switch (rule) {
      case 'none':
        return { money: none };
      case 'cancellation': {
        const quote = quoteCancellation(job, options.now)!;
        // A job_payout too: to the Yasa it is earnings from this job (the wallet shows it so).
        await pay(tx, job, 'job_payout', { user: job.workerId! }, quote.compensation);
        await pay(tx, job, 'job_refund', { user: job.clientId }, quote.refund);
        return {
          money: { ...none, refund: quote.refund, compensation: quote.compensation },
          quote,
        };
      }
      case 'payout': {
        await pay(tx, job, 'job_payout', { user: job.workerId! }, job.fee);
        await pay(tx, job, 'admin_fee', 'revenue', job.adminFee);
        await countDoneJob(tx, job.workerId!);
        return { money: { ...none, workerAmount: job.fee } };
      }
      case 'dispute_split': {
        const workerAmount = options.workerAmount ?? 0;
        // The platform earns its fee only when the work was (partly) worth paying for.
        const adminFeeToRevenue = workerAmount > 0;
        const refund = job.fee - workerAmount + (adminFeeToRevenue ? 0 : job.adminFee);
        await pay(tx, job, 'job_payout', { user: job.workerId! }, workerAmount);
        await pay(tx, job, 'job_refund', { user: job.clientId }, refund);
        if (adminFeeToRevenue) {
          await pay(tx, job, 'admin_fee', 'revenue', job.adminFee);
          await countDoneJob(tx, job.workerId!);
        }
        return { money: { ...none, workerAmount, refund } };
      }
    }
  }

  return {
    quoteCancellation,

    async apply(tx, jobId, action, actor, options = {}) {
      const transition: Transition = TRANSITIONS[action];
      // A person's account first, then the job (the lock order): a suspension that committed
      // meanwhile is seen here, one that comes later waits for this change.
      if (actor.kind === 'jalu' || actor.kind === 'yasa') {
        const suspended = await lockAccounts(tx, [actor.id!, ...(options.counterparties ?? [])]);
        if (suspended.has(actor.id!)) throw accountSuspended();
        if (suspended.size > 0) throw workerSuspended();
      }
      const before = await lockJob(tx, jobId);
      assertMayApply(before, action, actor);
      const patch = (await options.patch?.(before)) ?? {};
      const { money, quote } = await moveMoney(tx, transition.money, before, options);
      const [job] = await tx
        .update(jobs)
        .set({ ...patch, status: transition.to })
        .where(eq(jobs.id, jobId))
        .returning();
      // The state history (operators' job page) is written here, so no change can skip it.
      if (before.status !== transition.to) {
        await recordJobStateChange(tx, {
          jobId,
          from: before.status,
          to: transition.to,
          actorId: actor.id ?? null,
        });
      }
      const result = { before, job: job!, money, quote };
      await afterTransition?.(tx, action, result, actor);
      return result;
    },
  };
}
