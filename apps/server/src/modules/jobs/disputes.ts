import {
  disputeSplit,
  formatIDR,
  SOCKET_EVENTS,
  type Dispute,
  type DisputeResolution,
} from '@bantuin/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { retryingTransaction } from '../../db/retry.js';
import { disputes } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { silentNotifier, type Notifier } from '../chat/notifier.js';
import type { ImageUploads } from '../uploads/image-uploads.js';
import { assertMayApply, type Lifecycle } from './lifecycle.js';
import { isParty, shoppingHeld, spentPerReceipt } from './policy.js';
import { findJob, type JobRow } from './repository.js';

export interface DisputeResolutionResult extends DisputeResolution {
  jobId: string;
  clientId: string;
  workerId: string;
  resolvedBy: string;
  resolvedAt: string;
}

export interface DisputesService {
  /** 'Ajukan Komplain': the Jalu refuses a proof; the payment waits for an operator. */
  file(clientId: string, jobId: string, reason: string, photos: Buffer[]): Promise<void>;
  /** The assigned Yasa's one answer to the complaint. */
  answer(workerId: string, jobId: string, response: string, photos: Buffer[]): Promise<void>;
  /** The complaint of a job, for its Jalu and its Yasa only. */
  get(userId: string, jobId: string): Promise<Dispute>;
  /**
   * An operator's decision: `workerAmount` (0…fee) to the Yasa, the rest of the fee back to the
   * Jalu, the admin fee to revenue unless `workerAmount` is 0 (then back to the Jalu). The job is
   * done; exactly once (409 DISPUTE_ALREADY_RESOLVED after). `actorId` is kept for the audit;
   * `withinTransaction` runs in the decision's transaction (the console writes its audit row).
   * A Nitip with a receipt: `purchaseAmount` (0…what the receipt shows spent; absent, all of it)
   * of the shopping money to the Yasa, the rest of what is held back to the Jalu.
   */
  resolve(
    jobId: string,
    workerAmount: number,
    note: string,
    actorId: string,
    withinTransaction?: (tx: Transaction, result: DisputeResolutionResult) => Promise<void>,
    purchaseAmount?: number,
  ): Promise<DisputeResolutionResult>;
}

/** The shopping part of a decision (a Nitip with a cap): to the Yasa, and back to the Jalu. */
function purchaseSplit(
  job: JobRow,
  purchase: number | null,
): { purchase?: number; purchaseRefund?: number } {
  if (!job.shoppingCap || purchase === null) return {};
  return { purchase, purchaseRefund: shoppingHeld(job) - purchase };
}

/** 400 unless `purchaseAmount` is absent, or 0…what the receipt shows spent on a Nitip with one. */
function assertPurchaseAmount(job: JobRow, purchaseAmount: number | undefined) {
  if (purchaseAmount === undefined) return;
  if (!job.shoppingCap || !job.receiptAt) {
    throw badRequest('Pekerjaan ini tidak membawa uang belanja', 'NOT_A_SHOPPING_JOB');
  }
  if (!Number.isSafeInteger(purchaseAmount) || purchaseAmount < 0) {
    throw badRequest('Bagian belanja Yasa harus rupiah bulat, 0 atau lebih');
  }
  if (purchaseAmount > spentPerReceipt(job)) {
    throw badRequest(
      `Bagian belanja Yasa tidak boleh melebihi yang dibelanjakan menurut struk (${formatIDR(spentPerReceipt(job))})`,
    );
  }
}

const disputeNotFound = () =>
  notFound('Komplain untuk pekerjaan ini tidak ditemukan', 'DISPUTE_NOT_FOUND');

export function createDisputesService(
  db: Database,
  uploads: ImageUploads,
  lifecycle: Lifecycle,
  notifier: Notifier = silentNotifier,
): DisputesService {
  return {
    async file(clientId, jobId, reason, photos) {
      // Decoding photos is the expensive part: the table's verdict comes before it.
      assertMayApply(await findJob(db, jobId), 'fileDispute', { kind: 'jalu', id: clientId });
      const images = await uploads.prepare(photos);
      const workerId = await uploads.saveThen(images, (urls) =>
        retryingTransaction(db, async (tx) => {
          const { job } = await lifecycle.apply(tx, jobId, 'fileDispute', {
            kind: 'jalu',
            id: clientId,
          });
          await tx.insert(disputes).values({ jobId, reason, images: urls });
          return job.workerId!;
        }),
      );
      notifier.toUser(workerId, SOCKET_EVENTS.disputeFiled, { jobId });
    },

    async answer(workerId, jobId, response, photos) {
      assertMayApply(await findJob(db, jobId), 'answerDispute', { kind: 'yasa', id: workerId });
      const images = await uploads.prepare(photos);
      const clientId = await uploads.saveThen(images, (urls) =>
        retryingTransaction(db, async (tx) => {
          const { job } = await lifecycle.apply(tx, jobId, 'answerDispute', {
            kind: 'yasa',
            id: workerId,
          });
          const answered = await tx
            .update(disputes)
            .set({ response, responseImages: urls, respondedAt: new Date() })
            .where(and(eq(disputes.jobId, jobId), isNull(disputes.response)))
            .returning({ id: disputes.id });
          if (answered.length === 0) {
            throw conflict('Komplain ini sudah kamu tanggapi', 'DISPUTE_ALREADY_ANSWERED');
          }
          return job.clientId;
        }),
      );
      notifier.toUser(clientId, SOCKET_EVENTS.disputeAnswered, { jobId });
    },

    async get(userId, jobId) {
      const job = await findJob(db, jobId);
      if (!job || !isParty(job, userId)) throw notFound('Pekerjaan tidak ditemukan');
      const [row] = await db.select().from(disputes).where(eq(disputes.jobId, jobId)).limit(1);
      if (!row) throw disputeNotFound();
      const resolved = row.resolvedAt !== null;
      return {
        reason: row.reason,
        images: row.images,
        response: row.response,
        responseImages: row.responseImages,
        status: resolved ? 'resolved' : 'open',
        resolution: resolved
          ? {
              workerAmount: row.workerAmount!,
              refund: disputeSplit(job.fee, job.adminFee, row.workerAmount!).refund,
              note: row.resolutionNote ?? '',
              ...purchaseSplit(job, row.purchaseAmount),
            }
          : null,
        createdAt: row.createdAt.toISOString(),
        respondedAt: row.respondedAt?.toISOString() ?? null,
        resolvedAt: row.resolvedAt?.toISOString() ?? null,
      };
    },

    async resolve(jobId, workerAmount, note, actorId, withinTransaction, purchaseAmount) {
      const result = await retryingTransaction(db, async (tx) => {
        const [dispute] = await tx
          .select({ id: disputes.id })
          .from(disputes)
          .where(eq(disputes.jobId, jobId))
          .limit(1);
        if (!dispute) {
          if (!(await findJob(tx, jobId))) throw notFound('Pekerjaan tidak ditemukan');
          throw conflict('Pekerjaan ini tidak sedang dikomplain', 'JOB_STATE_CONFLICT');
        }
        const resolvedAt = new Date();
        const { job, money } = await lifecycle.apply(
          tx,
          jobId,
          'resolveDispute',
          { kind: 'admin', id: actorId },
          {
            workerAmount,
            purchaseAmount,
            patch: (locked) => {
              if (!Number.isSafeInteger(workerAmount) || workerAmount < 0) {
                throw badRequest('Bagian Yasa harus rupiah bulat, 0 atau lebih');
              }
              if (workerAmount > locked.fee) {
                throw badRequest('Bagian Yasa tidak boleh melebihi biaya pekerjaan');
              }
              assertPurchaseAmount(locked, purchaseAmount);
              return { finishedAt: resolvedAt, autoReleased: false };
            },
          },
        );
        const split = purchaseSplit(job, job.shoppingCap ? money.purchase : null);
        await tx
          .update(disputes)
          .set({
            workerAmount,
            purchaseAmount: split.purchase ?? null,
            resolutionNote: note,
            resolvedBy: actorId,
            resolvedAt,
          })
          .where(eq(disputes.id, dispute.id));
        const resolution: DisputeResolutionResult = {
          jobId,
          clientId: job.clientId,
          workerId: job.workerId!,
          workerAmount,
          refund: money.refund,
          ...split,
          note,
          resolvedBy: actorId,
          resolvedAt: resolvedAt.toISOString(),
        };
        await withinTransaction?.(tx, resolution);
        return resolution;
      });
      const payload = { jobId, workerAmount, refund: result.refund };
      notifier.toUser(result.clientId, SOCKET_EVENTS.disputeResolved, payload);
      notifier.toUser(result.workerId, SOCKET_EVENTS.disputeResolved, payload);
      return result;
    },
  };
}
