// `node scripts/bench/ab-lists.mjs <a/main.js> <b/main.js>`: two server builds side by side on
// the reads no cache answers, each on a fresh scratch PostgreSQL database (BENCH_DATABASE_URL;
// else PGlite)
// seeded alike, in alternating rounds (ROUNDS, 2): sequential latency (median of 200) and
// 50-connection throughput (BENCH_SECONDS, 4) of `near=` from a new point per request and of
// the open list with OPEN_LIST_CACHE_MS=0, LIMIT (50) jobs a page, asked by one Yasa and by
// READERS (50) Yasa side by side. NODE_ARGS_A / NODE_ARGS_B:
// Node flags for one side instead of node-flags.json's (the same build twice, with and without).
import path from 'node:path';
import { load, randomJakartaPoint, readOptions } from './http.mjs';
import { scratchDatabase } from './scale.mjs';
import {
  api,
  fundWallet,
  nodeFlagsFor,
  openListReaders,
  postJob,
  startServer,
  user,
} from './server.mjs';

const builds = process.argv.slice(2).map((p) => path.resolve(p));
if (builds.length !== 2) throw new Error('usage: ab-lists.mjs <a/main.js> <b/main.js>');
// Without BENCH_DATABASE_URL: on PGlite (a new folder each).
const baseUrl = process.env.BENCH_DATABASE_URL;
const rounds = Number(process.env.ROUNDS ?? 2);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const sequential = Number(process.env.SEQUENTIAL ?? 200);
// LIMIT: the page size asked for (the API's default, 50; the web app asks for 12).
const pageSize = Number(process.env.LIMIT ?? 50);

const nodeArgs = [process.env.NODE_ARGS_A, process.env.NODE_ARGS_B].map((args) =>
  args === undefined ? nodeFlagsFor(baseUrl) : args.split(' ').filter(Boolean),
);

async function measure(script, side) {
  const scratch = baseUrl ? await scratchDatabase(baseUrl) : undefined;
  const server = await startServer({
    databaseUrl: scratch?.url,
    script,
    nodeArgs: nodeArgs[side],
    env: { OPEN_LIST_CACHE_MS: '0' },
  });
  try {
    const jalu = await user(server.url, 'jalu', 1);
    const yasa = await user(server.url, 'yasa', 1);
    await fundWallet(server.url, jalu.token, 500_000_000);
    const jobs = [];
    for (let i = 0; i < 200; i++) jobs.push(await postJob(server.url, jalu.token, i));
    for (const job of jobs.slice(0, 30))
      await api(server.url, 'POST', `/workers/jobs/${job}`, { token: yasa.token });
    const list = `/workers/jobs/worker?limit=${pageSize}`;
    // READERS (50): Yasa reading the open list side by side, each applied for two new jobs.
    const tokens = await openListReaders(
      server.url,
      yasa.token,
      jobs,
      Number(process.env.READERS ?? 50),
    );
    const reads = {
      'near=, new point': {
        path: list,
        token: yasa.token,
        pathPerRequest: () => `${list}&near=${randomJakartaPoint()}`,
      },
      'open list': { path: list, token: yasa.token },
      [`open list, ${tokens.length} Yasa`]: { path: list, token: yasa.token, tokens },
    };
    const out = {};
    for (const [name, read] of Object.entries(reads)) {
      const times = [];
      for (let i = 0; i < sequential; i++) {
        const t0 = performance.now();
        const res = await fetch(server.url + (read.pathPerRequest?.() ?? read.path), {
          headers: { authorization: `Bearer ${read.token}` },
        });
        await res.arrayBuffer();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      await load(readOptions(server.url, read), { seconds: 1, connections: 50 });
      const r = await load(readOptions(server.url, read), { seconds, connections: 50 });
      out[name] = {
        'median ms (one at a time)': +times[times.length >> 1].toFixed(2),
        'req/s': r.rps,
        'p99 ms': r.p99,
      };
    }
    return out;
  } finally {
    await server.stop();
    await scratch?.drop();
  }
}

const rows = [];
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? [0, 1] : [1, 0];
  for (const i of order)
    for (const [read, r] of Object.entries(await measure(builds[i], i)))
      rows.push({ round, build: i === 0 ? 'a' : 'b', read, ...r });
}
console.info(`a: ${builds[0]}\nb: ${builds[1]}`);
console.table(rows);
