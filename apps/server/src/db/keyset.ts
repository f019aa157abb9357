import { getTableName, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * The keyset condition of a newest-first list: rows strictly after the cursor row in
 * (`sortColumn` desc, id desc) order. The cursor is the last row's id; its sort value is read in
 * SQL, so microsecond timestamps compare exactly. Undefined without a cursor; a placeholder for
 * a prepared query.
 */
export function afterCursor(
  table: PgTable,
  sortColumn: AnyPgColumn,
  idColumn: AnyPgColumn,
  cursor: string | Placeholder | SQL | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${sortColumn}, ${idColumn}) < (select ${sql.identifier(sortColumn.name)}, ${sql.identifier(idColumn.name)} from ${sql.identifier(getTableName(table))} where ${sql.identifier(idColumn.name)} = ${cursor})`;
}
