import { describe, it } from 'vitest';

/** Set when the server suite runs against a PostgreSQL server (CI runs it both ways). */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const reason = 'PostgreSQL only: PGlite runs one transaction at a time, so nothing races there';

function skippedOnPglite(skip: (name: string, ...rest: never[]) => void) {
  return (name: string, ...rest: never[]) => {
    console.info(`skipped "${name}": ${reason} (set TEST_DATABASE_URL)`);
    skip(`${name} [${reason}]`, ...rest);
  };
}

/**
 * A race test: it proves something only where transactions really run side by side. On PGlite
 * it is skipped, and the reason is printed and kept in its name so the report says why.
 */
export const itOnPostgres = (onPostgres ? it : skippedOnPglite(it.skip)) as typeof it;

/** A block of race tests, skipped on PGlite with the reason printed (see `itOnPostgres`). */
export const describeOnPostgres = (
  onPostgres ? describe : skippedOnPglite(describe.skip)
) as typeof describe;
