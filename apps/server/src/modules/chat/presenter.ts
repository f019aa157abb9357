import type { ChatMessage, JoinedRoom } from '@bantuin/contract';
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

export const presentMessage = (row: typeof messages.$inferSelect): ChatMessage => ({
  _id: row.id,
  senderId: row.senderId,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

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
