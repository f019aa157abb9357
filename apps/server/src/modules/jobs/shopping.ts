import { formatIDR, JOB_STATE, SHOPPING_CHAT, type ItemUpdateBody } from '@bantuin/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { retryingTransaction } from '../../db/retry.js';
import { jobItems, jobs, messages } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { requireActiveAccount } from '../accounts/standing.js';
import { announceMessages, cardsOfItem, postToJobChat, readMessages } from '../chat/cards.js';
import { silentNotifier, type Notifier } from '../chat/notifier.js';
import { quietJobNotifications, type JobNotifications } from '../notifications/outbox.js';
import type { ImageUploads } from '../uploads/image-uploads.js';
import type { Lifecycle } from './lifecycle.js';
import {
  assertMayApply,
  extraAboveCap,
  notAtTheShop,
  notShopping,
  receiptAlreadySent,
} from './policy.js';
import { findJob, lockJob, type JobRow } from './repository.js';

/*
 * Nitip that carries the shopping money (issue 29), between the job's acceptance and its proof:
 * the Yasa ticks the list, the Jalu answers replacements, the Yasa sends 'Struk belanja', and a
 * total above the cap waits for the Jalu, who pays the extra from the wallet into the escrow.
 * The receipt and the answer to the extra are rows of the transition table (`submitReceipt`,
 * `answerExtra`), applied by the lifecycle with their money and notices; settlement (who gets the
 * held money) is the lifecycle's too, at confirmation or auto-release.
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
  lifecycle: Lifecycle,
  kabar: JobNotifications = quietJobNotifications,
  /** The chat's live delivery: its cards and notices reach both people's open pages. */
  notifier: Notifier = silentNotifier,
): ShoppingService {
  /** After the commit: the item's cards as they read now, new or changed, to both people. */
  async function announceCards(
    job: { id: string; clientId: string; workerId: string },
    itemId: string,
    posted: string | null,
  ) {
    const cards = await cardsOfItem(db, itemId);
    const to = { jobId: job.id, userIds: [job.clientId, job.workerId] };
    announceMessages(
      notifier,
      to,
      'updated',
      cards.filter((card) => card._id !== posted),
    );
    announceMessages(
      notifier,
      to,
      'new',
      cards.filter((card) => card._id === posted),
    );
  }

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

  /** The receipt closes the list: every item ticked, every replacement answered. */
  async function assertEveryItemTicked(tx: Transaction, jobId: string) {
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
  }

  return {
    async updateItem(workerId, jobId, itemId, body) {
      const { job, posted } = await retryingTransaction(db, async (tx) => {
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
        // 'Ganti dengan …?' in the chat, with the change: the card reads its state from the item.
        const card = replaced
          ? await postToJobChat(tx, {
              jobId,
              workerId,
              senderId: workerId,
              kind: 'replacement',
              itemId: item.id,
              text: SHOPPING_CHAT.replacementAsked(item.name, body.replacement!),
            })
          : null;
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
        return { job, posted: card?.id ?? null };
      });
      await announceCards({ id: jobId, clientId: job.clientId, workerId }, itemId, posted);
    },

    async answerReplacement(clientId, jobId, itemId, approve) {
      const workerId = await retryingTransaction(db, async (tx) => {
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
        return job.workerId!;
      });
      // The card in the chat shows the answer on both sides.
      await announceCards({ id: jobId, clientId, workerId }, itemId, null);
    },

    async submitReceipt(workerId, jobId, total, photos) {
      const actor = { kind: 'yasa', id: workerId } as const;
      // The table's verdict comes before any photo is decoded, and again under the lock.
      assertMayApply(await findJob(db, jobId), 'submitReceipt', actor);
      const images = await uploads.prepare(photos);
      await uploads.saveThen(images, (urls) =>
        retryingTransaction(db, async (tx) => {
          await lifecycle.apply(tx, jobId, 'submitReceipt', actor, {
            patch: async () => {
              await assertEveryItemTicked(tx, jobId);
              return {
                purchaseTotal: total,
                receiptImages: urls,
                receiptAt: new Date(),
                extraApproved: null,
              };
            },
            // Told only above the cap (the table's `when`): the extra waiting for the answer.
            notice: (job) => ({ amount: total - job.shoppingCap! }),
          });
        }),
      );
    },

    async answerExtra(clientId, jobId, approve) {
      const declined = await retryingTransaction(db, async (tx) => {
        const answered = await lifecycle.apply(
          tx,
          jobId,
          'answerExtra',
          { kind: 'jalu', id: clientId },
          {
            approve,
            patch: (job) => ({
              extraApproved: approve,
              extraHeld: approve ? extraAboveCap(job) : 0,
            }),
            notice: (job) => {
              const extra = extraAboveCap(job);
              return {
                amount: extra,
                preview: approve
                  ? `kelebihan belanja ${formatIDR(extra)} disetujui dan akan dibayarkan bersama upahmu`
                  : `kelebihan belanja ditolak; belanja diganti sampai batas ${formatIDR(job.shoppingCap!)}`,
              };
            },
          },
        );
        if (approve) return null;
        // Declined: the chat says so, in the same transaction as the answer.
        const job = answered.job;
        const notice = await postToJobChat(tx, {
          jobId,
          workerId: job.workerId!,
          senderId: clientId,
          kind: 'notice',
          text: SHOPPING_CHAT.extraDeclined(extraAboveCap(job), job.shoppingCap!),
        });
        return notice && { notice, workerId: job.workerId! };
      });
      if (declined) {
        const [notice] = await readMessages(db, eq(messages.id, declined.notice.id), 1);
        announceMessages(
          notifier,
          { jobId, userIds: [clientId, declined.workerId] },
          'new',
          notice ? [notice] : [],
        );
      }
    },
  };
}
