import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.js';

/** The two parts of drizzle's database object a named statement needs (not in its types). */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/**
 * Runs `query` as a named prepared statement: PostgreSQL parses, rewrites and plans it once per
 * connection instead of on every call (for the posting statement, a third of the database's
 * time). One name stands for one text; a caller whose SQL changes shape puts the shape in the
 * name. PGlite runs it as any other query.
 */
export async function executePrepared<Row>(
  db: Executor,
  name: string,
  query: SQL,
): Promise<{ rows: Row[] }> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const prepared = session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return (await prepared.execute()) as { rows: Row[] };
}
