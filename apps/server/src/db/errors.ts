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
