import type { DatabaseHandle } from '../db/client.js';
import { MARKETPLACE_CHANNEL } from '../db/channels.js';
import { listenWhileLive } from './change-listener.js';

export interface ReadCache {
  /** What `load` gives for `key`, from memory while nothing changed since it was read. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets everything; called after each write request of this process. */
  invalidate(): void;
  /**
   * Whether values are kept now (a time to live, and the LISTEN connection alive): a read worth
   * making only to be kept (every open job, for `near=`) is not made when they are not.
   */
  readonly keeping: boolean;
}

interface Entry {
  version: number;
  at: number;
  value: Promise<unknown>;
  /** Jobs held (a list's length; 1 for anything else), once loaded. */
  weight: number;
}

/** A list weighs its length; a value may say its own weight (`cacheWeight`); anything else 1. */
const weigh = (value: unknown) =>
  Array.isArray(value)
    ? Math.max(1, value.length)
    : typeof (value as { cacheWeight?: unknown } | null)?.cacheWeight === 'number'
      ? (value as { cacheWeight: number }).cacheWeight
      : 1;

/**
 * A per-process copy of reads drawn from jobs, applications, profiles and users: open-jobs pages
 * (shared by every Yasa: they hold nothing about the one asking), job views, each Yasa's applied
 * set per page, a Jalu's active orders, profiles. Any change to those tables in any process
 * bumps one version (PostgreSQL NOTIFY from triggers). A write request of this process bumps it
 * before its answer leaves, so its own client never reads its past. A value read while the
 * version moved is not kept; entries also expire after `ttlMs` as a safety net. Memory is bounded
 * by weight, not count (anyone may ask for many cursor pages of up to 100 jobs): at most
 * `maxWeight` jobs (`weigh`), the oldest dropped first. If the listening connection dies,
 * caching stops.
 */
export async function createReadCache(
  database: DatabaseHandle,
  options: { ttlMs: number; maxWeight: number; onLost?: () => void },
): Promise<ReadCache> {
  let version = 0;
  const entries = new Map<string, Entry>();
  let weight = 0;
  const remove = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    weight -= entry.weight;
  };
  const invalidate = () => {
    version++;
    entries.clear();
    weight = 0;
  };
  if (options.ttlMs <= 0) return { get: (_key, load) => load(), invalidate, keeping: false };
  const listening = await listenWhileLive(database, MARKETPLACE_CHANNEL, invalidate, () => {
    invalidate();
    options.onLost?.();
  });

  return {
    invalidate,
    get keeping() {
      return listening.live;
    },
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!listening.live) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.version === version && now - hit.at < options.ttlMs) {
        return hit.value as Promise<T>;
      }
      if (hit) remove(key, hit);
      const startedAt = version;
      // Concurrent readers of a missing value share one query.
      const value = load();
      const entry: Entry = { version: startedAt, at: now, value, weight: 0 };
      entries.set(key, entry);
      value.then(
        (loaded) => {
          if (startedAt !== version) return remove(key, entry);
          if (entries.get(key) !== entry) return;
          entry.weight = weigh(loaded);
          weight += entry.weight;
          for (const [oldKey, old] of entries) {
            if (weight <= options.maxWeight) break;
            remove(oldKey, old);
          }
        },
        () => remove(key, entry),
      );
      return value;
    },
  };
}
