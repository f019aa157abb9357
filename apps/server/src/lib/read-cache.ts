import type { DatabaseHandle } from '../db/client.js';

/**
 * Raised by statement triggers on jobs, job_applications, profiles and users (migrations 0010,
 * 0012) in every process. The name is older than the cache's present reach.
 */
export const MARKETPLACE_CHANNEL = 'open_jobs_changed';

export interface ReadCache {
  /** What `load` gives for `key`, from memory while nothing changed since it was read. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets everything; called after each write request of this process. */
  invalidate(): void;
}

interface Entry {
  version: number;
  at: number;
  value: Promise<unknown>;
}

/**
 * A per-process copy of reads drawn from jobs, applications, profiles and users: open-jobs pages
 * (shared by every Yasa: they hold nothing about the one asking), job views, each Yasa's applied
 * set per page, a Jalu's active orders, profiles. Any change to those tables in any process
 * bumps one version (PostgreSQL NOTIFY from triggers); at most `maxEntries` are kept, the oldest
 * dropped first. A write request of this process
 * bumps it before its answer leaves, so its own client never reads its past. A page read while
 * the version moved is not kept; entries also expire after `ttlMs` as a safety net. If the
 * listening connection dies, caching stops.
 */
export async function createReadCache(
  database: DatabaseHandle,
  options: { ttlMs: number; maxEntries: number; onLost?: () => void },
): Promise<ReadCache> {
  let version = 0;
  let enabled = false;
  const entries = new Map<string, Entry>();
  const invalidate = () => {
    version++;
    entries.clear();
  };
  if (options.ttlMs <= 0) return { get: (_key, load) => load(), invalidate };
  await database.listen(MARKETPLACE_CHANNEL, invalidate, () => {
    if (!enabled) return;
    enabled = false;
    invalidate();
    options.onLost?.();
  });
  enabled = true;

  return {
    invalidate,
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!enabled) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.version === version && now - hit.at < options.ttlMs) {
        return hit.value as Promise<T>;
      }
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      const startedAt = version;
      // Concurrent readers of a missing page share one query.
      const value = load();
      const entry = { version: startedAt, at: now, value };
      entries.set(key, entry);
      const drop = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      value.then(() => {
        if (startedAt !== version) drop();
      }, drop);
      return value;
    },
  };
}
