import { CHAT_LIMITS, type ChatMessage, type JoinedRoom } from '@bantuin/contract';
import { and, desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { afterCursor } from '../../db/keyset.js';
import { chats, jobs, messages, profiles } from '../../db/schema.js';
import { AppError, notFound } from '../../http/errors.js';

export interface ChatService {
  /** The room's state for one of its two members; anyone else: 404, as if there were none. */
  join(userId: string, jobId: string): Promise<JoinedRoom>;
  /**
   * Stores a message from a member; the sender and the time are ours, not the client's. A closed
   * chat (job done or cancelled, or the Yasa backed out) refuses with CHAT_CLOSED.
   */
  send(userId: string, jobId: string, text: string): Promise<ChatMessage>;
  /** Older messages, newest first, before the message `before`. */
  history(
    userId: string,
    jobId: string,
    page: { before?: string; limit: number },
  ): Promise<ChatMessage[]>;
}

const clientProfile = alias(profiles, 'client_profile');
const workerProfile = alias(profiles, 'worker_profile');

const present = (row: typeof messages.$inferSelect): ChatMessage => ({
  _id: row.id,
  senderId: row.senderId,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

export function createChatService(db: Database): ChatService {
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
      row.closedAt !== null || row.job.status === 'done' || row.job.status === 'cancelled';
    return { ...row, closed };
  }

  async function page(chatId: string, limit: number, before?: string) {
    const older = afterCursor(messages, messages.createdAt, messages.id, before);
    const rows = await db
      .select()
      .from(messages)
      .where(and(eq(messages.chatId, chatId), older))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit);
    return rows.map(present);
  }

  return {
    async join(userId, jobId) {
      const room = await roomFor(userId, jobId);
      const latest = await page(room.chatId, CHAT_LIMITS.historyOnJoin);
      return {
        chats: { _id: room.chatId, contents: latest.reverse() },
        clientProfile: { _id: room.job.clientId, ...room.client },
        workerProfile: { _id: room.workerId, ...room.worker },
        currJob: {
          _id: room.job.id,
          title: room.job.title,
          clientId: room.job.clientId,
          workerId: room.workerId,
          chatId: room.chatId,
        },
        closed: room.closed,
      };
    },

    async send(userId, jobId, text) {
      const room = await roomFor(userId, jobId);
      if (room.closed) throw new AppError(409, 'CHAT_CLOSED', 'Percakapan ini sudah ditutup');
      const [row] = await db
        .insert(messages)
        .values({ chatId: room.chatId, senderId: userId, message: text })
        .returning();
      return present(row!);
    },

    async history(userId, jobId, { before, limit }) {
      const room = await roomFor(userId, jobId);
      return page(room.chatId, limit, before);
    },
  };
}
