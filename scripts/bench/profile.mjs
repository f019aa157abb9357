// `node scripts/bench/profile.mjs [path]`: loads one hot read for a while under
// `node --cpu-prof` and prints where the server's busy CPU went, by package and by function.
// `node scripts/bench/profile.mjs chat`: chat instead (BENCH_CHAT_ROOMS, BENCH_CHAT_RATE).
// `node scripts/bench/profile.mjs post`: one Jalu posting Nitip jobs, as the bench does.
// `node scripts/bench/profile.mjs kabar` (PostgreSQL): one job near BENCH_KABAR_NEAR (10,000)
// opted-in Yasa, from the post until the push service has every push.
// `near-random`: `near=` from a different point around Jakarta for every request (no cache hit).
// `/jobs/:assigned` (the bench's 'job detail'): the last job is given to the Yasa, who reads it.
// BENCH_DATABASE_URL: on PostgreSQL (a scratch database), else PGlite.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chatLoad, chatRooms } from './chat.mjs';
import {
  nearbyDelivery,
  openClient,
  richJalu,
  seedOptedInYasa,
  startCountingPushService,
} from './kabar.mjs';
import { load, postingLoad, randomJakartaPoint, readOptions } from './http.mjs';
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

const target = process.argv[2] ?? '/workers/jobs/worker';
const profDir = mkdtempSync(path.join(tmpdir(), 'bantuin-prof-'));
const scratch = process.env.BENCH_DATABASE_URL
  ? await scratchDatabase(process.env.BENCH_DATABASE_URL)
  : undefined;
const server = await startServer({
  databaseUrl: scratch?.url,
  nodeArgs: [...nodeFlagsFor(scratch?.url), '--cpu-prof', `--cpu-prof-dir=${profDir}`],
  env:
    target === 'kabar'
      ? { PUSH_ENDPOINT_ALLOWLIST: '127.0.0.1', NOTIFICATION_POLL_SECONDS: '0.5' }
      : {},
});
/** The load's span on the monotonic clock V8's profile timestamps use (µs): setup left out. */
const loadSpan = { from: 0, to: Infinity };
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);
try {
  if (target === 'chat') {
    const rooms = Number(process.env.BENCH_CHAT_ROOMS ?? 500);
    const rate = Number(process.env.BENCH_CHAT_RATE ?? 500);
    const chatRoomList = await chatRooms(server.url, rooms, rate);
    const r = await chatLoad({
      urls: [server.url],
      rooms: chatRoomList,
      rate,
      seconds: Number(process.env.BENCH_SECONDS ?? 8),
      onSending: () => (loadSpan.from = nowMicros()),
    });
    loadSpan.to = nowMicros();
    console.info(`chat: ${JSON.stringify(r)}`);
  } else if (target === 'kabar') {
    if (!scratch) throw new Error('kabar: set BENCH_DATABASE_URL (PostgreSQL)');
    const push = await startCountingPushService();
    const client = await openClient(scratch.url);
    try {
      const near = Number(process.env.BENCH_KABAR_NEAR ?? 10_000);
      const jalu = await richJalu(server.url, 1);
      await seedOptedInYasa(client, { count: near, near, pushOrigin: push.origin, tag: 'prof' });
      loadSpan.from = nowMicros();
      const r = await nearbyDelivery({
        url: server.url,
        client,
        push,
        jaluToken: jalu.token,
        near,
      });
      loadSpan.to = nowMicros();
      console.info(`kabar: ${JSON.stringify(r)}`);
    } finally {
      await client.end();
      await push.close();
    }
  } else {
    await profileRead();
  }
} finally {
  await server.stop();
  await scratch?.drop();
}

async function profileRead() {
  const jalu = await user(server.url, 'jalu', 1);
  const yasa = await user(server.url, 'yasa', 1);
  // Enough for the posts of a whole profile run (22,000 each).
  await fundWallet(server.url, jalu.token, 500_000_000);
  const jobs = [];
  for (let i = 0; i < 200; i++) jobs.push(await postJob(server.url, jalu.token, i));
  const last = jobs.at(-1);
  // READERS: that many Yasa reading side by side (each request the next), each applied for two
  // of the newest jobs; else one Yasa makes every request.
  const readers = (
    await openListReaders(server.url, yasa.token, jobs, Number(process.env.READERS ?? 1))
  ).slice(1);
  let readPath = target;
  if (target.includes(':assigned')) {
    await api(server.url, 'POST', `/workers/jobs/${last}`, { token: yasa.token });
    await api(server.url, 'PATCH', `/clients/jobs/${last}/${yasa.id}`, { token: jalu.token });
    readPath = target.replace(':assigned', last);
  }
  const asYasa = readPath.startsWith('/workers') || readPath !== target || target === 'near-random';
  const token = asYasa ? yasa.token : jalu.token;
  loadSpan.from = nowMicros();
  const r = await load(
    target === 'post'
      ? postingLoad(server.url, [token]).options
      : target === 'near-random'
        ? readOptions(server.url, {
            path: '/workers/jobs/worker',
            token,
            pathPerRequest: () => `/workers/jobs/worker?near=${randomJakartaPoint()}`,
          })
        : readOptions(server.url, {
            path: readPath,
            token,
            ...(asYasa && readers.length ? { tokens: [token, ...readers] } : {}),
          }),
    {
      seconds: Number(process.env.BENCH_SECONDS ?? 8),
      connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
    },
  );
  loadSpan.to = nowMicros();
  console.info(`${target}: ${r.rps} req/s, p99 ${r.p99} ms`);
}

const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
const profile = JSON.parse(readFileSync(path.join(profDir, file), 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
let sampledAt = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  sampledAt += dt[i] ?? 0;
  if (sampledAt < loadSpan.from || sampledAt > loadSpan.to) continue;
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
  if (b === '((idle))') idle += time;
  if (b === '((idle))' || b === '((program))') continue;
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
console.info(
  `${path.join(profDir, file)} (load from ${loadSpan.from} to ${loadSpan.to} µs): ${Math.round(busy / 1000)} ms busy, ${Math.round(idle / 1000)} ms idle`,
);
console.table(top(byBucket, 12));
console.table(top(byFunction, 15));
