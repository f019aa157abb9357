import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestDatabase } from '../support/database.js';
import { openDatabase } from '../../src/db/client.js';

// Runs only with TEST_DATABASE_URL. Closing waits for connections in use only so long: by then
// every request and worker has ended, and a straggler held a shutdown past its deadline.
it('closes within seconds with a statement still running, naming it', async () => {
  const owner = await createTestDatabase();
  const reported: string[][] = [];
  const database = await openDatabase({
    databaseUrl: owner.url!,
    dataDir: '',
    onCloseStragglers: (queries) => reported.push(queries),
  });
  try {
    const straggler = database.db
      .execute(sql`SELECT pg_sleep(30)`)
      .catch((error: unknown) => error);
    // Running, not only queued: visible in pg_stat_activity.
    await expect
      .poll(
        async () =>
          (
            (await owner.db.execute(
              sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(30)' AND state = 'active'`,
            )) as unknown as { rows: { n: number }[] }
          ).rows[0]!.n,
        { timeout: 10_000 },
      )
      .toBe(1);
    const startedAt = Date.now();
    await database.close();
    expect(Date.now() - startedAt).toBeLessThan(3000);
    expect(reported).toEqual([['SELECT pg_sleep(30)']]);
    expect(await straggler).toBeInstanceOf(Error);
  } finally {
    // Its connection is gone, but the statement runs on in PostgreSQL until it ends.
    await owner.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(30)'`,
    );
    await owner.close();
  }
});
