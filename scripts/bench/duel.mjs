// `node scripts/bench/duel.mjs <a/main.js> [b/main.js] [detail|profile|wallet]`: an A/B of two
// builds' CPU per request on a noisy machine. Both serve the same seeded read, pinned to one core
// and loaded at the same moment (from the other core), so whatever slows the core slows both and
// their req/s ratio is their cost ratio. A new pair of processes per PAIRS (4): one process keeps
// its speed for its whole life, up to a fifth off another's (A against A gives pairs from 0.84 to
// 0.99), so only many pairs tell a build from its luck. B defaults to apps/server/dist/main.js;
// build A into a copy of dist inside apps/server so its packages resolve.
// BENCH_DATABASE_URL: on PostgreSQL (a scratch database per process), else PGlite.
import { execFileSync } from 'node:child_process';
import { load } from './http.mjs';
import { scratchDatabase } from './scale.mjs';
import { api, fundWallet, mainJs, postJob, startServer, user } from './server.mjs';

const [scriptA, scriptB = mainJs, read = 'detail'] = process.argv.slice(2);
if (!scriptA) throw new Error('usage: duel.mjs <a/main.js> [b/main.js] [detail|profile|wallet]');
const pairs = Number(process.env.PAIRS ?? 4);
const geomean = (xs) => Math.exp(xs.reduce((sum, x) => sum + Math.log(x), 0) / xs.length);

/** A server of `script` with one Yasa given one job; pinned to CPU 1. */
async function contender(script) {
  const scratch = process.env.BENCH_DATABASE_URL
    ? await scratchDatabase(process.env.BENCH_DATABASE_URL)
    : undefined;
  const server = await startServer({ databaseUrl: scratch?.url, script });
  const jalu = await user(server.url, 'jalu', 1);
  const yasa = await user(server.url, 'yasa', 1);
  await fundWallet(server.url, jalu.token, 500_000_000);
  const job = await postJob(server.url, jalu.token, 1);
  await api(server.url, 'POST', `/workers/jobs/${job}`, { token: yasa.token });
  await api(server.url, 'PATCH', `/clients/jobs/${job}/${yasa.id}`, { token: jalu.token });
  execFileSync('taskset', ['-a', '-p', '-c', '1', String(server.pid)], { stdio: 'ignore' });
  const path = { detail: `/jobs/${job}`, profile: '/workers/profile', wallet: '/profile/wallet' }[
    read
  ];
  return {
    load: (seconds) =>
      load(
        { url: server.url + path, headers: { authorization: `Bearer ${yasa.token}` } },
        { seconds, connections: 25 },
      ),
    stop: async () => {
      await server.stop();
      await scratch?.drop();
    },
  };
}

// The load generators share this process: keep it off the servers' core.
execFileSync('taskset', ['-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
const perPair = [];
for (let pair = 0; pair < pairs; pair++) {
  // Which starts first alternates too.
  const started = pair % 2 ? [await contender(scriptB), await contender(scriptA)] : [];
  const [a, b] = started.length
    ? [started[1], started[0]]
    : [await contender(scriptA), await contender(scriptB)];
  try {
    await Promise.all([a.load(2), b.load(2)]);
    const ratios = [];
    for (let round = 0; round < 2; round++) {
      const [ra, rb] = await Promise.all([a.load(4), b.load(4)]);
      ratios.push(rb.rps / ra.rps);
    }
    perPair.push(geomean(ratios));
    console.info(`pair ${pair}: B/A ${ratios.map((r) => r.toFixed(3)).join(', ')}`);
  } finally {
    await a.stop();
    await b.stop();
  }
}
console.info(
  `B/A req/s over ${pairs} pairs: ${geomean(perPair).toFixed(3)} (pairs from ${Math.min(...perPair).toFixed(3)} to ${Math.max(...perPair).toFixed(3)})`,
);
