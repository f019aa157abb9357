// `npm run bench`: the hot reads, posting a job and chat under load, each against a bare
// baseline measured in the same run (alternating rounds, the better of each), on PGlite and,
// with BENCH_DATABASE_URL, on PostgreSQL (plus the 1k → 1M scaling and two chat processes);
// start-up time, memory and the web bundle. Loopback only; every loop bounded in count and time.
// BENCH_SHORT=1: a quick pass (2 s loads, 50 chat rooms, 1k → 20k jobs).
// Kabar (PostgreSQL): posting with 10k opted-in Yasa near, their alerts' delivery times, and
// choosing who is near at 1k → 1M Yasa (BENCH_KABAR_SCALE, BENCH_KABAR_NEAR).
// BENCH_ONLY=reads,uncached,post,chat,scale,kabar,startup,lighthouse (all by default) picks the parts; the
// bundle sizes are always measured. BENCH_ONLY=lighthouse: the bundle and Lighthouse only.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleSizes } from './bench/bundle.mjs';
import { bareChat, chatLoad, chatRooms } from './bench/chat.mjs';
import {
  databaseFloorReads,
  seedDatabaseFloor,
  startDatabaseFloor,
} from './bench/database-floor.mjs';
import { lighthousePages, lighthouseServerEnv, pageOrigin } from './bench/lighthouse.mjs';
import {
  nearbyDelivery,
  nearbyScaling,
  openClient,
  richJalu,
  seedOptedInYasa,
  startCountingPushService,
} from './bench/kabar.mjs';
import { postVersusHealth, randomJakartaPoint, readsVersusBare } from './bench/http.mjs';
import { rssMiB } from './bench/memory.mjs';
import { pgliteFloor } from './bench/pglite-floor.mjs';
import { scaling, scratchDatabase } from './bench/scale.mjs';
import {
  api,
  fundWallet,
  newDataDir,
  openListReaders,
  postJob,
  root,
  startServer,
  user,
} from './bench/server.mjs';

const short = process.env.BENCH_SHORT === '1';
const numberEnv = (name, fallback) => Number(process.env[name] ?? fallback);
const settings = {
  seconds: numberEnv('BENCH_SECONDS', short ? 2 : 5),
  rounds: Math.max(2, numberEnv('BENCH_ROUNDS', 2)),
  connections: numberEnv('BENCH_CONNECTIONS', 50),
};
const chatSettings = {
  rooms: numberEnv('BENCH_CHAT_ROOMS', short ? 50 : 500),
  rate: numberEnv('BENCH_CHAT_RATE', short ? 100 : 500),
  seconds: numberEnv('BENCH_CHAT_SECONDS', short ? 3 : 10),
  warmUp: numberEnv('BENCH_CHAT_WARMUP', short ? 1 : 2),
};
const sizes = (process.env.BENCH_SCALE ?? (short ? '1000,20000' : '1000,1000000'))
  .split(',')
  .map(Number);
const kabarSizes = (process.env.BENCH_KABAR_SCALE ?? (short ? '1000,20000' : '1000,1000000'))
  .split(',')
  .map(Number);
const kabarNear = numberEnv('BENCH_KABAR_NEAR', short ? 2000 : 10_000);
const databaseParts = ['reads', 'uncached', 'post', 'chat', 'scale', 'kabar', 'startup'];
const only = new Set(
  (process.env.BENCH_ONLY ?? [...databaseParts, 'lighthouse'].join(',')).split(','),
);
const lighthouseRuns = numberEnv('BENCH_LIGHTHOUSE_RUNS', short ? 1 : 3);
const pgUrl = process.env.BENCH_DATABASE_URL;

const fmt = (r) => `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors`;

/**
 * One Jalu with 200 Nitip jobs (one given to the Yasa), one Yasa who applied for 30 of them (a
 * page of 'Lamaran Saya', and of the Jalu's notifications); the reads to measure.
 */
async function seed(url) {
  const jalu = await user(url, 'jalu', 1);
  const yasa = await user(url, 'yasa', 1);
  await fundWallet(url, jalu.token, 500_000_000);
  let last;
  const posted = [];
  for (let i = 0; i < 200; i++) posted.push((last = await postJob(url, jalu.token, i)));
  for (const job of posted.slice(0, 30))
    await api(url, 'POST', `/workers/jobs/${job}`, { token: yasa.token });
  await api(url, 'POST', `/workers/jobs/${last}`, { token: yasa.token });
  await api(url, 'PATCH', `/clients/jobs/${last}/${yasa.id}`, { token: jalu.token });
  return { jalu, yasa, assignedJob: last, posted };
}

/**
 * `count` more Yasa reading the open list side by side, as real ones do (each request as the
 * next of them): each applied for two of the newest jobs (not the one given), so each sees other marks.
 */
const openListReadersOf = (url, { yasa, posted }) => openListReaders(url, yasa.token, posted, 50);

/** `count` Jalus with funded wallets, for posting side by side. */
async function postingJalus(url, count) {
  const tokens = [];
  for (let i = 0; i < count; i++) {
    const jalu = await user(url, 'jalu', 100 + i);
    await fundWallet(url, jalu.token, 500_000_000);
    tokens.push(jalu.token);
  }
  return tokens;
}

/** The page the web app asks for (apps/web's OPEN_JOBS_PAGE_SIZE and the other lists'). */
const APP_PAGE = 12;

async function hotReads(url, { jalu, yasa, assignedJob }) {
  const near = '/workers/jobs/worker?near=-6.2,106.8';
  const firstNear = await api(url, 'GET', near, { token: yasa.token });
  return [
    { name: 'open jobs', path: '/workers/jobs/worker', token: yasa.token },
    { name: 'open jobs near= (one point: cached)', path: near, token: yasa.token },
    {
      // Every Yasa stands somewhere else: a new point each request, which no cache answers.
      name: 'open jobs near=, a new point each request',
      path: near,
      pathPerRequest: () => `/workers/jobs/worker?near=${randomJakartaPoint()}`,
      token: yasa.token,
    },
    {
      // The same, at the page the web app asks for (OPEN_JOBS_PAGE_SIZE); the API's default is 50.
      name: `open jobs near=, a new point each request, ${APP_PAGE} a page`,
      path: `${near}&limit=${APP_PAGE}`,
      pathPerRequest: () => `/workers/jobs/worker?limit=${APP_PAGE}&near=${randomJakartaPoint()}`,
      token: yasa.token,
    },
    {
      name: 'open jobs near= page 2',
      path: `${near}&cursor=${firstNear.at(-1)._id}`,
      token: yasa.token,
    },
    { name: 'active orders', path: '/clients/jobs/active', token: jalu.token },
    { name: 'job detail', path: `/jobs/${assignedJob}`, token: yasa.token },
    { name: 'profile', path: '/clients/profile', token: jalu.token },
    { name: 'wallet', path: '/profile/wallet', token: jalu.token },
  ];
}

/**
 * The other open-list queries a Yasa makes: a next page (newest first, of a category) and the
 * soonest-first sort, first page and next.
 */
async function uncachedOpenPages(url, token) {
  const list = '/workers/jobs/worker';
  const nextPage = async (path) => {
    const first = await api(url, 'GET', path, { token });
    return `${path}${path.includes('?') ? '&' : '?'}cursor=${first.at(-1)._id}`;
  };
  const soonest = `${list}?sort=soonest`;
  return [
    { name: 'open jobs page 2', path: await nextPage(list), token },
    { name: 'open jobs Nitip page 2', path: await nextPage(`${list}?category=Nitip`), token },
    { name: 'open jobs soonest', path: soonest, token },
    { name: 'open jobs soonest page 2', path: await nextPage(soonest), token },
  ];
}

/**
 * Every list as read with the read cache off (`OPEN_LIST_CACHE_MS=0`): each request is the
 * database's work. Page 2 of the open list, a category, `soonest`, active orders, 'Lamaran Saya',
 * the notifications list.
 */
async function uncachedLists(url, people) {
  const { jalu, yasa } = people;
  const list = '/workers/jobs/worker';
  const first = await api(url, 'GET', list, { token: yasa.token });
  // The open lists as 50 Yasa read them at once (each request the next one); one Yasa making
  // every request, as this row measured before 2026-11-29, is kept beside them.
  const tokens = await openListReadersOf(url, people);
  return [
    { name: 'open jobs', path: list, tokens },
    { name: 'open jobs, one Yasa', path: list, token: yasa.token },
    { name: 'open jobs page 2', path: `${list}?cursor=${first.at(-1)._id}`, tokens },
    { name: 'open jobs Nitip', path: `${list}?category=Nitip`, tokens },
    { name: 'open jobs soonest', path: `${list}?sort=soonest`, tokens },
    { name: 'active orders', path: '/clients/jobs/active', token: jalu.token },
    { name: 'Lamaran Saya', path: '/workers/applications', token: yasa.token },
    { name: 'notifications', path: '/notifications', token: jalu.token },
    // As the web app asks (12 a page): the rows above use the API's default page of 50.
    { name: `open jobs, ${APP_PAGE} a page`, path: `${list}?limit=${APP_PAGE}`, tokens },
    {
      name: `active orders, ${APP_PAGE} a page`,
      path: `/clients/jobs/active?limit=${APP_PAGE}`,
      token: jalu.token,
    },
    {
      name: `Lamaran Saya, ${APP_PAGE} a page`,
      path: `/workers/applications?limit=${APP_PAGE}`,
      token: yasa.token,
    },
  ];
}

const readsTable = (reads) =>
  reads.map((r) => ({
    read: r.read,
    bytes: r.bytes,
    'Bantuin req/s': r.bantuin.rps,
    'p50 ms': r.bantuin.p50,
    'p99 ms': r.bantuin.p99,
    errors: r.bantuin.errors,
    'bare req/s': r.bare.rps,
    'bare p99 ms': r.bare.p99,
    ratio: r.ratio,
  }));

async function benchDatabase(kind) {
  const scratch = kind === 'postgres' ? await scratchDatabase(pgUrl) : undefined;
  const dataDir = newDataDir();
  const result = { database: kind };
  const onSeededData = () => startServer({ databaseUrl: scratch?.url, dataDir, keepData: true });
  let server = await onSeededData();
  result.freshStartMs = server.startMs;
  result.rssAfterFreshStartMiB = rssMiB(server.pid);
  let second;
  try {
    const people = await seed(server.url);
    if (only.has('reads')) {
      const reads = await hotReads(server.url, people);
      // Each round on a process of its own (PGlite's folder takes one process at a time).
      await server.stop();
      server = undefined;
      result.reads = await readsVersusBare(reads, settings, onSeededData);
      server = await onSeededData();
      console.info(
        `\n${kind}: hot reads, ${settings.connections} connections, best of ${settings.rounds}`,
      );
      console.table(readsTable(result.reads));
    }
    if (only.has('uncached')) {
      const lists = await uncachedLists(server.url, people);
      await server.stop();
      server = undefined;
      result.uncachedReads = await readsVersusBare(lists, settings, () =>
        startServer({
          databaseUrl: scratch?.url,
          dataDir,
          keepData: true,
          env: { OPEN_LIST_CACHE_MS: '0' },
        }),
      );
      server = await onSeededData();
      console.info(`\n${kind}: every list uncached (OPEN_LIST_CACHE_MS=0)`);
      console.table(readsTable(result.uncachedReads));
      if (kind === 'postgres') {
        // The cheapest page a database read can give, against the same bare server.
        const page = await api(server.url, 'GET', '/workers/jobs/worker', {
          token: people.yasa.token,
        });
        await seedDatabaseFloor(scratch.url, page);
        result.uncachedFloor = await readsVersusBare(databaseFloorReads(APP_PAGE), settings, () =>
          startDatabaseFloor(scratch.url, people.yasa.id),
        );
        console.info(`\n${kind}: the floor of a database read (scripts/bench/database-floor.mjs)`);
        console.table(readsTable(result.uncachedFloor));
      }
    }
    if (only.has('post')) {
      // The target: posts as a marketplace sees them, from many Jalus at once. One Jalu posting
      // on every connection is reported beside it: those posts queue for the one wallet row.
      const jalus = await postingJalus(server.url, settings.connections);
      result.post = await postVersusHealth(server.url, jalus, settings);
      result.postOneJalu = await postVersusHealth(server.url, [people.jalu.token], settings);
      for (const [label, r] of [
        [`${jalus.length} Jalus`, result.post],
        ['one Jalu', result.postOneJalu],
      ])
        console.info(
          `${kind}: POST Nitip (${label}) ${fmt(r.post)} | /healthz ${fmt(r.healthz)} | ratio ${r.ratio}`,
        );
    }
    if (only.has('chat')) {
      const rooms = await chatRooms(server.url, chatSettings.rooms, chatSettings.rate);
      result.chat = {
        bare: await bareChat(chatSettings),
        oneProcess: await chatLoad({ ...chatSettings, urls: [server.url], rooms }),
      };
      if (kind === 'postgres') {
        second = await startServer({ databaseUrl: scratch.url });
        result.chat.twoProcesses = await chatLoad({
          ...chatSettings,
          urls: [server.url, second.url],
          rooms,
        });
        await second.stop();
        second = undefined;
      }
      console.info(`${kind}: chat, ${chatSettings.rate} msg/s for ${chatSettings.seconds} s`);
      console.table(result.chat);
    }
    if (kind === 'postgres' && only.has('scale')) {
      // A database of its own, so "1k" means 1k (the post bench above left thousands of open
      // jobs here), read through a process without the read cache: the database's work is what
      // must not grow with the table (with the cache on, every page after the first is a memory
      // read).
      const scaleDatabase = await scratchDatabase(pgUrl);
      const uncached = await startServer({
        databaseUrl: scaleDatabase.url,
        env: { OPEN_LIST_CACHE_MS: '0' },
      });
      try {
        const scalePeople = await seed(uncached.url);
        result.scaling = await scaling({
          databaseUrl: scaleDatabase.url,
          serverUrl: uncached.url,
          sizes,
          owners: { heavyClientId: scalePeople.jalu.id },
          reads: async (url) => [
            ...(await hotReads(url, scalePeople)).filter((r) => /open|active/.test(r.name)),
            ...(await uncachedOpenPages(url, scalePeople.yasa.token)),
          ],
          settings,
        });
      } finally {
        await uncached.stop();
        await scaleDatabase.drop();
      }
      console.info(`${kind}: p99 by table size`);
      console.table(result.scaling);
    }
    if (kind === 'postgres' && only.has('kabar')) {
      result.kabar = await benchKabar();
    }
    // After the read and post load (a small VPS has 1 GB: target ≤ 300 MiB on PGlite).
    if (server) result.rssAfterLoadMiB = rssMiB(server.pid);
  } finally {
    await second?.stop();
    await server?.stop();
  }
  if (only.has('startup')) {
    // `npm start` (build check included) on the folder and database just used.
    const again = await startServer({
      databaseUrl: scratch?.url,
      dataDir,
      script: path.join(root, 'scripts/start.mjs'),
    });
    result.startExistingMs = again.startMs;
    await again.stop();
    const direct = await startServer({ databaseUrl: scratch?.url, dataDir });
    result.rssAfterRestartMiB = rssMiB(direct.pid);
    await direct.stop();
    console.info(
      `${kind}: start-up fresh ${result.freshStartMs} ms, npm start on existing data ${result.startExistingMs} ms; RSS fresh ${result.rssAfterFreshStartMiB} MiB, after load ${result.rssAfterLoadMiB} MiB, after restart ${result.rssAfterRestartMiB} MiB`,
    );
    if (kind === 'pglite') {
      // What PGlite itself takes, in the same run: the floor the figures above stand on.
      result.pgliteFloor = pgliteFloor();
      console.info('PGlite alone (ms to open, RSS MiB once open)');
      console.table(result.pgliteFloor);
    }
  }
  await scratch?.drop();
  return result;
}

/** Waits until the nearby queue has nothing left to run (the previous part's fan-outs). */
async function nearbyQueueDrained(client) {
  for (let i = 0; i < 1200; i++) {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM pgboss.job
       WHERE name IN ('notification-nearby', 'notification-deliver') AND state < 'completed'`,
    );
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Issue 26's targets, each on a database of its own (PostgreSQL). */
async function benchKabar() {
  const push = await startCountingPushService();
  const env = { PUSH_ENDPOINT_ALLOWLIST: '127.0.0.1', NOTIFICATION_POLL_SECONDS: '0.5' };
  const out = {};
  let database = await scratchDatabase(pgUrl);
  let server = await startServer({ databaseUrl: database.url, env });
  let client = await openClient(database.url);
  try {
    const jalus = await postingJalus(server.url, settings.connections);
    const alone = await richJalu(server.url, 900);
    const none = await postVersusHealth(server.url, jalus, settings);
    await nearbyQueueDrained(client);
    await seedOptedInYasa(client, {
      count: kabarNear,
      near: kabarNear,
      pushOrigin: push.origin,
      tag: 'near',
    });
    // Before the posting load: each Yasa gets at most NEARBY_ALERTS_PER_HOUR alerts an hour.
    out.delivery = await nearbyDelivery({
      url: server.url,
      client,
      push,
      jaluToken: alone.token,
      near: kabarNear,
    });
    console.info(
      `postgres: one job near ${kabarNear} opted-in Yasa: posted in ${out.delivery.postMs} ms; every inbox ${out.delivery.inboxMs} ms (target ≤ 5000), in-app sent ${out.delivery.inAppMs} ms, every push at the push service ${out.delivery.pushMs} ms (target ≤ 15000)`,
    );
    await nearbyQueueDrained(client);
    const optedIn = await postVersusHealth(server.url, jalus, settings);
    out.posting = { none, optedIn, near: kabarNear };
    for (const [label, r] of [
      ['nobody opted in', none],
      [`${kabarNear} opted-in Yasa near`, optedIn],
    ])
      console.info(
        `postgres: POST Nitip (${label}) ${fmt(r.post)} | /healthz ${fmt(r.healthz)} | ratio ${r.ratio} (target ≥ 0.25)`,
      );
  } finally {
    await client.end();
    await server.stop();
    await database.drop();
  }
  // Choosing who is near, 1k → 1M: alerts uncapped so every run tells the same 100 Yasa.
  database = await scratchDatabase(pgUrl);
  server = await startServer({
    databaseUrl: database.url,
    env: { ...env, NEARBY_ALERTS_PER_HOUR: '1000000' },
  });
  client = await openClient(database.url);
  try {
    const jalu = await richJalu(server.url, 901);
    out.scaling = await nearbyScaling({
      url: server.url,
      client,
      push,
      jaluToken: jalu.token,
      sizes: kabarSizes,
    });
    console.info('postgres: choosing who is near (the nearby queue job), by opted-in Yasa');
    console.table(out.scaling);
  } finally {
    await client.end();
    await server.stop();
    await database.drop();
    await push.close();
  }
  return out;
}

const results = {
  date: new Date().toISOString(),
  machine: `${(await import('node:os')).cpus().length} × ${(await import('node:os')).cpus()[0]?.model}, ${process.version}`,
  settings: { ...settings, chat: chatSettings, sizes, kabarSizes, kabarNear, short },
  web: bundleSizes(),
  databases: [],
};
console.info(
  `Web bundle: the landing's initial JS ${results.web.initialJsGzipBytes.toLocaleString('en')} bytes gzip (target ≤ 120,000: ${results.web.initialJsGzipBytes <= 120_000 ? 'met' : 'missed'}), JS+CSS ${results.web.initialGzipKB} KB`,
);
console.table(results.web.files);
if (only.has('lighthouse')) {
  const server = await startServer({ env: lighthouseServerEnv });
  const pages = await pageOrigin(server.url);
  try {
    results.web.lighthouseProtocol = pages.protocol;
    results.web.lighthouse = await lighthousePages(server.url, {
      runs: lighthouseRuns,
      only: process.env.BENCH_LIGHTHOUSE_PAGES?.split(','),
      origin: pages.origin,
    });
  } finally {
    await pages.stop();
    await server.stop();
  }
  console.info(
    `Lighthouse mobile, median of ${lighthouseRuns}, over ${pages.protocol} (target: score ≥ 90)`,
  );
  console.table(results.web.lighthouse);
}
const databases = databaseParts.some((part) => only.has(part));
if (databases && process.env.BENCH_PGLITE !== '0') {
  results.databases.push(await benchDatabase('pglite'));
}
if (databases && pgUrl) results.databases.push(await benchDatabase('postgres'));
else if (databases)
  console.info('\nBENCH_DATABASE_URL not set: PostgreSQL, two chat processes and scaling skipped');
const out = path.join(root, 'bench-results.json');
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.info(`\nWritten to ${path.relative(process.cwd(), out) || out}`);
