import { formatDateLong, type ChatMessage, type ReplacementCard } from '@bantuin/contract';
import type { PendingMessage } from '../chat-room';

export type TimelineItem =
  | { kind: 'day'; key: string; label: string }
  | {
      kind: 'message';
      key: string;
      mine: boolean;
      text: string;
      createdAt: string;
      pending: boolean;
      /** Last of a run from the same sender (the bubble gets its tail, the next one space). */
      endsGroup: boolean;
      /** A 'Ganti dengan …?' card (its state as the shopping item reads). */
      card?: ReplacementCard;
      /** The app's line in the conversation (a declined extra), not a person's bubble. */
      notice?: boolean;
    };

/** Messages of one sender closer together than this read as one run. */
const GROUP_GAP_MS = 5 * 60_000;

const dayOf = (iso: string) => new Date(iso).toDateString();

/**
 * The rows of the message list: a day separator (long Indonesian date) before each day's first
 * message, then the messages, then my sends still on their way.
 */
export function buildTimeline(
  messages: ChatMessage[],
  pending: PendingMessage[],
  me: string | null,
): TimelineItem[] {
  const rows = [
    ...messages.map((message) => ({
      key: message._id,
      mine: message.senderId === me,
      text: message.message,
      createdAt: message.createdAt,
      pending: false,
      ...(message.card ? { card: message.card } : {}),
      ...(message.kind === 'notice' ? { notice: true } : {}),
    })),
    ...pending.map((item) => ({
      key: item.key,
      mine: true,
      text: item.message,
      createdAt: item.createdAt,
      pending: true,
    })),
  ];
  const items: TimelineItem[] = [];
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    const next = rows[index + 1];
    const day = dayOf(row.createdAt);
    if (!previous || dayOf(previous.createdAt) !== day) {
      items.push({ kind: 'day', key: `day-${day}`, label: formatDateLong(row.createdAt) });
    }
    const continues =
      next !== undefined &&
      next.mine === row.mine &&
      dayOf(next.createdAt) === day &&
      Date.parse(next.createdAt) - Date.parse(row.createdAt) < GROUP_GAP_MS;
    items.push({ kind: 'message', ...row, endsGroup: !continues });
  });
  return items;
}
