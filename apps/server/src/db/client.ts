import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a service gets inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Set for PostgreSQL: the pool, for the Socket.IO adapter and health checks. */
  pool?: pg.Pool;
  /**
   * Calls `onNotify` on each NOTIFY on `channel` (from any process on this database), and
   * `onLost` if the listening connection dies (notifications may then be missed).
   */
  listen(channel: string, onNotify: () => void, onLost: () => void): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any fixed number: start-up migrations of several processes run one after another. */
const MIGRATION_LOCK_ID = 727_001;

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  inMemory?: boolean;
}

/** Opens the database (PostgreSQL when a URL is given, PGlite otherwise) and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg({ client: lock, schema }), { migrationsFolder });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      lock.release();
    }
    const listeners: pg.Client[] = [];
    return {
      db,
      kind: 'postgres',
      pool,
      async listen(channel, onNotify, onLost) {
        // A connection of its own: a pooled one would be handed to queries between notifications.
        const client = new pg.Client({ connectionString: options.databaseUrl });
        client.on('notification', (message) => {
          if (message.channel === channel) onNotify();
        });
        client.on('error', onLost);
        client.on('end', onLost);
        await client.connect();
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
        listeners.push(client);
      },
      async close() {
        for (const client of listeners) {
          client.removeAllListeners('end');
          await client.end().catch(() => {});
        }
        await pool.end();
      },
    };
  }

  let dataPath: string | undefined;
  if (!options.inMemory) {
    dataPath = path.join(options.dataDir, 'pglite');
    mkdirSync(dataPath, { recursive: true });
  }
  const client = new PGlite(dataPath);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    async listen(channel, onNotify) {
      await client.listen(channel, onNotify);
    },
    close: () => client.close(),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
