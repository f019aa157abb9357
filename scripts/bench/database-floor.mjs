// The floor of a list read from PostgreSQL: the open list's own jobs, each stored already
// rendered (its JSON), and a bare node:http server answering `GET /floor?limit=N` with one named
// statement (the first N rows by key, an index scan) joined into the page: no joins, no
// per-reader marks, no mapping or presenting. No list Bantuin reads from the database can beat
// it, so its ratio to the bare server, measured in the same run, is what issue 31's uncached
// target stands against (`uncachedFloor` in bench-results.json).
import http from 'node:http';
import pg from 'pg';
import { startChild } from './child.mjs';

const TABLE = 'bench_database_floor';

/** Stores `jobs` (the open list's page, parsed) in the scratch database, each as its JSON. */
export async function seedDatabaseFloor(databaseUrl, jobs) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP TABLE IF EXISTS ${TABLE}`);
    await client.query(
      `CREATE TABLE ${TABLE} (n int PRIMARY KEY, body text NOT NULL, job_id uuid NOT NULL,
         client_id uuid NOT NULL)`,
    );
    await client.query(
      `INSERT INTO ${TABLE} (n, body, job_id, client_id)
       SELECT f.n, f.body, j.id, j.client_id
       FROM unnest($1::int[], $2::text[], $3::uuid[]) AS f(n, body, job_id)
       JOIN jobs j ON j.id = f.job_id`,
      [jobs.map((_, i) => i), jobs.map((job) => JSON.stringify(job)), jobs.map((job) => job._id)],
    );
    await client.query(`ANALYZE ${TABLE}`);
  } finally {
    await client.end();
  }
}

/**
 * The floor server in a process of its own, with a pool as large as Bantuin's (10); `readerId`:
 * the Yasa whose marks `/floor-marked` reads.
 */
export const startDatabaseFloor = (databaseUrl, readerId) =>
  startChild(new URL(import.meta.url).pathname, ['serve', databaseUrl, readerId]);

/** The reads to measure against it: the API's page (50) and the app's (12). */
export const databaseFloorReads = (appPage) =>
  [50, appPage].flatMap((limit) => [
    { name: `floor: ${limit} pre-rendered rows, one statement`, path: `/floor?limit=${limit}` },
    {
      name: `floor: ${limit} pre-rendered rows + the reader's marks`,
      path: `/floor-marked?limit=${limit}`,
    },
  ]);

const PLAIN = `SELECT body FROM ${TABLE} ORDER BY n LIMIT $1`;
// The per-job probes of the open list's statement (jobs/repository.ts, countColumns).
const MARKED = `SELECT f.body,
    (SELECT count(*)::int FROM job_applications w
      WHERE w.job_id = f.job_id AND w.withdrawn_at IS NULL AND w.backed_out_at IS NULL) AS waiting,
    (SELECT CASE WHEN a.backed_out_at IS NULL THEN 'applied' ELSE 'backed_out' END
      FROM job_applications a
      WHERE a.job_id = f.job_id AND a.worker_id = $2::uuid AND a.withdrawn_at IS NULL) AS applied
  FROM ${TABLE} f
  WHERE NOT EXISTS (SELECT 1 FROM blocks b
    WHERE (b.blocker_id = $2::uuid AND b.blocked_id = f.client_id)
       OR (b.blocker_id = f.client_id AND b.blocked_id = $2::uuid))
  ORDER BY f.n LIMIT $1`;

/** A job's bytes with its waiting count and the reader's mark written in, as a page shows them. */
const marked = (row) =>
  `${row.body.slice(0, -1)},"waiting":${row.waiting}${row.applied ? `,"applied":"${row.applied}"` : ''}}`;

if (process.argv[2] === 'serve') {
  const pool = new pg.Pool({ connectionString: process.argv[3], max: 10 });
  const readerId = process.argv[4];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://floor');
    const withMarks = url.pathname === '/floor-marked';
    if (url.pathname !== '/floor' && !withMarks) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    const limit = Number(url.searchParams.get('limit') ?? 50);
    pool
      .query(
        withMarks
          ? { name: 'floor-marked', text: MARKED, values: [limit, readerId] }
          : { name: 'floor-page', text: PLAIN, values: [limit] },
      )
      .then(({ rows }) => {
        const jobs = withMarks ? rows.map(marked) : rows.map((row) => row.body);
        const body = Buffer.from(`[${jobs.join(',')}]`);
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': body.length,
        });
        res.end(body);
      })
      .catch((error) => res.writeHead(500).end(String(error)));
  });
  server.listen(0, '127.0.0.1', () => process.stdout.write(`port ${server.address().port}\n`));
}
