import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPglite, openDatabase } from '../src/db/client.js';
import { isPgliteTemplateCurrent, readPgliteTemplate } from '../src/db/pglite-template.js';

// The template a new PGlite database starts from (db/pglite-template.ts). A marked copy of the
// test run's own shows which database came from it.
const folder = mkdtempSync(path.join(tmpdir(), 'bantuin-template-'));
const marked = path.join(folder, 'marked.tar.gz');
const stampOf = (file: string) => JSON.parse(readFileSync(`${file}.json`, 'utf8'));

beforeAll(async () => {
  const client = newPglite({ loadDataDir: readPgliteTemplate(inject('pgliteTemplate')) });
  await client.query('CREATE TABLE from_the_template (id int)');
  const tarball = await client.dumpDataDir('gzip');
  await client.close();
  writeFileSync(marked, Buffer.from(await tarball.arrayBuffer()));
  copyFileSync(`${inject('pgliteTemplate')}.json`, `${marked}.json`);
});

type Database = Awaited<ReturnType<typeof openDatabase>>['db'];
const rowsOf = async (db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const tableExists = async (db: Database, name: string) =>
  (await rowsOf(db, sql`SELECT to_regclass(${name}) IS NOT NULL AS present`))[0]!.present;

describe('a new PGlite database', () => {
  it('starts as a copy of the template, migrated, and a folder in use is never replaced', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bantuin-fresh-'));
    const first = await openDatabase({ dataDir, pgliteTemplate: marked });
    try {
      expect(await tableExists(first.db, 'from_the_template')).toBe(true);
      expect(await tableExists(first.db, 'jobs')).toBe(true);
      // pg-boss' schema too: a first start does not make it.
      expect(await tableExists(first.db, 'pgboss.job')).toBe(true);
      await first.db.execute(sql`INSERT INTO from_the_template VALUES (7)`);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir, pgliteTemplate: marked });
    try {
      expect(await rowsOf(again.db, sql`SELECT id FROM from_the_template`)).toEqual([{ id: 7 }]);
    } finally {
      await again.close();
    }
  });

  it('in memory starts from it too', async () => {
    const database = await openDatabase({ dataDir: '', inMemory: true, pgliteTemplate: marked });
    try {
      expect(await tableExists(database.db, 'from_the_template')).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe('the template', () => {
  it('is not used when another PGlite version made it', () => {
    const foreign = path.join(folder, 'foreign.tar.gz');
    copyFileSync(marked, foreign);
    writeFileSync(`${foreign}.json`, JSON.stringify({ ...stampOf(marked), pglite: '0.0.1' }));
    expect(readPgliteTemplate(foreign)).toBeUndefined();
    expect(readPgliteTemplate(marked)).toBeInstanceOf(Blob);
    expect(readPgliteTemplate(path.join(folder, 'missing.tar.gz'))).toBeUndefined();
  });

  it('is made again by the build when the migrations changed', () => {
    const older = path.join(folder, 'older.tar.gz');
    copyFileSync(marked, older);
    writeFileSync(`${older}.json`, JSON.stringify({ ...stampOf(marked), migrations: 'before' }));
    expect(isPgliteTemplateCurrent(older)).toBe(false);
    expect(isPgliteTemplateCurrent(marked)).toBe(true);
  });
});
