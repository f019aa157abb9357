// How each list's p99 grows with the table: jobs seeded straight in SQL (PostgreSQL only).
import pg from 'pg';
import { load, settle } from './http.mjs';

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
 * Grows `jobs` to `total` rows owned by another Jalu: 30% open (half around Jakarta, half
 * across Indonesia), 40% cancelled, 30% done by `workerId`, spread over a year.
 */
async function growJobs(client, total, { clientId, workerId }) {
  const { rows } = await client.query('SELECT count(*)::int AS n FROM jobs');
  const missing = total - rows[0].n;
  if (missing <= 0) return;
  await client.query(
    `INSERT INTO jobs (client_id, category_id, title, description, address, lat, lng, fee,
       admin_fee, status, worker_id, assigned_at, finished_at, cancelled_at, created_at)
     SELECT $1, c.id, 'Seeded ' || g, 'Pekerjaan contoh', 'Jl. Contoh ' || g,
       CASE WHEN g % 2 = 0 THEN -6.6 + random() * 0.7 ELSE -8 + random() * 13 END,
       CASE WHEN g % 2 = 0 THEN 106.4 + random() * 0.8 ELSE 95 + random() * 46 END,
       20000, 2000, s.status::job_status,
       CASE WHEN s.status = 'done' THEN $2::uuid END,
       CASE WHEN s.status = 'done' THEN now() END,
       CASE WHEN s.status = 'done' THEN now() END,
       CASE WHEN s.status = 'cancelled' THEN now() END,
       now() - random() * interval '365 days'
     FROM generate_series(1, $3::int) AS g
     CROSS JOIN LATERAL (SELECT CASE WHEN g % 10 < 3 THEN 'open' WHEN g % 10 < 7 THEN 'cancelled'
       ELSE 'done' END AS status) s
     CROSS JOIN LATERAL (SELECT id FROM categories ORDER BY id OFFSET (g % 2) LIMIT 1) c`,
    [clientId, workerId, missing],
  );
  await client.query('ANALYZE jobs');
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
        const headers = { authorization: `Bearer ${read.token}` };
        let best;
        for (let i = 0; i < settings.rounds; i++) {
          const r = await load({ url: serverUrl + read.path, headers }, settings);
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
