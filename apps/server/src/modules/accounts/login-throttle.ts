import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface LoginThrottleRules {
  /** Failed logins of one account allowed before each further one waits. */
  freeFailures: number;
  /** The first wait; each further failure doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * Failed logins per account (the email, whether or not it exists: the answer must not tell),
 * with a growing delay past a few: guessing one person's password from many addresses is slowed
 * as much as from one (the per-address limit cannot see that). Counted in Redis when configured,
 * so every process agrees; in this process's memory otherwise.
 */
export interface LoginThrottle {
  /** When the account may try again (ms since epoch), or null when it may now. */
  lockedUntil(email: string): Promise<number | null>;
  failed(email: string): Promise<void>;
  succeeded(email: string): Promise<void>;
}

/** Failures are forgotten this long after the last one. */
const FORGET_AFTER_MS = 24 * 3_600_000;

/** The wait after `failures` failed logins, per the rules. */
export function delayAfter(failures: number, rules: LoginThrottleRules): number {
  const over = failures - rules.freeFailures;
  if (over < 0) return 0;
  return Math.min(rules.baseDelayMs * 2 ** Math.min(over, 30), rules.maxDelayMs);
}

/** Emails are not kept as such (in memory or in Redis): their hash is the key. */
const keyOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

export function createLoginThrottle(
  rules: LoginThrottleRules,
  redis?: { client: Redis; prefix: string },
): LoginThrottle {
  if (redis) {
    const redisKey = (email: string) => `${redis.prefix}login:${keyOf(email)}`;
    return {
      async lockedUntil(email) {
        try {
          const until = Number(await redis.client.hget(redisKey(email), 'until'));
          return until > Date.now() ? until : null;
        } catch {
          // Redis away: the per-address limit still holds; logins are not stopped for everyone.
          return null;
        }
      },
      async failed(email) {
        const key = redisKey(email);
        try {
          const failures = await redis.client.hincrby(key, 'failures', 1);
          const delay = delayAfter(failures, rules);
          const tx = redis.client.multi().pexpire(key, FORGET_AFTER_MS);
          if (delay > 0) tx.hset(key, 'until', Date.now() + delay);
          await tx.exec();
        } catch {
          // As above.
        }
      },
      async succeeded(email) {
        await redis.client.del(redisKey(email)).catch(() => {});
      },
    };
  }
  const accounts = new Map<string, { failures: number; until: number; last: number }>();
  return {
    async lockedUntil(email) {
      const entry = accounts.get(keyOf(email));
      return entry && entry.until > Date.now() ? entry.until : null;
    },
    async failed(email) {
      const key = keyOf(email);
      const now = Date.now();
      const previous = accounts.get(key);
      const failures =
        previous && now - previous.last < FORGET_AFTER_MS ? previous.failures + 1 : 1;
      // Bounded: past 100,000 accounts the oldest entries go.
      if (!previous && accounts.size >= 100_000) {
        accounts.delete(accounts.keys().next().value as string);
      }
      accounts.set(key, { failures, until: now + delayAfter(failures, rules), last: now });
    },
    async succeeded(email) {
      accounts.delete(keyOf(email));
    },
  };
}
