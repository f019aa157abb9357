import type { Job } from '@bantuin/contract';
import type { DatabaseHandle } from '../../db/client.js';

/** Raised by triggers on jobs, profiles and users (migration 0010) in every process. */
export const OPEN_JOBS_CHANNEL = 'open_jobs_changed';

export interface OpenListCache {
  /** The first page for `key`, from memory while nothing changed since it was read. */
  get(key: string, load: () => Promise<Job[]>): Promise<Job[]>;
  /** Forgets every page; called after each write request of this process. */
  invalidate(): void;
  /** Calls `listener` whenever jobs, profiles or users may have changed (other caches follow). */
  onInvalidate(listener: () => void): void;
}

interface Entry {
  version: number;
  at: number;
  value: Promise<Job[]>;
}

/**
 * A per-process copy of the first page of the open-jobs list per category (shared by every
 * Yasa: it holds nothing about the one asking). Any change to jobs, profiles or users in any
 * process bumps a version (PostgreSQL NOTIFY from triggers); a write request of this process
 * bumps it before its answer leaves, so its own client never reads its past. A page read while
 * the version moved is not kept; entries also expire after `ttlMs` as a safety net. If the
 * listening connection dies, caching stops.
 */
export async function createOpenListCache(
  database: DatabaseHandle,
  options: { ttlMs: number; onLost?: () => void },
): Promise<OpenListCache> {
  const listeners: Array<() => void> = [];
  let version = 0;
  let enabled = false;
  const entries = new Map<string, Entry>();
  const invalidate = () => {
    version++;
    entries.clear();
    for (const listener of listeners) listener();
  };
  const onInvalidate = (listener: () => void) => void listeners.push(listener);
  if (options.ttlMs <= 0) return { get: (_key, load) => load(), invalidate, onInvalidate };
  await database.listen(OPEN_JOBS_CHANNEL, invalidate, () => {
    if (!enabled) return;
    enabled = false;
    invalidate();
    options.onLost?.();
  });
  enabled = true;

  return {
    invalidate,
    onInvalidate,
    get(key, load) {
      if (!enabled) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.version === version && now - hit.at < options.ttlMs) return hit.value;
      const startedAt = version;
      // Concurrent readers of a missing page share one query.
      const value = load();
      entries.set(key, { version: startedAt, at: now, value });
      value.then(
        () => {
          if (startedAt !== version) entries.delete(key);
        },
        () => entries.delete(key),
      );
      return value;
    },
  };
}
