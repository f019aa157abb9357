import {
  disputeSplit,
  type AdminChatMessage,
  type AdminDispute,
  type AdminDisputeDetail,
  type AdminDisputesQuery,
} from '@bantuin/contract';
import { and, asc, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { afterCursor } from '../../db/keyset.js';
import { chats, disputes, jobs, messages, users } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import type { DisputeResolutionResult, DisputesService } from '../jobs/disputes.js';
import { shoppingHeld, spentPerReceipt } from '../jobs/policy.js';
import { recordAudit } from './audit.js';
import { clientProfile, clientUser, workerProfile, workerUser } from './jobs.js';
import { presentDispute, presentTranscriptLine } from './presenter.js';

export interface AdminDisputesService {
  list(query: AdminDisputesQuery): Promise<AdminDispute[]>;
  detail(disputeId: string): Promise<AdminDisputeDetail>;
  /** The lifecycle's decision and its audit row, in one transaction. */
  resolve(
    adminId: string,
    disputeId: string,
    workerAmount: number,
    note: string,
    purchaseAmount?: number,
  ): Promise<DisputeResolutionResult>;
}

const disputeNotFound = () => notFound('Komplain tidak ditemukan', 'DISPUTE_NOT_FOUND');
const resolver = alias(users, 'resolver');

function disputesWithPeople(db: Database) {
  return db
    .select({
      dispute: disputes,
      job: {
        id: jobs.id,
        title: jobs.title,
        description: jobs.description,
        fee: jobs.fee,
        adminFee: jobs.adminFee,
        clientId: jobs.clientId,
        workerId: jobs.workerId,
        confirmationDescription: jobs.confirmationDescription,
        confirmationImages: jobs.confirmationImages,
        shoppingCap: jobs.shoppingCap,
        extraHeld: jobs.extraHeld,
        purchaseTotal: jobs.purchaseTotal,
        receiptAt: jobs.receiptAt,
        receiptImages: jobs.receiptImages,
      },
      client: {
        id: clientUser.id,
        email: clientUser.email,
        phoneNumber: clientUser.phoneNumber,
        suspendedAt: clientUser.suspendedAt,
      },
      clientName: clientProfile.name,
      worker: {
        id: workerUser.id,
        email: workerUser.email,
        phoneNumber: workerUser.phoneNumber,
        suspendedAt: workerUser.suspendedAt,
      },
      workerName: workerProfile.name,
      resolverEmail: resolver.email,
    })
    .from(disputes)
    .innerJoin(jobs, eq(jobs.id, disputes.jobId))
    .innerJoin(clientUser, eq(clientUser.id, jobs.clientId))
    .leftJoin(clientProfile, eq(clientProfile.userId, jobs.clientId))
    .innerJoin(workerUser, eq(workerUser.id, jobs.workerId))
    .leftJoin(workerProfile, eq(workerProfile.userId, jobs.workerId))
    .leftJoin(resolver, eq(resolver.id, disputes.resolvedBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof disputesWithPeople>['execute']>>[number];

export function createAdminDisputesService(
  db: Database,
  disputesService: DisputesService,
): AdminDisputesService {
  async function find(disputeId: string) {
    const [row] = await disputesWithPeople(db).where(eq(disputes.id, disputeId));
    if (!row) throw disputeNotFound();
    return row;
  }

  /** Operators read a chat only for a complaint: the job's chat with its assigned Yasa. */
  async function transcript(row: Row): Promise<AdminChatMessage[]> {
    const lines = await db
      .select({ message: messages })
      .from(messages)
      .innerJoin(chats, eq(chats.id, messages.chatId))
      .where(and(eq(chats.jobId, row.job.id), eq(chats.workerId, row.job.workerId!)))
      .orderBy(asc(messages.createdAt), asc(messages.id));
    return lines.map(({ message }) => presentTranscriptLine(message, row.job.clientId));
  }

  return {
    async list(query) {
      const filters: (SQL | undefined)[] = [
        query.status === 'open' ? isNull(disputes.resolvedAt) : undefined,
        query.status === 'resolved' ? isNotNull(disputes.resolvedAt) : undefined,
        afterCursor(disputes, disputes.createdAt, disputes.id, query.cursor),
      ];
      const rows = await disputesWithPeople(db)
        .where(and(...filters))
        .orderBy(desc(disputes.createdAt), desc(disputes.id))
        .limit(query.limit);
      return rows.map(presentDispute);
    },

    async detail(disputeId) {
      const row = await find(disputeId);
      const { dispute, job } = row;
      const workerAmount = dispute.workerAmount;
      return {
        ...presentDispute(row),
        description: job.description,
        reason: dispute.reason,
        images: dispute.images,
        response: dispute.response,
        responseImages: dispute.responseImages,
        respondedAt: dispute.respondedAt?.toISOString() ?? null,
        proof: { description: job.confirmationDescription, images: job.confirmationImages },
        chat: await transcript(row),
        shopping:
          job.shoppingCap && job.receiptAt
            ? { held: shoppingHeld(job), spent: spentPerReceipt(job), receipts: job.receiptImages }
            : null,
        resolution:
          dispute.resolvedAt && workerAmount !== null
            ? {
                workerAmount,
                refund: disputeSplit(job.fee, job.adminFee, workerAmount).refund,
                ...(dispute.purchaseAmount !== null
                  ? {
                      purchase: dispute.purchaseAmount,
                      purchaseRefund: shoppingHeld(job) - dispute.purchaseAmount,
                    }
                  : {}),
                note: dispute.resolutionNote ?? '',
                resolvedBy:
                  dispute.resolvedBy && row.resolverEmail
                    ? { _id: dispute.resolvedBy, email: row.resolverEmail }
                    : null,
              }
            : null,
      };
    },

    async resolve(adminId, disputeId, workerAmount, note, purchaseAmount) {
      const row = await find(disputeId);
      return disputesService.resolve(
        row.job.id,
        workerAmount,
        note,
        adminId,
        (tx, result) =>
          recordAudit(tx, {
            actorId: adminId,
            action: 'dispute.resolved',
            targetType: 'dispute',
            targetId: disputeId,
            before: { status: 'open', jobId: row.job.id, fee: row.job.fee },
            after: {
              status: 'resolved',
              workerAmount: result.workerAmount,
              refund: result.refund,
              ...(result.purchase !== undefined
                ? { purchase: result.purchase, purchaseRefund: result.purchaseRefund }
                : {}),
              note: result.note,
            },
          }),
        purchaseAmount,
      );
    },
  };
}
