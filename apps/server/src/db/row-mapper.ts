import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** What drizzle keeps on a prepared select (not in its types): the selection, the joins. */
interface PreparedSelect {
  fields?: Array<{ path: string[]; field: unknown }>;
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The decoder drizzle's `mapResultRow` would pick for one selected field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  // An SQL's decoder is internal to drizzle (`mapWith`), as is an aliased one's `sql`.
  type WithDecoder = { decoder: Decoder };
  if (is(field, SQL)) return (field as unknown as WithDecoder).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: WithDecoder } })._.sql.decoder;
  return (field as { sql: WithDecoder }).sql.decoder;
}

/**
 * drizzle maps every row by walking the selection again: per column an `is` check or three and a
 * path iterator (`mapResultRow`), 14–21 % of an uncached list's server CPU in issue 31's
 * profiles. This resolves each column's decoder and place once per prepared query, with
 * `mapResultRow`'s rules: null stays null, and a joined table's object is null when the join may
 * miss and its first column is null (every column of it from that table).
 */
export function useCompiledRowMapper(prepared: unknown): void {
  const query = prepared as PreparedSelect;
  if (!Array.isArray(query.fields) || query.customResultMapper) return;
  const columns = query.fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path.at(-1)!,
    decoder: decoderOf(field),
  }));
  const nullable = nullableObjects(query.fields, query.joinsNotNullableMap);
  query.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) {
        const { parents, key, decoder } = columns[i]!;
        let node = result;
        for (const parent of parents) node = (node[parent] ??= {}) as Record<string, unknown>;
        const raw = row[i];
        node[key] = raw === null ? null : decoder.mapFromDriverValue(raw);
      }
      for (const { name, firstColumn } of nullable)
        if (row[firstColumn] === null) result[name] = null;
      return result;
    });
}

/** The selected table objects (`{ job: jobs }`) a join may leave empty: their first column. */
function nullableObjects(
  fields: NonNullable<PreparedSelect['fields']>,
  joinsNotNullable: PreparedSelect['joinsNotNullableMap'],
): Array<{ name: string; firstColumn: number }> {
  if (!joinsNotNullable) return [];
  const objects = new Map<string, { table: string; firstColumn: number; oneTable: boolean }>();
  fields.forEach(({ path, field }, index) => {
    if (path.length !== 2 || !is(field, Column)) return;
    const table = getTableName(field.table);
    const seen = objects.get(path[0]!);
    if (!seen) objects.set(path[0]!, { table, firstColumn: index, oneTable: true });
    else if (seen.table !== table) seen.oneTable = false;
  });
  return [...objects]
    .filter(([, object]) => object.oneTable && !joinsNotNullable[object.table])
    .map(([name, object]) => ({ name, firstColumn: object.firstColumn }));
}
