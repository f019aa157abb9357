// EXPLAIN ANALYZE of every list query, exactly as the repository builds it, on a PostgreSQL
// database grown to N jobs shaped like scale.mjs seeds them (kept between runs; migrations run
// first, so a new migration is also tried on the big table).
//   npx tsx --conditions=source scripts/bench/explain-lists.ts postgres://…/bantuin_explain 1000000
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client.js';
import * as schema from '../../apps/server/src/db/schema.js';
import {
  listJobEntries,
  listOpenJobEntriesSoonest,
  listOpenJobEntriesNear,
  jobIsIn,
  jobStateIs,
} from '../../apps/server/src/modules/jobs/repository.js';
// @ts-expect-error plain JavaScript bench helper
import { growJobs } from './scale.mjs';

const [url, size = '1000000'] = process.argv.slice(2);
if (!url) throw new Error('usage: explain-lists.ts <database url> [jobs]');
const name = new URL(url).pathname.slice(1);
const admin = new pg.Client({
  connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
});
await admin.connect();
const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
if (!exists.rowCount) await admin.query(`CREATE DATABASE ${name}`);
await admin.end();

const handle = await openDatabase({ databaseUrl: url, dataDir: '' });
const client = new pg.Client({ connectionString: url });
await client.connect();
const heavy = await client.query(
  `WITH u AS (INSERT INTO users (email, phone_number, password_hash, role)
     VALUES ('seed-heavy@contoh.id', '+62heavy', 'not-a-hash', 'jalu')
     ON CONFLICT (email) DO UPDATE SET email = excluded.email RETURNING id)
   INSERT INTO profiles (user_id, name) SELECT id, 'Jalu sibuk' FROM u
   ON CONFLICT (user_id) DO UPDATE SET name = excluded.name RETURNING user_id`,
);
const heavyClientId: string = heavy.rows[0].user_id;
const started = performance.now();
await growJobs(client, Number(size), { heavyClientId });
console.info(`jobs: ${size}, grown in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const { rows: worker } = await client.query(
  `SELECT worker_id FROM jobs WHERE worker_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
);

// Every statement the repository sends, to EXPLAIN afterwards with the same parameters.
let captured: { query: string; params: unknown[] }[] = [];
const db = drizzle({
  client: handle.pool!,
  schema,
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
}) as unknown as Database;

const open = { name: 'open', where: jobStateIs('open') };
const active = {
  name: 'explain_active',
  where: and(
    eq(schema.jobs.clientId, heavyClientId),
    jobIsIn(['open', 'assigned', 'worker_confirmed', 'disputed']),
  )!,
};
const assigned = {
  name: 'explain_assigned',
  where: and(
    eq(schema.jobs.workerId, worker[0].worker_id),
    jobIsIn(['assigned', 'worker_confirmed', 'disputed']),
  )!,
};
const jakarta = { lat: -6.2, lng: 106.8 };
const sea = { lat: -4, lng: 130 }; // the Banda Sea: the nearest jobs are hundreds of km away
type Page = { limit: number; cursor?: string; category?: string };
// As the service reads them: open lists with their waiting counts and what one Yasa applied
// for, active orders with their waiting counts.
const yasa = { readers: [worker[0].worker_id as string] };
// The open lists read entries (their answers come from answer-cards.ts); the others read views.
const lists: [string, (page: Page) => Promise<{ id: string }[]>, Page?][] = [
  ['open newest', (p) => listJobEntries(db, open, p, yasa)],
  [
    'open newest Bebersih',
    (p) => listJobEntries(db, open, p, yasa),
    { limit: 50, category: 'Bebersih' },
  ],
  ['open soonest', (p) => listOpenJobEntriesSoonest(db, p, yasa)],
  [
    'open soonest Bebersih',
    (p) => listOpenJobEntriesSoonest(db, p, yasa),
    { limit: 50, category: 'Bebersih' },
  ],
  ['near Jakarta', (p) => listOpenJobEntriesNear(db, jakarta, p, yasa)],
  [
    'near Jakarta Bebersih',
    (p) => listOpenJobEntriesNear(db, jakarta, p, yasa),
    { limit: 50, category: 'Bebersih' },
  ],
  ['near the Banda Sea', (p) => listOpenJobEntriesNear(db, sea, p, yasa)],
  ['active orders (Jalu)', (p) => listJobEntries(db, active, p, {})],
  ['assigned jobs (Yasa)', (p) => listJobEntries(db, assigned, p, {})],
];
for (const [label, list, page = { limit: 50 }] of lists) {
  const first = await list(page);
  const cursor = first.at(-1)?.id;
  for (const [which, p] of [
    ['first page', page],
    ['page 2', { ...page, cursor }],
  ] as const) {
    if (which === 'page 2' && !cursor) continue;
    captured = [];
    await list(p);
    for (const { query, params } of captured) {
      const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params);
      console.info(`\n=== ${label}, ${which}`);
      console.info(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  }
}
await client.end();
await handle.close();
