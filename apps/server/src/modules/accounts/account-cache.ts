import type { DatabaseHandle } from '../../db/client.js';
import type { FindUser } from '../../http/auth.js';

/** Raised per changed or deleted account by a trigger on users (migration 0012). */
export const ACCOUNTS_CHANNEL = 'accounts_changed';

/** Entries are re-read after this long even without a notification: a safety net only. */
const MAX_AGE_MS = 30_000;

export interface AccountCache {
  find: FindUser;
  /** Forgets every account; called after each write request of this process. */
  clear(): void;
}

interface Entry {
  at: number;
  value: ReturnType<FindUser>;
}

/**
 * Who a token names (role, suspended), kept per process so an authenticated read costs no
 * database round trip. Every change of a users row tells every process (NOTIFY with the id),
 * and a write request of this process clears the whole cache before its answer leaves, so a
 * suspension made here bites on the very next request and one made elsewhere within the
 * notification's delay (milliseconds). A read that was under way when anything was forgotten is
 * not kept, and if the listening connection dies the cache stops.
 */
export async function createAccountCache(
  database: DatabaseHandle,
  lookup: FindUser,
  options: { maxEntries: number; onLost?: () => void },
): Promise<AccountCache> {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let enabled = false;
  const forget = (id?: string) => {
    generation++;
    if (id === undefined) entries.clear();
    else entries.delete(id);
  };
  await database.listen(
    ACCOUNTS_CHANNEL,
    (id) => forget(id),
    () => {
      if (!enabled) return;
      enabled = false;
      forget();
      options.onLost?.();
    },
  );
  enabled = true;

  return {
    clear: () => forget(),
    find(id) {
      if (!enabled) return lookup(id);
      const now = Date.now();
      const hit = entries.get(id);
      if (hit && now - hit.at < MAX_AGE_MS) return hit.value;
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      const startedAt = generation;
      const value = lookup(id);
      const entry = { at: now, value };
      entries.set(id, entry);
      // Unknown accounts are not remembered; neither is a read that raced a change.
      const drop = () => {
        if (entries.get(id) === entry) entries.delete(id);
      };
      value.then((account) => {
        if (!account || startedAt !== generation) drop();
      }, drop);
      return value;
    },
  };
}
