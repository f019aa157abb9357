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
    await client.query(`CREATE TABLE ${TABLE} (n int PRIMARY KEY, body text NOT NULL)`);
    await client.query(
      `INSERT INTO ${TABLE} (n, body) SELECT * FROM unnest($1::int[], $2::text[])`,
      [jobs.map((_, i) => i), jobs.map((job) => JSON.stringify(job))],
    );
    await client.query(`ANALYZE ${TABLE}`);
  } finally {
    await client.end();
  }
}

/** The floor server in a process of its own, with a pool as large as Bantuin's (10). */
export const startDatabaseFloor = (databaseUrl) =>
  startChild(new URL(import.meta.url).pathname, ['serve', databaseUrl]);

/** The reads to measure against it: the API's page (50) and the app's (12). */
export const databaseFloorReads = (appPage) =>
  [50, appPage].map((limit) => ({
    name: `floor: ${limit} pre-rendered rows, one statement`,
    path: `/floor?limit=${limit}`,
  }));

if (process.argv[2] === 'serve') {
  const pool = new pg.Pool({ connectionString: process.argv[3], max: 10 });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://floor');
    if (url.pathname !== '/floor') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    pool
      .query({
        name: 'floor-page',
        text: `SELECT body FROM ${TABLE} ORDER BY n LIMIT $1`,
        values: [Number(url.searchParams.get('limit') ?? 50)],
      })
      .then(({ rows }) => {
        const body = Buffer.from(`[${rows.map((row) => row.body).join(',')}]`);
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
