import { SOCKET_EVENTS, type ChatMessage, type ChatMessageKind } from '@bantuin/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { chats, jobItems, messages } from '../../db/schema.js';
import type { Notifier } from './notifier.js';
import { presentMessage } from './presenter.js';

/*
 * Structured messages in a job's chat (issue 29): the 'Ganti dengan …?' card a replaced item
 * posts, and the app's notices. A card keeps only which item it asks about; its state is read
 * from the item each time a message is read (one source of truth), so answering on the job page
 * or in the chat is the same answer, and nothing here can disagree with the list.
 */

/**
 * Messages matching `where`, newest first, at most `limit`, each card with its item's state now:
 * a card is current while no later card asks about the same item.
 */
export async function readMessages(
  db: Executor,
  where: SQL | undefined,
  limit: number,
): Promise<ChatMessage[]> {
  const rows = await db
    .select({
      message: messages,
      item: {
        name: jobItems.name,
        state: jobItems.state,
        replacement: jobItems.replacement,
        approved: jobItems.replacementApproved,
      },
      superseded: sql<boolean>`${messages.itemId} IS NOT NULL AND EXISTS (
        SELECT 1 FROM messages later WHERE later.item_id = ${messages.itemId}
          AND (later.created_at, later.id) > (${messages.createdAt}, ${messages.id}))`,
    })
    .from(messages)
    .leftJoin(jobItems, eq(jobItems.id, messages.itemId))
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.map((row) => presentMessage(row.message, row.item, row.superseded));
}

/** The cards asking about `itemId`, as they read now (oldest first). */
export async function cardsOfItem(db: Executor, itemId: string): Promise<ChatMessage[]> {
  return (await readMessages(db, eq(messages.itemId, itemId), 50)).reverse();
}

/**
 * Writes a structured message into the chat of the job with its Yasa `workerId` (the latest, as
 * the chat itself picks), in the caller's transaction: it commits or rolls back with the change
 * it tells of. Null when the pair has no chat (none is made before acceptance).
 */
export async function postToJobChat(
  tx: Transaction,
  post: {
    jobId: string;
    workerId: string;
    senderId: string;
    kind: Exclude<ChatMessageKind, 'text'>;
    itemId?: string;
    text: string;
  },
): Promise<{ id: string; jobId: string } | null> {
  const [chat] = await tx
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.jobId, post.jobId), eq(chats.workerId, post.workerId)))
    .orderBy(desc(chats.createdAt), desc(chats.id))
    .limit(1);
  if (!chat) return null;
  const [row] = await tx
    .insert(messages)
    .values({
      chatId: chat.id,
      senderId: post.senderId,
      message: post.text,
      kind: post.kind,
      itemId: post.itemId ?? null,
    })
    .returning({ id: messages.id });
  return { id: row!.id, jobId: post.jobId };
}

/**
 * After the commit: the job's two people hear the new message (`receive_message`) or the card as
 * it reads now (`message_updated`) on every open page, in every process.
 */
export function announceMessages(
  notifier: Notifier,
  to: { jobId: string; userIds: readonly string[] },
  event: 'new' | 'updated',
  list: readonly ChatMessage[],
): void {
  const name = event === 'new' ? SOCKET_EVENTS.receiveMessage : SOCKET_EVENTS.messageUpdated;
  for (const message of list) {
    for (const userId of to.userIds) {
      notifier.toUser(userId, name, { ...message, room: to.jobId });
    }
  }
}
