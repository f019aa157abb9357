import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { chats, jobs, profiles } from '../../db/schema.js';
import type { Notify } from './outbox.js';

const THROTTLE_MINUTES = 10;
const PREVIEW_LENGTH = 80;

export interface ChatMessageEvent {
  chatId: string;
  senderId: string;
  text: string;
}

/**
 * The notice of a chat message to a recipient with no open socket, written in the message's own
 * transaction (the outbox): the first unread one is notified, then at most one per chat per 10
 * minutes (checked under a per-(chat, person) lock). Answers whether it notified.
 */
export function chatMessageNotice(notify: Notify) {
  return async (tx: Transaction, event: ChatMessageEvent): Promise<boolean> => {
    const [chat] = await tx
      .select({
        jobId: chats.jobId,
        workerId: chats.workerId,
        clientId: jobs.clientId,
        title: jobs.title,
        senderName: profiles.name,
      })
      .from(chats)
      .innerJoin(jobs, eq(jobs.id, chats.jobId))
      .leftJoin(profiles, eq(profiles.userId, event.senderId))
      .where(eq(chats.id, event.chatId));
    if (!chat) return false;
    const recipientIsJalu = event.senderId === chat.workerId;
    const recipientId = recipientIsJalu ? chat.clientId : chat.workerId;
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`chat-notify:${event.chatId}:${recipientId}`}))`,
    );
    const recent = await tx.execute(sql`
      SELECT 1 FROM notifications
      WHERE recipient_id = ${recipientId} AND kind = 'chat_message'
        AND data->>'chatId' = ${event.chatId}
        AND created_at > now() - make_interval(mins => ${THROTTLE_MINUTES})
      LIMIT 1`);
    if ((recent as unknown as { rows: unknown[] }).rows.length > 0) return false;
    const preview =
      event.text.length > PREVIEW_LENGTH
        ? `${event.text.slice(0, PREVIEW_LENGTH - 1)}…`
        : event.text;
    await notify(tx, {
      kind: 'chat_message',
      recipientId,
      data: {
        jobId: chat.jobId,
        jobTitle: chat.title,
        chatId: event.chatId,
        role: recipientIsJalu ? 'jalu' : 'yasa',
        senderName: chat.senderName ?? undefined,
        preview,
      },
    });
    return true;
  };
}
