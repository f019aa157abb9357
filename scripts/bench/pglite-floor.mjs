// The embedded database's own floor, to set the server's start and memory against: each in a
// process of its own, time to open and RSS once open, for
//   bare      PGlite itself on a new folder (initdb), no schema
//   bareFromTemplate  PGlite itself on a new folder from the build's migrated template, with the
//                 server's extension and settings (the floor under a first start)
//   fresh     openDatabase() on a new folder (from that template, as a first start)
//   freshInitdb   openDatabase() on a new folder without the template: initdb, every migration
//   reopened  openDatabase() on that folder again (what a restart opens)
//   bareReopened  PGlite itself opening that migrated folder with the server's extension and
//                 settings (the floor under a restart)
// Each child runs with the server's Node flags (apps/server/node-flags.json).
// `node scripts/bench/pglite-floor.mjs` (after `npm run build`): prints and returns the figures.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newDataDir, root, serverNodeFlags } from './server.mjs';

const clientJs = pathToFileURL(path.join(root, 'apps/server/dist/db/client.js')).href;
const { PGLITE_SETTINGS } = await import(clientJs);
const templateFile = path.join(root, 'apps/server/dist/pglite-template.tar.gz');
const withServerSettings = `extensions: { cube }, startParams: [...PGlite.defaultStartParams, ...${JSON.stringify(PGLITE_SETTINGS)}]`;
const importPglite = `const { PGlite } = await import('@electric-sql/pglite');
const { cube } = await import('@electric-sql/pglite/contrib/cube');`;

function inChild(code) {
  const out = execFileSync(
    process.execPath,
    [...serverNodeFlags, '--input-type=module', '-e', code],
    {
      cwd: path.join(root, 'apps/server'),
      encoding: 'utf8',
    },
  );
  return JSON.parse(out.trim().split('\n').at(-1));
}

const measure = (open) => `
const t0 = performance.now();
${open}
const ms = Math.round(performance.now() - t0);
const rssMiB = Math.round(process.memoryUsage().rss / 1048576);
await db.close();
console.log(JSON.stringify({ ms, rssMiB }));`;

export function pgliteFloor() {
  const dirs = [newDataDir(), newDataDir(), newDataDir(), newDataDir()];
  try {
    const bare = inChild(
      measure(`const { PGlite } = await import('@electric-sql/pglite');
const db = new PGlite(${JSON.stringify(path.join(dirs[0], 'pglite'))}); await db.waitReady;`),
    );
    const bareFromTemplate = inChild(
      measure(`${importPglite}
const { readFileSync } = await import('node:fs');
const db = new PGlite(${JSON.stringify(path.join(dirs[2], 'pglite'))}, { ${withServerSettings},
  loadDataDir: new Blob([readFileSync(${JSON.stringify(templateFile)})]) });
await db.query('SELECT 1');`),
    );
    const open = `const { openDatabase } = await import(${JSON.stringify(clientJs)});
const db = await openDatabase({ dataDir: ${JSON.stringify(dirs[1])} });`;
    const fresh = inChild(measure(open));
    const freshInitdb = inChild(
      measure(`const { openDatabase } = await import(${JSON.stringify(clientJs)});
const db = await openDatabase({ dataDir: ${JSON.stringify(dirs[3])}, pgliteTemplate: false });`),
    );
    const reopened = inChild(measure(open));
    const bareReopened = inChild(
      measure(`${importPglite}
const db = new PGlite(${JSON.stringify(path.join(dirs[1], 'pglite'))}, { ${withServerSettings} });
await db.query('SELECT 1');`),
    );
    return { bare, bareFromTemplate, fresh, freshInitdb, reopened, bareReopened };
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.table(pgliteFloor());
