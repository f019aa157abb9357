import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataFolder } from './data-dir-lock.js';
import { readPgliteTemplate } from './pglite-template.js';
import * as schema from './schema.js';
import { SERVER_PATHS } from '../paths.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a service gets inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Set for PostgreSQL: the pool, for health checks and metrics. */
  pool?: pg.Pool;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` (from any process on this
   * database), and `onLost` if the listening connection dies (notifications may then be missed).
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost: () => void): Promise<void>;
  /** Sends these NOTIFYs in one statement of their own, committed without waiting for the disk. */
  notify(notifications: readonly { channel: string; payload: string }[]): Promise<void>;
  /**
   * Set for PostgreSQL: a small pool of its own, committing without waiting for the disk, for the
   * Socket.IO adapter's LISTEN client and the NOTIFYs of the adapter and of `notify`.
   */
  adapterPool?: pg.Pool;
  /**
   * Chat's own connections (PostgreSQL; PGlite: `db`): a chat message is acknowledged before
   * its commit reaches the disk (asynchronous commit), and chat and HTTP cannot starve each
   * other's pool.
   */
  chatDb: Database;
  close(): Promise<void>;
}

const migrationsFolder = SERVER_PATHS.migrations;
/** Any fixed number: start-up migrations of several processes run one after another. */
const MIGRATION_LOCK_ID = 727_001;

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  inMemory?: boolean;
  /** Where connection errors go; a dropped connection must never end the process. */
  onConnectionError?: (error: Error) => void;
  /** PostgreSQL: the statements of connections still in use a second into `close()`. */
  onCloseStragglers?: (queries: string[]) => void;
  /**
   * PGlite: the tarball a new database starts from (db/pglite-template.ts), when this PGlite
   * made it; `false` runs initdb. By default the one the build writes.
   */
  pgliteTemplate?: string | false;
}

/**
 * A pool whose connections may die (database restart, fail-over, pg_terminate_backend) without
 * an unhandled 'error' event: idle ones are dropped by the pool, checked-out ones fail their
 * query, and the error is only logged.
 */
function resilientPool(
  connectionString: string,
  max: number,
  onError: (error: Error) => void,
  settings?: string,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5000,
    ...(settings ? { options: settings } : {}),
  });
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      onError(error);
    });
  });
  const inUse = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_error, client) => inUse.delete(client));
  pool.on('remove', (client) => inUse.delete(client as pg.PoolClient));
  checkedOut.set(pool, inUse);
  keepConnectionsOnRefusals(pool);
  return pool;
}

/** Each pool's connections checked out now (`endPool` closes the ones left at the end). */
const checkedOut = new WeakMap<pg.Pool, Set<pg.PoolClient>>();
const STRAGGLER_GRACE_MS = 1000;

/**
 * Ends a pool. `pool.end()` waits for every checked-out connection to come back, but by the time
 * the app closes its database every request, worker and sweep has finished, so one still out
 * is a straggler: it had a shutdown in CI wait past its deadline. After a second, the queries
 * still running are reported and their connections closed (the holder's query fails and it
 * releases); after another, the pool is left to the process' exit.
 */
async function endPool(pool: pg.Pool, onStragglers: (queries: string[]) => void): Promise<void> {
  const ended = pool.end().then(() => true);
  if (await Promise.race([ended, late()])) return;
  const stragglers = [...(checkedOut.get(pool) ?? [])];
  onStragglers(stragglers.map(runningQuery));
  for (const client of stragglers) void client.end().catch(() => {});
  await Promise.race([ended, late()]);
}

/** Resolves false after the grace a closing connection gets. */
const late = () =>
  new Promise<false>((resolve) => setTimeout(resolve, STRAGGLER_GRACE_MS, false).unref());

/** For the log only: the statement a connection is running, from pg's own (unexported) field. */
function runningQuery(client: pg.PoolClient): string {
  const active = (client as unknown as { _activeQuery?: { text?: string } | null })._activeQuery;
  return active?.text?.slice(0, 200) ?? '(none: held without a statement running)';
}

/**
 * pg-pool's own `query()` closes the connection after any failed statement, so every refusal
 * the database makes for us (a wallet that would go negative, a duplicate application) cost a
 * new backend process, and a client could make the server fork at will. A statement the server
 * refused leaves a connection fit for the next one (drizzle's transactions take their own
 * client with `connect()`); a broken one (`_queryable` false) is still dropped by the pool.
 */
function keepConnectionsOnRefusals(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = (async (...args: unknown[]) => {
    // The callback form (no caller of ours uses it) keeps pg-pool's own behaviour.
    if (typeof args.at(-1) === 'function') return query(...args);
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
    } catch (error) {
      if (!(error instanceof pg.DatabaseError)) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  }) as typeof pool.query;
}

/**
 * The pool the chat adapter gets: the clients it takes with `connect()` are its LISTEN
 * connections, held for good and released only when Socket.IO closes cleanly (not when the
 * app closes while one is still connecting). `end()` destroys them, so it cannot wait forever.
 */
function listenerPool(pool: pg.Pool, onStragglers: (queries: string[]) => void): pg.Pool {
  const listeners = new Set<pg.PoolClient>();
  let ended = false;
  const wrapper = {
    query: pool.query.bind(pool),
    async connect() {
      const client = await pool.connect();
      if (ended) {
        // Connected after the app closed: nobody will ever release it.
        client.release(true);
        throw new Error('the chat adapter pool is closed');
      }
      listeners.add(client);
      // A dead LISTEN client goes back to be discarded, freeing its slot for the reconnection.
      client.once('error', (error) => {
        listeners.delete(client);
        try {
          client.release(error);
        } catch {
          // Released already.
        }
      });
      return client;
    },
    get totalCount() {
      return pool.totalCount;
    },
    async end() {
      ended = true;
      for (const client of listeners) {
        // No reconnection: the adapter schedules one when its client ends.
        client.removeAllListeners('end');
        try {
          client.release(true);
        } catch {
          // Released by the adapter already.
        }
      }
      listeners.clear();
      await endPool(pool, onStragglers);
    },
  };
  return wrapper as unknown as pg.Pool;
}

const NOTIFY_ALL =
  'SELECT pg_notify(channel, payload) FROM unnest($1::text[], $2::text[]) AS n(channel, payload)';
const notifyParameters = (notifications: readonly { channel: string; payload: string }[]) => [
  notifications.map((n) => n.channel),
  notifications.map((n) => n.payload),
];

/**
 * PGlite runs inside this process, so its buffer pool is this process' memory: initdb's 128 MB
 * pool was zeroed at every start (a third of a restart, a hundred MiB of RSS; issue 31). 32 MB
 * holds a small marketplace's hot pages; a read past it is a read from the OS' page cache.
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

/** A PGlite with the server's settings and extensions, in memory without `dataDir`. */
export function newPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): PGlite {
  // `cube`: the points `near=` reads nearest first (migration 0022).
  return new PGlite({
    ...options,
    extensions: { cube },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
}

/** Opens the database (PostgreSQL when a URL is given, PGlite otherwise) and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const onError = options.onConnectionError ?? (() => {});
    // Our named statements (db/prepared.ts) are fixed shapes over indexes: planned once per
    // connection. Left to choose, PostgreSQL planned the lists anew on every execution (a generic
    // plan's `limit $n` guesses a tenth of the table, so it always looked dearer), which cost
    // as much as running them. Unnamed statements are planned with their values as before.
    const pool = resilientPool(
      options.databaseUrl,
      10,
      onError,
      '-c plan_cache_mode=force_generic_plan',
    );
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg({ client: lock, schema }), { migrationsFolder });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      lock.release();
    }
    // One connection of its own for every LISTEN of this process (the caches' channels): a pooled
    // one would be handed to queries between notifications.
    let listening: Promise<pg.Client> | undefined;
    const listener = () =>
      (listening ??= (async () => {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        client.setMaxListeners(0);
        await client.connect();
        return client;
      })());
    // A NOTIFY commits a transaction of its own: no reason to wait for a disk flush there, a
    // notification does not outlive a crash anyway.
    const adapterPool = listenerPool(
      resilientPool(options.databaseUrl, 3, onError, '-c synchronous_commit=off'),
      options.onCloseStragglers ?? (() => {}),
    );
    // A crash of PostgreSQL itself may lose the chat messages of its last ~0.6 s (3 ×
    // wal_writer_delay), never anything else, and the database stays consistent; in exchange a
    // message no longer waits for a disk flush (one insert here: p50 ~2 ms → 0.25 ms).
    const chatPool = resilientPool(options.databaseUrl, 4, onError, '-c synchronous_commit=off');
    return {
      db,
      kind: 'postgres',
      pool,
      adapterPool,
      chatDb: drizzlePg({ client: chatPool, schema }) as unknown as Database,
      async notify(notifications) {
        await adapterPool.query(NOTIFY_ALL, notifyParameters(notifications));
      },
      async listen(channel, onNotify, onLost) {
        const client = await listener();
        client.on('notification', (message) => {
          if (message.channel === channel) onNotify(message.payload ?? '');
        });
        client.on('error', onLost);
        client.on('end', onLost);
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      },
      async close() {
        const stragglers = options.onCloseStragglers ?? (() => {});
        const endListener = async () => {
          if (!listening) return;
          const client = await listening;
          client.removeAllListeners('end');
          // Its socket is destroyed if the goodbye is not answered in time.
          const ended = client.end().then(
            () => true,
            () => true,
          );
          if (!(await Promise.race([ended, late()]))) client.connection.stream.destroy();
        };
        await Promise.all([
          endListener(),
          endPool(pool, stragglers),
          adapterPool.end(),
          endPool(chatPool, stragglers),
        ]);
      },
    };
  }

  let dataPath: string | undefined;
  let unlock = () => {};
  if (!options.inMemory) {
    dataPath = path.join(options.dataDir, 'pglite');
    mkdirSync(dataPath, { recursive: true });
    unlock = lockDataFolder(options.dataDir);
  }
  try {
    const isNew = !dataPath || !existsSync(path.join(dataPath, 'PG_VERSION'));
    const templateFile = options.pgliteTemplate ?? SERVER_PATHS.pgliteTemplate;
    const template = isNew && templateFile ? readPgliteTemplate(templateFile) : undefined;
    const client = newPglite({ dataDir: dataPath, loadDataDir: template });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      chatDb: db as unknown as Database,
      kind: 'pglite',
      async listen(channel, onNotify) {
        await client.listen(channel, onNotify);
      },
      async notify(notifications) {
        await client.query(NOTIFY_ALL, notifyParameters(notifications));
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

/** SQLSTATE classes and socket errors that mean "the database is not there", not "bad query". */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0[1-3])/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|terminating connection|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i;

/** True when an error (or its cause) is the database being unreachable or going away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const fields = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof fields.code === 'string') {
      if (UNAVAILABLE_ERRNO.has(fields.code)) return true;
      if (/^[0-9A-Z]{5}$/.test(fields.code) && UNAVAILABLE_SQLSTATE.test(fields.code)) return true;
    }
    if (typeof fields.message === 'string' && UNAVAILABLE_MESSAGE.test(fields.message)) return true;
    current = fields.cause;
  }
  return false;
}
