import type { DatabaseHandle } from '../../db/client.js';
import type { FindUser } from '../../lib/identity.js';
import { createKeyedCache } from '../../lib/keyed-cache.js';

/** Raised per changed or deleted account by a row trigger on users (migration 0012). */
export const ACCOUNTS_CHANNEL = 'accounts_changed';

export interface AccountCache {
  find: FindUser;
  /** `find`'s answer from memory without waiting; undefined when not held (then ask `find`). */
  peek(id: string): Awaited<ReturnType<FindUser>> | undefined;
  /** Forgets one account; called by this process's own changes to it (suspension). */
  forget(id: string): void;
}

/**
 * Who a token names (role, suspended), kept per process so an authenticated read costs no
 * database round trip. A change to an account in any process forgets it everywhere (NOTIFY with
 * the id), and this process's own changes forget it before their answer leaves (only an
 * admin's suspension or reinstatement changes an account), so a suspension made here bites on
 * the very next request and one made elsewhere within the notification's delay (milliseconds). Unknown accounts are not remembered.
 */
export async function createAccountCache(
  database: DatabaseHandle,
  lookup: FindUser,
  options: { maxEntries: number; onLost?: () => void },
): Promise<AccountCache> {
  const cache = await createKeyedCache<Awaited<ReturnType<FindUser>>>(database, {
    channel: ACCOUNTS_CHANNEL,
    maxEntries: options.maxEntries,
    maxAgeMs: 30_000,
    keep: (account) => account !== undefined,
    onLost: options.onLost,
  });
  return {
    find: (id) => cache.get(id, () => lookup(id)),
    peek: (id) => cache.peek(id)?.value,
    forget: cache.forget,
  };
}
