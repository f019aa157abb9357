import { formatIDR, JOB_STATE, type ItemUpdateBody } from '@bantuin/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { retryingTransaction } from '../../db/retry.js';
import { jobItems, jobs } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { requireActiveAccount } from '../accounts/standing.js';
import { escrowOfJob, transfer, walletOf } from '../ledger/ledger.js';
import { quietJobNotifications, type JobNotifications } from '../notifications/outbox.js';
import type { ImageUploads } from '../uploads/image-uploads.js';
import { receiptAlreadySent } from './policy.js';
import { lockJob, type JobRow } from './repository.js';

/*
 * Nitip that carries the shopping money (issue 29), between the job's acceptance and its proof:
 * the Yasa ticks the list, the Jalu answers replacements, the Yasa sends 'Struk belanja', and a
 * total above the cap waits for the Jalu, who pays the extra from the wallet into the escrow.
 * Settlement (who gets the held money) is the lifecycle's, at confirmation or auto-release.
 * Every change takes the person's row, then the job's row lock (the lock order), so it is
 * ordered with cancel, proof and confirmation on the same job.
 */

export interface ShoppingService {
  updateItem(workerId: string, jobId: string, itemId: string, body: ItemUpdateBody): Promise<void>;
  answerReplacement(
    clientId: string,
    jobId: string,
    itemId: string,
    approve: boolean,
  ): Promise<void>;
  submitReceipt(workerId: string, jobId: string, total: number, photos: Buffer[]): Promise<void>;
  answerExtra(clientId: string, jobId: string, approve: boolean): Promise<void>;
}

const jobNotFound = () => notFound('Pekerjaan tidak ditemukan');
const itemNotFound = () => notFound('Barang tidak ditemukan di daftar belanja');
const notShopping = () =>
  conflict('Pekerjaan ini tidak membawa uang belanja', 'NOT_A_SHOPPING_JOB');
const notAtTheShop = () =>
  conflict(
    'Daftar belanja hanya bisa diubah selama Yasa mengerjakan pesanan',
    'JOB_STATE_CONFLICT',
  );

/** The job as its assigned Yasa may shop for it now (assigned, with a cap, before the receipt). */
function assertShopping(job: JobRow | undefined, workerId: string): asserts job is JobRow {
  if (!job || job.workerId !== workerId) throw jobNotFound();
  if (!job.shoppingCap) throw notShopping();
  if (job.status !== JOB_STATE.assigned) throw notAtTheShop();
  if (job.receiptAt) throw receiptAlreadySent();
}

export function createShoppingService(
  db: Database,
  uploads: ImageUploads,
  kabar: JobNotifications = quietJobNotifications,
): ShoppingService {
  async function lockedJob(tx: Transaction, userId: string, jobId: string) {
    // The person's account, then the job (the lock order).
    await requireActiveAccount(tx, userId);
    return lockJob(tx, jobId);
  }

  async function lockedItem(tx: Transaction, jobId: string, itemId: string) {
    const [item] = await tx
      .select()
      .from(jobItems)
      .where(and(eq(jobItems.id, itemId), eq(jobItems.jobId, jobId)));
    if (!item) throw itemNotFound();
    return item;
  }

  /** Item rows carry no trigger: touching the job tells every process's read cache. */
  const touchJob = (tx: Transaction, jobId: string) =>
    tx
      .update(jobs)
      .set({ shoppingCap: sql`${jobs.shoppingCap}` })
      .where(eq(jobs.id, jobId));

  return {
    async updateItem(workerId, jobId, itemId, body) {
      await retryingTransaction(db, async (tx) => {
        const job = await lockedJob(tx, workerId, jobId);
        assertShopping(job, workerId);
        const item = await lockedItem(tx, jobId, itemId);
        const replaced = body.state === 'replaced';
        await tx
          .update(jobItems)
          .set({
            state: body.state,
            replacement: replaced ? body.replacement! : null,
            replacementApproved: null,
          })
          .where(eq(jobItems.id, item.id));
        await touchJob(tx, jobId);
        if (replaced) {
          await kabar.notify(tx, {
            kind: 'shopping_replacement_asked',
            recipientId: job.clientId,
            data: {
              jobId,
              jobTitle: job.title,
              role: 'jalu',
              preview: `ganti ${item.name} dengan ${body.replacement!}?`,
            },
          });
        }
      });
    },

    async answerReplacement(clientId, jobId, itemId, approve) {
      await retryingTransaction(db, async (tx) => {
        const job = await lockedJob(tx, clientId, jobId);
        if (!job || job.clientId !== clientId) throw jobNotFound();
        if (!job.shoppingCap) throw notShopping();
        if (job.status !== JOB_STATE.assigned) throw notAtTheShop();
        if (job.receiptAt) throw receiptAlreadySent();
        const item = await lockedItem(tx, jobId, itemId);
        if (item.state !== 'replaced' || item.replacementApproved !== null) {
          throw conflict(
            'Tidak ada barang pengganti yang menunggu jawabanmu',
            'NOTHING_TO_APPROVE',
          );
        }
        await tx
          .update(jobItems)
          // Declined: the item is not bought (the Yasa sees the answer and the list says so).
          .set({ replacementApproved: approve, state: approve ? 'replaced' : 'unavailable' })
          .where(eq(jobItems.id, item.id));
        await touchJob(tx, jobId);
        await kabar.notify(tx, {
          kind: 'shopping_replacement_answered',
          recipientId: job.workerId!,
          data: {
            jobId,
            jobTitle: job.title,
            role: 'yasa',
            preview: `${item.replacement!} ${approve ? 'disetujui' : 'ditolak'} sebagai pengganti ${item.name}`,
          },
        });
      });
    },

    async submitReceipt(workerId, jobId, total, photos) {
      // Who may send it is checked before any photo is decoded, and again under the lock.
      const [before] = await db.select().from(jobs).where(eq(jobs.id, jobId)).limit(1);
      assertShopping(before, workerId);
      const images = await uploads.prepare(photos);
      await uploads.saveThen(images, (urls) =>
        retryingTransaction(db, async (tx) => {
          const job = await lockedJob(tx, workerId, jobId);
          assertShopping(job, workerId);
          const [waiting] = await tx
            .select({ id: jobItems.id })
            .from(jobItems)
            .where(
              and(
                eq(jobItems.jobId, jobId),
                sql`(${jobItems.state} = 'pending' OR (${jobItems.state} = 'replaced' AND ${jobItems.replacementApproved} IS NULL))`,
              ),
            )
            .limit(1);
          if (waiting) {
            throw conflict(
              'Tandai semua barang dulu (dan tunggu jawaban Jalu untuk barang pengganti)',
              'ITEMS_PENDING',
            );
          }
          await tx
            .update(jobs)
            .set({
              purchaseTotal: total,
              receiptImages: urls,
              receiptAt: new Date(),
              extraApproved: null,
            })
            .where(eq(jobs.id, jobId));
          const extra = total - job.shoppingCap!;
          if (extra > 0) {
            await kabar.notify(tx, {
              kind: 'shopping_extra_asked',
              recipientId: job.clientId,
              data: { jobId, jobTitle: job.title, role: 'jalu', amount: extra },
            });
          }
        }),
      );
    },

    async answerExtra(clientId, jobId, approve) {
      await retryingTransaction(db, async (tx) => {
        const job = await lockedJob(tx, clientId, jobId);
        if (!job || job.clientId !== clientId) throw jobNotFound();
        if (!job.shoppingCap) throw notShopping();
        const extra = (job.purchaseTotal ?? 0) - job.shoppingCap;
        const open = job.status === JOB_STATE.assigned || job.status === JOB_STATE.worker_confirmed;
        if (!open || !job.receiptAt || extra <= 0 || job.extraApproved !== null) {
          throw conflict(
            'Tidak ada kelebihan belanja yang menunggu jawabanmu',
            'NOTHING_TO_APPROVE',
          );
        }
        if (approve) {
          // From the wallet into the job's escrow, paid out with the rest at confirmation; a
          // wallet that does not cover it refuses the whole answer (INSUFFICIENT_BALANCE).
          const escrow = await escrowOfJob(tx, jobId);
          await transfer(tx, {
            kind: 'shopping_extra',
            fromAccountId: (await walletOf(tx, clientId)).id,
            toAccountId: escrow.id,
            amount: extra,
            jobId,
          }).catch((error: unknown) => {
            if ((error as { code?: string }).code === 'INSUFFICIENT_BALANCE') {
              throw badRequest(
                `Saldo kamu tidak cukup untuk kelebihan belanja ${formatIDR(extra)}. Top up dulu, lalu setujui lagi`,
                'INSUFFICIENT_BALANCE',
              );
            }
            throw error;
          });
        }
        await tx
          .update(jobs)
          .set({ extraApproved: approve, extraHeld: approve ? extra : 0 })
          .where(eq(jobs.id, jobId));
        await kabar.notify(tx, {
          kind: 'shopping_extra_answered',
          recipientId: job.workerId!,
          data: {
            jobId,
            jobTitle: job.title,
            role: 'yasa',
            amount: extra,
            preview: approve
              ? `kelebihan belanja ${formatIDR(extra)} disetujui dan akan dibayarkan bersama upahmu`
              : `kelebihan belanja ditolak; belanja diganti sampai batas ${formatIDR(job.shoppingCap)}`,
          },
        });
      });
    },
  };
}
