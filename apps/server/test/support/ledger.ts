import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';

/**
 * The ledger's invariants: all balances sum to zero, each balance equals its journal, and no
 * wallet is below zero. Every test app checks them when it closes.
 */
export async function assertLedgerBalanced(db: Database): Promise<void> {
  const result = await db.execute(sql`
    select
      (select coalesce(sum(balance), 0) from ledger_accounts)::text as total,
      (select count(*) from ledger_accounts where kind = 'wallet' and balance < 0)::int as negative_wallets,
      (select count(*) from ledger_accounts a
         where a.balance <> coalesce((select sum(amount) from ledger_transfers where to_account_id = a.id), 0)
                          - coalesce((select sum(amount) from ledger_transfers where from_account_id = a.id), 0)
      )::int as drifted
  `);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const row = rows[0]!;
  if (row.total !== '0' || Number(row.negative_wallets) !== 0 || Number(row.drifted) !== 0) {
    throw new Error(`ledger out of balance: ${JSON.stringify(row)}`);
  }
}
