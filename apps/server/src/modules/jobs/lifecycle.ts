import {
  disputeSplit,
  formatIDR,
  shoppingSettlement,
  type CancellationQuote,
  type NotificationData,
} from '@bantuin/contract';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { jobs, profiles } from '../../db/schema.js';
import type { CancellationRules } from '../../config.js';
import {
  escrowOfJob,
  SYSTEM_ACCOUNTS,
  transfer,
  walletOf,
  type TransferKind,
} from '../ledger/ledger.js';
import { accountSuspended, badRequest } from '../../lib/errors.js';
import { lockAccounts, workerSuspended } from '../accounts/standing.js';
import {
  assertMayApply,
  extraAboveCap,
  quoteCancellation as quoteCancellationByRules,
  SAME_STATE,
  shoppingHeld,
  spentPerReceipt,
  TRANSITIONS,
  type Actor,
  type JobAction,
  type MoneyRule,
  type Transition,
} from './policy.js';
import { lockJob, type JobRow } from './repository.js';
import { recordJobStateChange } from './state-history.js';

// The rules this file applies live in policy.ts; re-exported for the modules that import them here.
export {
  assertMayApply,
  mayAct,
  TRANSITIONS,
  type Actor,
  type ActorKind,
  type JobAction,
  type MoneyRule,
  type Transition,
} from './policy.js';

/** What a transition moved, for the answer and the live update. */
export interface MoneyMoved {
  refund: number;
  compensation: number;
  workerAmount: number;
  /** Nitip: the shopping money reimbursed to the Yasa as the receipt shows. */
  purchase: number;
  /** Nitip: the shopping money that went back to the Jalu (0 before any settlement). */
  purchaseRefund: number;
}

export interface TransitionResult {
  before: JobRow;
  job: JobRow;
  money: MoneyMoved;
  quote?: CancellationQuote;
  /** What the caller adds to the notices' data (an amount other than the fee, a preview). */
  notice?: Partial<NotificationData>;
}

export interface TransitionOptions {
  /** Columns written together with the new state. */
  patch?: (
    job: JobRow,
  ) => Partial<typeof jobs.$inferInsert> | Promise<Partial<typeof jobs.$inferInsert>>;
  /** For `resolveDispute`: the Yasa's part of the fee. */
  workerAmount?: number;
  /**
   * For `resolveDispute` on a Nitip with a receipt: the Yasa's part of the shopping money
   * (0…what the receipt shows spent); absent, all it spent, as at confirmation.
   */
  purchaseAmount?: number;
  /** For `cancel`: the clock and the rules (tests move the clock). */
  now?: Date;
  /** Other people the change binds (accept: the Yasa), who must not be suspended either. */
  counterparties?: readonly string[];
  /** For `answerExtra`: the Jalu's answer (approved: the extra moves into the escrow). */
  approve?: boolean;
  /** For `tip`: the amount. */
  amount?: number;
  /** What the notices of the change carry beyond the defaults, read from the locked job. */
  notice?: (job: JobRow) => Partial<NotificationData>;
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
  const quoteCancellation = (job: JobRow, now = new Date()) =>
    quoteCancellationByRules(job, rules, now);

  /** Escrow → `to` (a user's wallet, or revenue); nothing when the amount is 0. */
  async function pay(tx: Transaction, job: JobRow, kind: TransferKind, to: Payee, amount: number) {
    if (amount <= 0) return;
    const escrow = await escrowOfJob(tx, job.id);
    const toAccountId =
      to === 'revenue' ? SYSTEM_ACCOUNTS.revenue : (await walletOf(tx, to.user)).id;
    await transfer(tx, { kind, fromAccountId: escrow.id, toAccountId, amount, jobId: job.id });
  }

  /**
   * Nitip with a cap: the Yasa is reimbursed what the receipt says, up to the money held (cap +
   * approved extra); the rest goes back to the Jalu.
   */
  async function settleShopping(tx: Transaction, job: JobRow) {
    if (!job.shoppingCap) return { purchase: 0, returned: 0 };
    const settled = shoppingSettlement({
      cap: job.shoppingCap,
      extraHeld: job.extraHeld,
      total: job.purchaseTotal,
    });
    await pay(tx, job, 'shopping_payout', { user: job.workerId! }, settled.purchase);
    await pay(tx, job, 'shopping_refund', { user: job.clientId }, settled.returned);
    return settled;
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
    const none = { refund: 0, compensation: 0, workerAmount: 0, purchase: 0, purchaseRefund: 0 };
    switch (rule) {
      case 'none':
        return { money: none };
      case 'cancellation': {
        const quote = quoteCancellation(job, options.now)!;
        // A job_payout too: to the Yasa it is earnings from this job (the wallet shows it so).
        await pay(tx, job, 'job_payout', { user: job.workerId! }, quote.compensation);
        // After the receipt (an operator's cancel) the shopping money follows it, as at
        // confirmation; the quote's refund holds what it returns.
        const { purchase, returned } = job.receiptAt
          ? await settleShopping(tx, job)
          : { purchase: 0, returned: 0 };
        await pay(tx, job, 'job_refund', { user: job.clientId }, quote.refund - returned);
        return {
          money: {
            ...none,
            refund: quote.refund,
            compensation: quote.compensation,
            purchase,
            // Before the receipt the whole shopping money goes back with the fee.
            purchaseRefund: job.receiptAt ? returned : shoppingHeld(job),
          },
          quote,
        };
      }
      case 'payout': {
        await pay(tx, job, 'job_payout', { user: job.workerId! }, job.fee);
        const { purchase, returned } = await settleShopping(tx, job);
        // Reimbursing the shopping is not revenue: the admin fee is on the fee only.
        await pay(tx, job, 'admin_fee', 'revenue', job.adminFee);
        await countDoneJob(tx, job.workerId!);
        return {
          money: { ...none, workerAmount: job.fee, purchase, purchaseRefund: returned },
        };
      }
      case 'shopping_extra': {
        const extra = extraAboveCap(job);
        if (!options.approve) return { money: none };
        // Held with the rest and paid out at settlement; a wallet that does not cover it refuses
        // the whole answer.
        const escrow = await escrowOfJob(tx, job.id);
        await transfer(tx, {
          kind: 'shopping_extra',
          fromAccountId: (await walletOf(tx, job.clientId)).id,
          toAccountId: escrow.id,
          amount: extra,
          jobId: job.id,
        }).catch((error: unknown) => {
          if ((error as { code?: string }).code === 'INSUFFICIENT_BALANCE') {
            throw badRequest(
              `Saldo kamu tidak cukup untuk kelebihan belanja ${formatIDR(extra)}. Top up dulu, lalu setujui lagi`,
              'INSUFFICIENT_BALANCE',
            );
          }
          throw error;
        });
        return { money: none };
      }
      case 'tip': {
        await transfer(tx, {
          kind: 'tip',
          fromAccountId: (await walletOf(tx, job.clientId)).id,
          toAccountId: (await walletOf(tx, job.workerId!)).id,
          amount: options.amount!,
          jobId: job.id,
        });
        return { money: none };
      }
      case 'dispute_split': {
        // The split is the contract's (the console shows it before the operator decides).
        const { workerAmount, refund, revenue } = disputeSplit(
          job.fee,
          job.adminFee,
          options.workerAmount ?? 0,
        );
        await pay(tx, job, 'job_payout', { user: job.workerId! }, workerAmount);
        await pay(tx, job, 'job_refund', { user: job.clientId }, refund);
        // The shopping money is split too: the operator's part of what the receipt shows spent
        // to the Yasa (all of it unless they said otherwise), the rest of what is held back.
        const purchase = options.purchaseAmount ?? spentPerReceipt(job);
        await pay(tx, job, 'shopping_payout', { user: job.workerId! }, purchase);
        const purchaseRefund = shoppingHeld(job) - purchase;
        await pay(tx, job, 'shopping_refund', { user: job.clientId }, purchaseRefund);
        await pay(tx, job, 'admin_fee', 'revenue', revenue);
        // Work (partly) worth paying for counts as a job done.
        if (workerAmount > 0) await countDoneJob(tx, job.workerId!);
        return { money: { ...none, workerAmount, refund, purchase, purchaseRefund } };
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
      assertMayApply(before, action, actor, options.now);
      const patch = (await options.patch?.(before)) ?? {};
      const { money, quote } = await moveMoney(tx, transition.money, before, options);
      const to = transition.to === SAME_STATE ? before.status : transition.to;
      const [job] = await tx
        .update(jobs)
        .set({ ...patch, status: to })
        .where(eq(jobs.id, jobId))
        .returning();
      // The state history (operators' job page) is written here, so no change can skip it.
      if (before.status !== to) {
        await recordJobStateChange(tx, {
          jobId,
          from: before.status,
          to,
          actorId: actor.id ?? null,
        });
      }
      const result = { before, job: job!, money, quote, notice: options.notice?.(before) };
      await afterTransition?.(tx, action, result, actor);
      return result;
    },
  };
}
