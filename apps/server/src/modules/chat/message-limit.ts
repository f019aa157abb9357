import type { Redis } from 'ioredis';
import { createWindowLimit } from '../../lib/window-limit.js';

/** Whether a person may send one more chat message this second, over all their sockets. */
export type MessageLimit = (userId: string) => Promise<boolean>;

/** Counts a person's messages per one-second window (Redis when configured, else memory). */
export function createMessageLimit(
  perSecond: number,
  redis?: { client: Redis; prefix: string },
): MessageLimit {
  return createWindowLimit('chat', { windowMs: 1000, max: perSecond }, redis);
}
