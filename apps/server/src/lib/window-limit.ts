import type { Redis } from 'ioredis';

/** Whether `key` may do one more of the limited thing in the current window. */
export type WindowLimit = (key: string) => Promise<boolean>;

/**
 * At most `max` per key per window of `windowMs` (the window opens with the first use): counted
 * in Redis when configured (so the limit holds across processes), in this process's memory
 * otherwise. `name` keeps the counters of different limits apart.
 */
export function createWindowLimit(
  name: string,
  options: { windowMs: number; max: number },
  redis?: { client: Redis; prefix: string },
): WindowLimit {
  const { windowMs, max } = options;
  if (redis) {
    return async (key) => {
      const redisKey = `${redis.prefix}${name}:${key}`;
      try {
        const results = await redis.client
          .multi()
          .set(redisKey, 0, 'PX', windowMs, 'NX')
          .incr(redisKey)
          .exec();
        return Number(results?.[1]?.[1] ?? 0) <= max;
      } catch {
        // Redis away: let it through rather than stop the feature for everyone.
        return true;
      }
    };
  }
  const windows = new Map<string, { start: number; count: number }>();
  return async (key) => {
    const now = Date.now();
    const window = windows.get(key);
    if (!window || now - window.start >= windowMs) {
      // Bounded: past 10,000 keys the windows go (a fresh window only lets more pass).
      if (windows.size > 10_000) windows.clear();
      windows.set(key, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= max;
  };
}
