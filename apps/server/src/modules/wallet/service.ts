import type { Wallet, WalletTransaction } from '@bantuin/contract';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { afterCursor } from '../../db/keyset.js';
import { jobs, ledgerTransfers } from '../../db/schema.js';
import type { KeyedCache } from '../../lib/keyed-cache.js';
import { walletOf } from '../ledger/ledger.js';
import { presentTransaction, presentWallet } from './presenter.js';

export interface WalletService {
  balance(userId: string): Promise<Wallet>;
  /** Newest first; `cursor` is the `_id` of the last line of the previous page. */
  transactions(
    userId: string,
    page: { limit: number; cursor?: string },
  ): Promise<WalletTransaction[]>;
}

/** `balances`: a per-process cache keyed by owner and fed by db/channels' WALLETS_CHANNEL, when given. */
export function createWalletService(db: Database, balances?: KeyedCache<Wallet>): WalletService {
  const readBalance = async (userId: string) => presentWallet(await walletOf(db, userId));
  return {
    balance(userId) {
      return balances ? balances.get(userId, () => readBalance(userId)) : readBalance(userId);
    },

    async transactions(userId, page) {
      const wallet = await walletOf(db, userId);
      const t = ledgerTransfers;
      const rows = await db
        .select({ transfer: t, jobTitle: jobs.title })
        .from(t)
        .leftJoin(jobs, eq(jobs.id, t.jobId))
        .where(
          and(
            or(eq(t.fromAccountId, wallet.id), eq(t.toAccountId, wallet.id)),
            afterCursor(t, t.createdAt, t.id, page.cursor),
          ),
        )
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(page.limit);
      return rows.map(({ transfer, jobTitle }) =>
        presentTransaction(transfer, wallet.id, jobTitle),
      );
    },
  };
}
