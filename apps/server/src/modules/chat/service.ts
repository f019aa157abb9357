import { CHAT_LIMITS, type ChatMessage, type JoinedRoom, JOB_STATE } from '@bantuin/contract';
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
   * Whether `userId` may send to the chat of `jobId`: the one place that decides it (answers
   * the chat's id, or throws the refusal: 404 for a stranger, CHAT_CLOSED once the job ended or
   * that Yasa backed out). Remembered per process until any job changes.
   */
  mayPost(userId: string, jobId: string): Promise<string>;
  /** Stores a message from a member; the sender and the time are ours, not the client's. */
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

/** Past this many remembered senders the memory starts again (bounded by active chats). */
const MAY_POST_CACHE_MAX = 20_000;
/**
 * How long a remembered permission lives even if no change is heard of: the change feed can
 * be lost (its LISTEN connection dropped), and a closed chat must not stay open for long.
 */
const MAY_POST_TTL_MS = 5_000;

export function createChatService(
  db: Database,
  options: { onJobsChanged?: (listener: () => void) => void } = {},
): ChatService {
  // Without a change feed nothing could tell the memory a job changed: always ask.
  const canRemember = !!options.onJobsChanged;
  const mayPostCache = new Map<string, { chatId: string; at: number }>();
  options.onJobsChanged?.(() => mayPostCache.clear());

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

  async function mayPost(userId: string, jobId: string): Promise<string> {
    const key = `${userId}|${jobId}`;
    const known = mayPostCache.get(key);
    if (known && Date.now() - known.at < MAY_POST_TTL_MS) return known.chatId;
    const room = await roomFor(userId, jobId);
    if (room.closed) throw new AppError(409, 'CHAT_CLOSED', 'Percakapan ini sudah ditutup');
    remember(key, room.chatId);
    return room.chatId;
  }

  function remember(key: string, chatId: string) {
    if (!canRemember) return;
    if (mayPostCache.size >= MAY_POST_CACHE_MAX) mayPostCache.clear();
    mayPostCache.set(key, { chatId, at: Date.now() });
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
      // Joining already proved membership: the first message needs no second look.
      if (!room.closed) remember(`${userId}|${jobId}`, room.chatId);
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

    mayPost,

    async send(userId, jobId, text) {
      const chatId = await mayPost(userId, jobId);
      const [row] = await db
        .insert(messages)
        .values({ chatId, senderId: userId, message: text })
        .returning();
      return present(row!);
    },

    async history(userId, jobId, { before, limit }) {
      const room = await roomFor(userId, jobId);
      return page(room.chatId, limit, before);
    },
  };
}
