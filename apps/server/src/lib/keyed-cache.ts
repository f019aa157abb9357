import type { DatabaseHandle } from '../db/client.js';
import { listenWhileLive } from './change-listener.js';

export interface KeyedCache<V> {
  /** What `load` gives for `key`, from memory until a change to it is announced. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** What `get` would answer from memory, without waiting: undefined unless held and loaded. */
  peek(key: string): { value: V } | undefined;
  /** Forgets one key (a change this process made and its readers must see at once). */
  forget(key: string): void;
  /** Forgets everything; called after each write request of this process. */
  clear(): void;
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
  /** Set once the value has loaded and been kept. */
  loaded?: { value: V };
}

/**
 * Values kept per process and key, each forgotten when a NOTIFY on `channel` names its key (a
 * row trigger sends it from whichever process changed the row) and all of them when this
 * process clears it. A value read while anything was forgotten is not kept, nor one `keep`
 * refuses; entries are re-read after `maxAgeMs` as a safety net, at most `maxEntries` are kept
 * (the oldest go first), and if the listening connection dies the cache stops.
 */
export async function createKeyedCache<V>(
  database: DatabaseHandle,
  options: {
    channel: string;
    maxEntries: number;
    maxAgeMs: number;
    keep?: (value: V) => boolean;
    onLost?: () => void;
  },
): Promise<KeyedCache<V>> {
  const entries = new Map<string, Entry<V>>();
  let generation = 0;
  const forget = (key?: string) => {
    generation++;
    if (key === undefined) entries.clear();
    else entries.delete(key);
  };
  const listening = await listenWhileLive(
    database,
    options.channel,
    (key) => forget(key),
    () => {
      forget();
      options.onLost?.();
    },
  );

  return {
    forget: (key) => forget(key),
    clear: () => forget(),
    peek(key) {
      if (!listening.live) return undefined;
      const hit = entries.get(key);
      return hit && Date.now() - hit.at < options.maxAgeMs ? hit.loaded : undefined;
    },
    get(key, load) {
      if (!listening.live) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < options.maxAgeMs) return hit.value;
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      const startedAt = generation;
      const value = load();
      const entry: Entry<V> = { at: now, value };
      entries.set(key, entry);
      const drop = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      value.then((loaded) => {
        if (startedAt !== generation || (options.keep && !options.keep(loaded))) drop();
        else entry.loaded = { value: loaded };
      }, drop);
      return value;
    },
  };
}
