import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { SERVER_PATHS } from '../paths.js';

/*
 * A new PGlite database is initdb's work (4.5–11 s on two cores: most of a first start, and of
 * every test file's setup), then every migration and pg-boss' schema, the same result each
 * time. So the build keeps one as a tarball (pglite-template-cli.ts writes
 * SERVER_PATHS.pgliteTemplate), and a new database starts as a copy of it; a migration newer
 * than the copy still runs after, and pg-boss migrates its own schema. No secret is in it:
 * those are made at the first start (db/shared-secret.ts).
 */

interface TemplateStamp {
  /** The data folder's format is PGlite's: another version may not open it. */
  pglite: string;
  /** The migrations it holds (their journal's hash): a build with the same ones keeps it. */
  migrations: string;
  /** The pg-boss whose schema it holds: a build with another makes it again. */
  pgBoss: string;
}

const stampFile = (file: string) => `${file}.json`;

/** An installed package's version (PGlite's exports do not list its package.json). */
function installedVersion(name: string): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve(name));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

function currentStamp(): TemplateStamp {
  const journal = readFileSync(path.join(SERVER_PATHS.migrations, 'meta/_journal.json'));
  return {
    pglite: installedVersion('@electric-sql/pglite'),
    migrations: createHash('sha256').update(journal).digest('hex'),
    pgBoss: installedVersion('pg-boss'),
  };
}

function readStamp(file: string): Partial<TemplateStamp> | undefined {
  if (!existsSync(file) || !existsSync(stampFile(file))) return undefined;
  return JSON.parse(readFileSync(stampFile(file), 'utf8')) as Partial<TemplateStamp>;
}

/** The tarball at `file` for PGlite's `loadDataDir`, when there is one this PGlite can open. */
export function readPgliteTemplate(file: string): Blob | undefined {
  if (readStamp(file)?.pglite !== currentStamp().pglite) return undefined;
  return new Blob([readFileSync(file)]);
}

/** True when the template at `file` was made by this PGlite, migrations and pg-boss. */
export function isPgliteTemplateCurrent(file: string): boolean {
  const stamp = readStamp(file);
  const current = currentStamp();
  return (
    stamp?.pglite === current.pglite &&
    stamp.migrations === current.migrations &&
    stamp.pgBoss === current.pgBoss
  );
}

/**
 * Writes the template at `file` from `database`, a PGlite in memory the caller opened with the
 * server's settings and prepared (pglite-template-cli.ts), frozen first so that no row waits
 * for its first vacuum.
 */
export async function writePgliteTemplate(file: string, database: PGlite): Promise<void> {
  await database.query('VACUUM FREEZE');
  const tarball = await database.dumpDataDir('gzip');
  // Written aside and renamed, the stamp last: a reader never sees half of either.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
  renameSync(partial, file);
  writeFileSync(`${partial}.json`, JSON.stringify(currentStamp()));
  renameSync(`${partial}.json`, stampFile(file));
}
