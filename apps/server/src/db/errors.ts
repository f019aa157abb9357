/** Postgres error fields, which drivers put on the error or (drizzle) on its cause. */
interface PgErrorFields {
  code?: string;
  constraint?: string;
}

function pgFields(error: unknown): PgErrorFields {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const fields = current as PgErrorFields & { cause?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return {};
}

/** The name of the unique constraint a statement broke, or undefined. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const fields = pgFields(error);
  return fields.code === '23505' ? (fields.constraint ?? '') : undefined;
}

/** The name of the CHECK constraint a statement broke, or undefined. */
export function violatedCheckConstraint(error: unknown): string | undefined {
  const fields = pgFields(error);
  return fields.code === '23514' ? (fields.constraint ?? '') : undefined;
}

/**
 * True when the database refused the statement as such (bad data, a broken constraint, a
 * deadlock or serialisation failure: SQLSTATE classes 22, 23, 40), so its transaction was rolled
 * back and running it again writes nothing twice. A lost connection is not a refusal: the
 * statement may have committed.
 */
export function refusedByDatabase(error: unknown): boolean {
  const { code } = pgFields(error);
  return code !== undefined && ['22', '23', '40'].includes(code.slice(0, 2));
}

/** A deadlock (40P01) or serialisation failure (40001): the whole transaction may run again. */
export function lostToConcurrency(error: unknown): boolean {
  const { code } = pgFields(error);
  return code === '40P01' || code === '40001';
}
