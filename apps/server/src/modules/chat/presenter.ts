import type { ChatMessage, JoinedRoom, ReplacementCardState } from '@bantuin/contract';
import type { messages } from '../../db/schema.js';

interface Person {
  name: string | null;
  profilePicture: string | null;
}

/** A chat as one of its two members found it, with its latest messages oldest first. */
export interface Room {
  chatId: string;
  workerId: string;
  job: { id: string; title: string; clientId: string };
  client: Person;
  worker: Person;
  closed: boolean;
}

/** The shopping item a card asks about, as it is now (null: a message without one). */
export interface CardItem {
  name: string;
  state: string;
  replacement: string | null;
  approved: boolean | null;
}

/**
 * A card's state from its item: the Jalu's answer, or waiting while the item is still ticked as
 * this replacement; `withdrawn` once the Yasa ticked it otherwise or asked again (`superseded`).
 */
export function cardState(item: CardItem, superseded: boolean): ReplacementCardState {
  if (superseded) return 'withdrawn';
  if (item.approved === true && item.state === 'replaced') return 'approved';
  if (item.approved === false) return 'declined';
  if (item.state === 'replaced' && item.approved === null) return 'pending';
  return 'withdrawn';
}

export const presentMessage = (
  row: typeof messages.$inferSelect,
  item: CardItem | null = null,
  superseded = false,
): ChatMessage => {
  const base: ChatMessage = {
    _id: row.id,
    senderId: row.senderId,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.kind === 'text') return base;
  if (row.kind === 'replacement' && row.itemId && item) {
    const state = cardState(item, superseded);
    return {
      ...base,
      kind: 'replacement',
      card: {
        itemId: row.itemId,
        item: item.name,
        replacement: state === 'withdrawn' ? null : item.replacement,
        state,
      },
    };
  }
  return { ...base, kind: row.kind };
};

export const presentRoom = (room: Room, contents: ChatMessage[]): JoinedRoom => ({
  chats: { _id: room.chatId, contents },
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
});
