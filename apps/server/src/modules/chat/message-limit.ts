import type { Redis } from 'ioredis';

/** Whether a person may send one more chat message this second, over all their sockets. */
export type MessageLimit = (userId: string) => Promise<boolean>;

/**
 * Counts a person's messages per one-second window: in Redis when configured (so the limit
 * holds across processes), in this process's memory otherwise.
 */
export function createMessageLimit(
  perSecond: number,
  redis?: { client: Redis; prefix: string },
): MessageLimit {
  if (redis) {
    return async (userId) => {
      const key = `${redis.prefix}chat:${userId}`;
      try {
        // The window opens with the first message and lasts a second (the key's lifetime).
        const results = await redis.client.multi().set(key, 0, 'PX', 1000, 'NX').incr(key).exec();
        const count = Number(results?.[1]?.[1] ?? 0);
        return count <= perSecond;
      } catch {
        // Redis away: the message goes through rather than chat stopping for everyone.
        return true;
      }
    };
  }
  const windows = new Map<string, { start: number; count: number }>();
  return async (userId) => {
    const now = Date.now();
    const window = windows.get(userId);
    if (!window || now - window.start >= 1000) {
      // Bounded: past 10,000 senders the stale windows go (a fresh window only lets more pass).
      if (windows.size > 10_000) windows.clear();
      windows.set(userId, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= perSecond;
  };
}
