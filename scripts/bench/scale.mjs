// How each list's p99 grows with the table: jobs seeded straight in SQL (PostgreSQL only).
import pg from 'pg';
import { load, readOptions, settle } from './http.mjs';

/** A throw-away database on the bench PostgreSQL server; dropped by `drop()`. */
export async function scratchDatabase(baseUrl) {
  const name = `bantuin_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Indonesian cities a job may be in, with a weight ~ how many jobs they see (Jabodetabek most).
 * Jobs fall around a city's centre (normal, σ ≈ 9 km), never spread over the sea between.
 */
const CITIES = [
  ['Jakarta', -6.2088, 106.8456, 30],
  ['Tangerang', -6.1783, 106.6319, 6],
  ['Bekasi', -6.2383, 106.9756, 6],
  ['Depok', -6.4025, 106.7942, 5],
  ['Surabaya', -7.2575, 112.7521, 10],
  ['Bandung', -6.9175, 107.6191, 9],
  ['Medan', 3.5952, 98.6722, 7],
  ['Semarang', -6.9667, 110.4167, 5],
  ['Makassar', -5.1477, 119.4327, 5],
  ['Palembang', -2.9761, 104.7754, 4],
  ['Denpasar', -8.65, 115.2167, 3],
  ['Yogyakarta', -7.7956, 110.3695, 3],
  ['Malang', -7.9666, 112.6326, 3],
  ['Balikpapan', -1.2379, 116.8529, 2],
  ['Manado', 1.4748, 124.8421, 2],
  ['Pekanbaru', 0.5071, 101.4478, 2],
  ['Pontianak', -0.0263, 109.3425, 2],
  ['Banjarmasin', -3.3194, 114.5908, 2],
  ['Padang', -0.9471, 100.4172, 2],
  ['Jayapura', -2.5337, 140.7181, 1],
];

const cityValues = (() => {
  const total = CITIES.reduce((sum, c) => sum + c[3], 0);
  let low = 0;
  return CITIES.map(([, lat, lng, weight]) => {
    const high = low + weight / total;
    const row = `(${lat}, ${lng}, ${low}, ${high === 1 ? 1.0001 : high})`;
    low = high;
    return row;
  }).join(', ');
})();

/**
 * Grows `jobs` to `total` rows shaped like a year of a live marketplace: 2% open (posted in the
 * last week), 1.6% in progress, 70% done, the rest cancelled (a third after acceptance), 60%
 * Nitip, 70% with a time; posted by one Jalu per 50 jobs and done by one Yasa per 100 (users
 * seeded here too), around Indonesia's cities. `heavyClientId` (the Jalu whose active orders
 * are measured) posted 0.5% of them: its history grows with the table.
 */
export async function growJobs(client, total, { heavyClientId }) {
  const { rows } = await client.query('SELECT count(*)::int AS n FROM jobs');
  const missing = total - rows[0].n;
  if (missing <= 0) return;
  const batch = `${total}x${Date.now()}`;
  for (const [role, perJobs] of [
    ['jalu', 50],
    ['yasa', 100],
  ]) {
    await client.query(
      `WITH u AS (
         INSERT INTO users (email, phone_number, password_hash, role)
         SELECT 'seed-' || $1 || '-' || $2 || '-' || g || '@contoh.id', '+62' || $2 || $1 || g,
           'not-a-hash', $1::role
         FROM generate_series(1, $3::int) AS g RETURNING id)
       INSERT INTO profiles (user_id, name) SELECT id, 'Pengguna contoh' FROM u`,
      [role, batch, Math.ceil(missing / perJobs)],
    );
  }
  const { rows: counted } = await client.query(
    `SELECT count(*) FILTER (WHERE email LIKE 'seed-jalu-%')::int AS jalu,
       count(*) FILTER (WHERE email LIKE 'seed-yasa-%')::int AS yasa FROM users`,
  );
  const people = counted[0];
  await client.query(
    `WITH cities(lat, lng, low, high) AS (VALUES ${cityValues}),
       -- Numbered, to pick one at random by a hash join (an array would be copied per row).
       jalus AS (SELECT row_number() OVER () AS n, id FROM users WHERE email LIKE 'seed-jalu-%'),
       yasas AS (SELECT row_number() OVER () AS n, id FROM users WHERE email LIKE 'seed-yasa-%'),
       r AS (
         SELECT g, random() AS state, random() AS city, random() AS age, random() AS u1,
           random() AS u2, random() AS category, random() AS timed, random() AS owner,
           random() AS pick, random() AS taken, random() AS who
         FROM generate_series(1, $2::int) AS g),
       s AS (
         SELECT r.*, CASE WHEN state < 0.02 THEN 'open' WHEN state < 0.03 THEN 'assigned'
           WHEN state < 0.035 THEN 'worker_confirmed' WHEN state < 0.036 THEN 'disputed'
           WHEN state < 0.736 THEN 'done' ELSE 'cancelled' END AS status
         FROM r),
       t AS (
         SELECT s.*, now() - age * CASE WHEN status = 'open' THEN interval '7 days'
           WHEN status IN ('assigned', 'worker_confirmed', 'disputed') THEN interval '14 days'
           ELSE interval '365 days' END AS created,
           status NOT IN ('open', 'cancelled') OR (status = 'cancelled' AND taken < 0.3) AS has_worker
         FROM s)
     INSERT INTO jobs (client_id, category_id, title, description, address, lat, lng, fee,
       admin_fee, status, worker_id, assigned_at, worker_confirmed_at, finished_at, cancelled_at,
       scheduled_at, created_at)
     SELECT CASE WHEN owner < 0.005 THEN $1::uuid
         ELSE jalus.id END,
       CASE WHEN category < 0.6 THEN '00000000-0000-4000-8000-0000000c0002'::uuid
         ELSE '00000000-0000-4000-8000-0000000c0001'::uuid END,
       'Pekerjaan contoh ' || g, 'Pekerjaan contoh', 'Jl. Contoh ' || g,
       -- Box–Muller: a normal offset of σ 0.08° (≈ 9 km) around the city's centre.
       c.lat + 0.08 * sqrt(-2 * ln(1 - u1)) * cos(2 * pi() * u2),
       c.lng + 0.08 * sqrt(-2 * ln(1 - u1)) * sin(2 * pi() * u2),
       20000, 2000, t.status::job_status,
       CASE WHEN has_worker THEN yasas.id END,
       CASE WHEN has_worker THEN created + interval '1 hour' END,
       CASE WHEN t.status IN ('worker_confirmed', 'disputed', 'done')
         THEN created + interval '5 hours' END,
       CASE WHEN t.status = 'done' THEN created + interval '1 day' END,
       CASE WHEN t.status = 'cancelled' THEN created + interval '2 hours' END,
       CASE WHEN timed < 0.7 THEN created + timed * interval '10 days' END,
       created
     FROM t JOIN cities c ON t.city >= c.low AND t.city < c.high
     JOIN jalus ON jalus.n = 1 + floor(t.pick * $3)::int
     JOIN yasas ON yasas.n = 1 + floor(t.who * $4)::int`,
    [heavyClientId, missing, people.jalu, people.yasa],
  );
  // A table in steady state, as in production: freshly bulk-loaded rows would make the first
  // reads set hint bits and race autovacuum (the first list measured after seeding 1M rows had
  // a p99 ten times the others').
  await client.query('VACUUM (ANALYZE) jobs');
  await client.query('CHECKPOINT');
  await client.query('ANALYZE');
}

/** p99 of each list at each table size; `reads(url)` names the paths (refetched per size). */
export async function scaling({ databaseUrl, serverUrl, sizes, owners, reads, settings }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const rows = [];
  try {
    for (const size of sizes) {
      const started = performance.now();
      await growJobs(client, size, owners);
      const seedSeconds = +((performance.now() - started) / 1000).toFixed(1);
      for (const read of await reads(serverUrl)) {
        let best;
        for (let i = 0; i < settings.rounds; i++) {
          const r = await load(readOptions(serverUrl, read), settings);
          await settle(serverUrl);
          if (!best || r.p99 < best.p99) best = r;
        }
        rows.push({ jobs: size, read: read.name, seedSeconds, ...best });
      }
    }
  } finally {
    await client.end();
  }
  return rows;
}
