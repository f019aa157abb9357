// `node scripts/bench/pg-activity.mjs [seconds] [server url] [database LIKE pattern]`: what
// PostgreSQL's backends are busy with while a load runs elsewhere (a bench part, say): samples
// pg_stat_activity every ~5 ms and counts the active backends by statement and wait event
// ('cpu' when none), busiest first. The bench's scratch databases are `bantuin_bench_%`.
import pg from 'pg';

const seconds = Number(process.argv[2] ?? 20);
const client = new pg.Client({
  connectionString: process.argv[3] ?? process.env.BENCH_DATABASE_URL,
});
const databases = process.argv[4] ?? 'bantuin_bench_%';
await client.connect();
const counts = new Map();
let samples = 0;
const stopAt = Date.now() + seconds * 1000;
while (Date.now() < stopAt) {
  const { rows } = await client.query(
    `SELECT left(regexp_replace(query, '\\s+', ' ', 'g'), 100) AS statement,
       coalesce(wait_event_type || ':' || wait_event, 'cpu') AS waiting
     FROM pg_stat_activity
     WHERE state = 'active' AND pid <> pg_backend_pid() AND datname LIKE $1`,
    [databases],
  );
  samples++;
  for (const { statement, waiting } of rows) {
    const key = `${waiting.padEnd(20)} ${statement}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  await new Promise((resolve) => setTimeout(resolve, 5));
}
await client.end();
console.info(`${samples} samples in ${seconds} s; active backends by statement:`);
for (const [key, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.info(String(count).padStart(6), key);
