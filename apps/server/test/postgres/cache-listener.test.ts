import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { createKeyedCache } from '../../src/lib/keyed-cache.js';
import { createReadCache } from '../../src/lib/read-cache.js';
import { createTestDatabase } from '../support/database.js';

// Runs only with TEST_DATABASE_URL: PGlite's notifications never travel over a connection.
let database: DatabaseHandle & { url?: string };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Ends the connection the caches LISTEN on, as a restart of PostgreSQL or a proxy would. */
async function killListener() {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    expect(rowCount).toBe(1);
  } finally {
    await admin.end();
  }
}

describe('caches whose change notifications stop', () => {
  it('serve what they held no more, read the database every time, and say so once', async () => {
    const readLost = vi.fn();
    const walletLost = vi.fn();
    const reads = await createReadCache(database, {
      ttlMs: 60_000,
      maxWeight: 100,
      onLost: readLost,
    });
    const wallets = await createKeyedCache<number>(database, {
      channel: 'wallets_changed',
      maxEntries: 100,
      maxAgeMs: 60_000,
      onLost: walletLost,
    });
    let loads = 0;
    const load = async () => ++loads;
    expect(await reads.get('open', load)).toBe(1);
    expect(await reads.get('open', load)).toBe(1);
    expect(await wallets.get('w', load)).toBe(2);
    expect(wallets.peek('w')).toEqual({ value: 2 });

    await killListener();
    await vi.waitFor(() => expect(readLost).toHaveBeenCalled());
    await vi.waitFor(() => expect(walletLost).toHaveBeenCalled());

    // A change now would go unheard: nothing held is trusted, nothing new is kept.
    expect(wallets.peek('w')).toBeUndefined();
    expect(await reads.get('open', load)).toBe(3);
    expect(await reads.get('open', load)).toBe(4);
    expect(await wallets.get('w', load)).toBe(5);
    expect(await wallets.get('w', load)).toBe(6);
    expect(readLost).toHaveBeenCalledTimes(1);
    expect(walletLost).toHaveBeenCalledTimes(1);
  });
});
