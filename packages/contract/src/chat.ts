import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, hasForbiddenControlCharacters } from './text.js';

export const CHAT_LIMITS = {
  messageMax: 2000,
  /** Messages the join answer carries; older ones come from GET /jobs/:id/chat?before=. */
  historyOnJoin: 100,
  /** Per connection. */
  messagesPerSecond: 5,
} as const;

/** Socket.IO event names, as the spec has them where it names them. */
export const SOCKET_EVENTS = {
  joinRoom: 'join_room',
  joinedRoom: 'joined_room',
  sendMessage: 'send_message',
  receiveMessage: 'receive_message',
  /**
   * A structured message already shown changed (its card: a replacement answered or no longer
   * asked); payload: receivedMessageSchema, the message as it reads now.
   */
  messageUpdated: 'message_updated',
  /** Sent to a socket whose request was refused (not its job, bad message, too fast). */
  chatError: 'chat_error',
  /** Live updates on the user's private room (beyond the spec). */
  jobApplicant: 'job_applicant',
  jobAccepted: 'job_accepted',
  jobProof: 'job_proof',
  jobPaid: 'job_paid',
  /** A withdrawal of the user completed or failed: refresh the balance and the list. */
  withdrawalUpdated: 'withdrawal_updated',
  /** The payout account changed: withdrawals wait until `heldUntil` (every open tab hears it). */
  payoutAccountChanged: 'payout_account_changed',
  /** To the assigned Yasa: the Jalu cancelled (payload: jobCancelledEventSchema). */
  jobCancelled: 'job_cancelled',
  /** To the Jalu: the assigned Yasa backed out; the job is open again. */
  jobWorkerLeft: 'job_worker_left',
  /** To the Yasa: the Jalu filed a complaint. */
  disputeFiled: 'dispute_filed',
  /** To the Jalu: the Yasa answered the complaint. */
  disputeAnswered: 'dispute_answered',
  /** To both: an operator split the fee (payload: disputeResolvedEventSchema). */
  disputeResolved: 'dispute_resolved',
} as const;

/**
 * What a chat message is: a person's `text`; a `replacement` card ('Ganti dengan …?', issue 29)
 * the Yasa's tick of an item as replaced posts, answered by the Jalu with Setuju / Tolak; a
 * `notice` the app writes for a change both should read in the conversation (a declined extra).
 */
export const CHAT_MESSAGE_KINDS = ['text', 'replacement', 'notice'] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

/**
 * A replacement card as the shopping item reads now (the item is its one source of truth):
 * `pending` waits for the Jalu, `approved` / `declined` their answer, `withdrawn` the Yasa ticked
 * the item otherwise since (or asked again in a later card). `replacement` is null then.
 */
export const REPLACEMENT_CARD_STATES = ['pending', 'approved', 'declined', 'withdrawn'] as const;
export type ReplacementCardState = (typeof REPLACEMENT_CARD_STATES)[number];
export const replacementCardSchema = z.object({
  itemId: z.uuid(),
  /** The item of the list. */
  item: z.string(),
  replacement: z.string().nullable(),
  state: z.enum(REPLACEMENT_CARD_STATES),
});
export type ReplacementCard = z.infer<typeof replacementCardSchema>;

export const chatMessageSchema = z.object({
  _id: z.uuid(),
  senderId: z.uuid(),
  /** The text; a card's question as it was asked ('Ganti … dengan …?'). */
  message: z.string(),
  createdAt: z.iso.datetime(),
  /** Absent: `text`, a person's message (beyond the spec). */
  kind: z.enum(CHAT_MESSAGE_KINDS).optional(),
  /** Set on a `replacement` card. */
  card: replacementCardSchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const chatPersonSchema = z.object({
  _id: z.uuid(),
  name: z.string().nullable(),
  profilePicture: z.string().nullable(),
});

export const joinedRoomSchema = z.object({
  chats: z.object({ _id: z.uuid(), contents: z.array(chatMessageSchema) }),
  workerProfile: chatPersonSchema,
  clientProfile: chatPersonSchema,
  currJob: z.object({
    _id: z.uuid(),
    title: z.string(),
    clientId: z.uuid(),
    workerId: z.uuid(),
    chatId: z.uuid(),
  }),
  /** The job is done or cancelled, or this Yasa backed out: history only, no sending. */
  closed: z.boolean(),
});
export type JoinedRoom = z.infer<typeof joinedRoomSchema>;

/** `send_message`: only `room` and `message` count; a sender or time in it is ignored. */
export const sendMessageSchema = z.object({
  room: z.uuid({ error: 'Ruang obrolan tidak valid' }),
  message: z
    .string({ error: 'Pesan harus berupa teks' })
    .trim()
    .min(1, 'Pesan tidak boleh kosong')
    .max(CHAT_LIMITS.messageMax, `Pesan maksimal ${CHAT_LIMITS.messageMax} karakter`)
    .refine((message) => !hasForbiddenControlCharacters(message), CONTROL_CHARACTERS_MESSAGE),
});

export const receivedMessageSchema = chatMessageSchema.extend({ room: z.uuid() });
export type ReceivedMessage = z.infer<typeof receivedMessageSchema>;

export const chatErrorSchema = z.object({ message: z.string(), code: z.string() });

/** Payload of the live-update events: which job changed. */
export const jobEventSchema = z.object({ jobId: z.uuid() });
export type JobEvent = z.infer<typeof jobEventSchema>;

export const chatHistoryQuerySchema = z.object({
  before: z.uuid({ error: 'before tidak valid' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
