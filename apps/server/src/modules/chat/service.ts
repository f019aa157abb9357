import {
  CHAT_LIMITS,
  SAFETY_MESSAGES,
  type ChatMessage,
  type JoinedRoom,
  JOB_STATE,
} from '@bantuin/contract';
import { and, desc, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { afterCursor } from '../../db/keyset.js';
import { blocks, chats, jobs, messages, profiles, users } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { blockedBetween } from '../safety/blocks.js';
import { readMessages } from './cards.js';
import { presentMessage, presentRoom } from './presenter.js';

export interface ChatService {
  /** The room's state for one of its two members; anyone else: 404, as if there were none. */
  join(userId: string, jobId: string): Promise<JoinedRoom>;
  /**
   * Stores a message from a member; the sender and the time are ours, not the client's.
   * Membership is the database's word at the moment of the insert (one statement).
   */
  send(
    userId: string,
    jobId: string,
    text: string,
    inSameTransaction?: MessageHook,
  ): Promise<{ chatId: string; message: ChatMessage }>;
  /** Older messages, newest first, before the message `before`. */
  history(
    userId: string,
    jobId: string,
    page: { before?: string; limit: number },
  ): Promise<ChatMessage[]>;
}

/** A stored message, as the work done in its transaction sees it. */
export interface StoredMessage {
  chatId: string;
  senderId: string;
  text: string;
}
/** Work that commits or rolls back with the message (its notification: the outbox). */
export type MessageHook = (tx: Transaction, message: StoredMessage) => Promise<unknown>;

const clientProfile = alias(profiles, 'client_profile');
const workerProfile = alias(profiles, 'worker_profile');

const chatClosed = () => conflict('Percakapan ini sudah ditutup', 'CHAT_CLOSED');

/** A chat takes messages until its job ends or its Yasa backs out. */
const ENDED_STATES = [JOB_STATE.done, JOB_STATE.cancelled];

/**
 * Inserts a message only if, as the statement runs, `senderId` is the Jalu or the Yasa of the
 * job's chat that `roomFor` would pick (the latest one with them in it) and that chat is open:
 * membership checked and message stored in one round trip, no remembered permission to go stale.
 * Prepared once per connection; answers no row when the sender may not post.
 */
function preparedSend(db: Executor) {
  const senderId = sql.placeholder('senderId');
  const latest = db
    .select({
      id: chats.id,
      closedAt: chats.closedAt,
      status: jobs.status,
      clientId: jobs.clientId,
      workerId: chats.workerId,
    })
    .from(chats)
    .innerJoin(jobs, eq(jobs.id, chats.jobId))
    .where(
      and(
        eq(chats.jobId, sql`${sql.placeholder('jobId')}::uuid`),
        or(eq(jobs.clientId, sql`${senderId}::uuid`), eq(chats.workerId, sql`${senderId}::uuid`)),
      ),
    )
    .orderBy(desc(chats.createdAt), desc(chats.id))
    .limit(1)
    .as('latest');
  return db
    .insert(messages)
    .select(
      db
        // Every column, in the table's order (drizzle's rule): the defaults spelled out.
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          chatId: latest.id,
          senderId: sql<string>`${senderId}::uuid`.as('sender_id'),
          message: sql<string>`${sql.placeholder('message')}::text`.as('message'),
          createdAt: sql<Date>`now()`.as('created_at'),
          kind: sql<'text'>`'text'`.as('kind'),
          itemId: sql<string | null>`null::uuid`.as('item_id'),
        })
        .from(latest)
        .where(
          and(
            isNull(latest.closedAt),
            notInArray(latest.status, ENDED_STATES),
            // The sender's account as the statement runs: a suspension that committed after the
            // socket's last check stops the next message (the socket is being closed anyway).
            sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${senderId}::uuid
              AND (${users.suspendedAt} IS NOT NULL OR ${users.deletedAt} IS NOT NULL))`,
            // 'Blokir', either way, stops the chat between the two.
            sql`NOT EXISTS (SELECT 1 FROM ${blocks} WHERE
              (${blocks.blockerId} = ${latest.clientId} AND ${blocks.blockedId} = ${latest.workerId})
              OR (${blocks.blockerId} = ${latest.workerId} AND ${blocks.blockedId} = ${latest.clientId}))`,
          ),
        ),
    )
    .returning()
    .prepare('chat_send');
}

export function createChatService(db: Database): ChatService {
  const send = preparedSend(db);

  /**
   * The job's chat with `userId` in it: the Jalu's latest (a job whose Yasa backed out may have
   * had several), or the Yasa's own. Closed when the job ended or that Yasa backed out.
   */
  async function roomFor(userId: string, jobId: string) {
    const [row] = await db
      .select({
        chatId: chats.id,
        workerId: chats.workerId,
        closedAt: chats.closedAt,
        job: { id: jobs.id, title: jobs.title, clientId: jobs.clientId, status: jobs.status },
        client: { name: clientProfile.name, profilePicture: clientProfile.profilePicture },
        worker: { name: workerProfile.name, profilePicture: workerProfile.profilePicture },
      })
      .from(chats)
      .innerJoin(jobs, eq(jobs.id, chats.jobId))
      .innerJoin(clientProfile, eq(clientProfile.userId, jobs.clientId))
      .innerJoin(workerProfile, eq(workerProfile.userId, chats.workerId))
      .where(and(eq(chats.jobId, jobId), or(eq(jobs.clientId, userId), eq(chats.workerId, userId))))
      .orderBy(desc(chats.createdAt), desc(chats.id))
      .limit(1);
    if (!row) throw notFound('Obrolan tidak ditemukan');
    const closed =
      row.closedAt !== null ||
      row.job.status === JOB_STATE.done ||
      row.job.status === JOB_STATE.cancelled;
    return { ...row, closed };
  }

  /** Why `userId` may not post to the chat of `jobId`: 404 for a stranger, else CHAT_CLOSED. */
  async function refusal(userId: string, jobId: string) {
    const room = await roomFor(userId, jobId);
    if (!room.closed && (await blockedBetween(db, room.job.clientId, room.workerId))) {
      return forbidden(SAFETY_MESSAGES.blockedRefusal, 'BLOCKED');
    }
    return room.closed
      ? chatClosed()
      : conflict('Percakapan ini baru berubah, coba lagi', 'CHAT_CLOSED');
  }

  async function page(chatId: string, limit: number, before?: string) {
    const older = afterCursor(messages, messages.createdAt, messages.id, before);
    return readMessages(db, and(eq(messages.chatId, chatId), older), limit);
  }

  return {
    async join(userId, jobId) {
      const room = await roomFor(userId, jobId);
      const latest = await page(room.chatId, CHAT_LIMITS.historyOnJoin);
      return presentRoom(room, latest.reverse());
    },

    async send(userId, jobId, text, inSameTransaction) {
      const values = { senderId: userId, jobId, message: text };
      // Without work of its own to commit with (the usual case: the recipient has a page open),
      // the message is one statement; otherwise a transaction holds the message and that work.
      const [row] = inSameTransaction
        ? await db.transaction(async (tx) => {
            const rows = await preparedSend(tx).execute(values);
            if (rows[0])
              await inSameTransaction(tx, { chatId: rows[0].chatId, senderId: userId, text });
            return rows;
          })
        : await send.execute(values);
      if (row) return { chatId: row.chatId, message: presentMessage(row) };
      // Refused: a second look only to say why.
      throw await refusal(userId, jobId);
    },

    async history(userId, jobId, { before, limit }) {
      const room = await roomFor(userId, jobId);
      return page(room.chatId, limit, before);
    },
  };
}
