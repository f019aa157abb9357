import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (a copy of the
 * template global-setup.ts keeps, not initdb and every migration in each file), or a throw-away
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    return openDatabase({ dataDir: '', inMemory: true, pgliteTemplate: inject('pgliteTemplate') });

  const name = `bantuin_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      // No FORCE: killing a connection some library still holds (the Socket.IO adapter's
      // LISTEN client when an app closes right after starting) crashes the test process.
      // A database still in use is left behind; its name says it is a test's.
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        for (let attempt = 0; attempt < 10; attempt++) {
          try {
            await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          } catch {
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}
