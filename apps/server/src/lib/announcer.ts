import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.js';
import { MARKETPLACE_CHANNEL, WALLETS_CHANNEL } from '../db/channels.js';

/**
 * Put in a statement (it must run, e.g. a CTE the final SELECT reads): the triggers of
 * migration 0013 then stay quiet for its transaction, and the caller must announce the change
 * with `Announcer.afterCommit` once it has committed.
 */
export const ANNOUNCED_AFTER_COMMIT = sql`set_config('bantuin.announces_after_commit', 'on', true)`;

export interface Announcer {
  /** Tells every process that the marketplace changed and these wallets' balances moved. */
  afterCommit(change: { walletOwners: readonly string[] }): void;
}

/** Wallet owners named in one NOTIFY statement at most. */
const WALLETS_PER_STATEMENT = 500;

/**
 * Sends, for writes that kept their triggers quiet, the NOTIFYs those triggers would have sent:
 * on the notification connection (no wait for the disk), with at most one statement in flight;
 * changes that arrive meanwhile go together in the next. A process that dies between a commit
 * and its announcement leaves the others' caches stale until their entries expire.
 */
export function createAnnouncer(
  database: Pick<DatabaseHandle, 'notify'>,
  onFailed: (error: unknown) => void,
): Announcer {
  let marketplaceChanged = false;
  const walletOwners = new Set<string>();
  let sending = false;

  async function drain() {
    sending = true;
    try {
      while (marketplaceChanged || walletOwners.size > 0) {
        const owners = [...walletOwners].slice(0, WALLETS_PER_STATEMENT);
        for (const owner of owners) walletOwners.delete(owner);
        const notifications = owners.map((owner) => ({ channel: WALLETS_CHANNEL, payload: owner }));
        if (marketplaceChanged) notifications.push({ channel: MARKETPLACE_CHANNEL, payload: '' });
        marketplaceChanged = false;
        await database.notify(notifications).catch(onFailed);
      }
    } finally {
      sending = false;
    }
  }

  return {
    afterCommit({ walletOwners: owners }) {
      marketplaceChanged = true;
      for (const owner of owners) walletOwners.add(owner);
      if (!sending) void drain();
    },
  };
}
