import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.js';
import { useCompiledRowMapper } from './row-mapper.js';

/** The two parts of drizzle's database object a named statement needs (not in its types). */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(placeholderValues?: Record<string, unknown>): Promise<unknown> };
  };
}

const preparedQueries = new WeakMap<Executor, Map<string, unknown>>();

/**
 * The prepared form of a query that always has one shape, made on first use per database handle
 * and name: drizzle builds its SQL once (building it was a fifth of an uncached list read's CPU)
 * and each call only binds the values of its placeholders (`sql.placeholder(name)`). On
 * PostgreSQL the name is also a prepared statement, parsed and planned once per connection.
 * `build` is typically a query builder's `.prepare(name)`; its rows are then mapped by a mapper
 * compiled once (`useCompiledRowMapper`).
 */
export function preparedOnce<Prepared>(
  db: Executor,
  name: string,
  build: () => Prepared,
): Prepared {
  let byName = preparedQueries.get(db);
  if (!byName) preparedQueries.set(db, (byName = new Map()));
  let prepared = byName.get(name) as Prepared | undefined;
  if (!prepared) {
    prepared = build();
    useCompiledRowMapper(prepared);
    byName.set(name, prepared);
  }
  return prepared;
}

/** `preparedOnce` for hand-written SQL: runs it with these placeholder values, rows as objects. */
export async function executePreparedOnce<Row>(
  db: Executor,
  name: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<{ rows: Row[] }> {
  const prepared = preparedOnce(db, name, () => {
    const { dialect, session } = db as unknown as DrizzleInternals;
    return session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
  });
  return (await prepared.execute(values)) as { rows: Row[] };
}
