// `node scripts/bench/profile.mjs [path]`: loads one hot read for a while under
// `node --cpu-prof` and prints where the server's busy CPU went, by package and by function.
// BENCH_DATABASE_URL: on PostgreSQL (a scratch database), else PGlite.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load } from './http.mjs';
import { scratchDatabase } from './scale.mjs';
import { fundWallet, postJob, startServer, user } from './server.mjs';

const target = process.argv[2] ?? '/workers/jobs/worker';
const profDir = mkdtempSync(path.join(tmpdir(), 'bantuin-prof-'));
const scratch = process.env.BENCH_DATABASE_URL
  ? await scratchDatabase(process.env.BENCH_DATABASE_URL)
  : undefined;
const server = await startServer({
  databaseUrl: scratch?.url,
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profDir}`],
});
try {
  const jalu = await user(server.url, 'jalu', 1);
  const yasa = await user(server.url, 'yasa', 1);
  await fundWallet(server.url, jalu.token, 50_000_000);
  for (let i = 0; i < 200; i++) await postJob(server.url, jalu.token, i);
  const token = target.startsWith('/workers') ? yasa.token : jalu.token;
  const r = await load(
    { url: server.url + target, headers: { authorization: `Bearer ${token}` } },
    { seconds: Number(process.env.BENCH_SECONDS ?? 8), connections: 50 },
  );
  console.info(`${target}: ${r.rps} req/s, p99 ${r.p99} ms`);
} finally {
  await server.stop();
  await scratch?.drop();
}

const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
const profile = JSON.parse(readFileSync(path.join(profDir, file), 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
}
const bucket = (node) => {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName ? `(${functionName})` : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node core';
  return url.includes('/apps/server/')
    ? 'bantuin server'
    : url.includes('/packages/contract/')
      ? 'contract'
      : url;
};
const byBucket = new Map();
const byFunction = new Map();
let busy = 0;
let idle = 0;
for (const [id, time] of self) {
  const node = byId.get(id);
  const b = bucket(node);
  if (b === '((idle))' || b === '((program))') {
    idle += time;
    continue;
  }
  busy += time;
  byBucket.set(b, (byBucket.get(b) ?? 0) + time);
  const fn = `${node.callFrame.functionName || '(anonymous)'} ${b}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + time);
}
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, t]) => ({ name, '% of busy': +((100 * t) / busy).toFixed(1) }));
console.info(`server busy ${((100 * busy) / (busy + idle)).toFixed(1)} % of the profiled time`);
console.table(top(byBucket, 12));
console.table(top(byFunction, 15));
