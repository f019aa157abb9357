// Whether each list's prepared statement runs a generic plan (planned once) or is planned anew
// on every execution (custom plans): pg_prepared_statements' counters after 20 executions on one
// connection, with the repository's own queries.
//   npx tsx --conditions=source scripts/bench/plan-cache.ts postgres://…/bantuin_explain
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/client.js';
import * as schema from '../../apps/server/src/db/schema.js';
import {
  listJobEntries,
  listJobViews,
  listOpenJobEntriesSoonest,
  listOpenJobEntriesNear,
  jobStateIs,
} from '../../apps/server/src/modules/jobs/repository.js';

// `generic`: the connection forces generic plans (plan_cache_mode), to compare.
const [url, mode] = process.argv.slice(2);
if (!url) throw new Error('usage: plan-cache.ts <database url> [generic]');
const pool = new pg.Pool({
  connectionString: url,
  max: 1,
  ...(mode === 'generic' ? { options: '-c plan_cache_mode=force_generic_plan' } : {}),
});
const db = drizzle({ client: pool, schema }) as unknown as Database;
const { rows } = await pool.query(`SELECT id FROM users WHERE role = 'yasa' LIMIT 1`);
const yasa = { readers: [rows[0].id as string] };
const open = { name: 'open', where: jobStateIs('open') };
const page = { limit: 50 };
for (let i = 0; i < 20; i++) {
  const here = { lat: -6.2 + (i % 7) / 50, lng: 106.8 + (i % 5) / 50 };
  await listJobEntries(db, open, page, yasa);
  await listJobViews(db, open, page, yasa);
  await listOpenJobEntriesSoonest(db, page, yasa);
  await listOpenJobEntriesNear(db, here, page, yasa);
}
// Time per call once warm, each list in turn (sequential: the database's latency).
const timings: Record<string, number> = {};
for (const [name, run] of [
  // The open lists read entries (answer-cards.ts holds the answers); whole views to compare.
  ['open newest', () => listJobEntries(db, open, page, yasa)],
  ['open newest, whole views', () => listJobViews(db, open, page, yasa)],
  ['open soonest', () => listOpenJobEntriesSoonest(db, page, yasa)],
  [
    'near',
    () => listOpenJobEntriesNear(db, { lat: -6.2 + Math.random() / 5, lng: 106.8 }, page, yasa),
  ],
] as const) {
  const t0 = performance.now();
  for (let i = 0; i < 200; i++) await run();
  timings[name] = +((performance.now() - t0) / 200).toFixed(3);
}
console.info('ms per call', timings);
const client = await pool.connect();
const stats = await client.query(
  'SELECT name, generic_plans, custom_plans FROM pg_prepared_statements ORDER BY name',
);
console.table(stats.rows);
client.release();
await pool.end();
