// The checks of scripts/deploy-smoke.sh, all through nginx (SMOKE_URL) in front of two
// replicas (SMOKE_REPLICAS: their own loopback addresses, used only to tell which replica
// holds a socket). nginx adds X-Bantuin-Upstream (the smoke script's config only) so each
// answer says which replica made it. Exits non-zero at the first failure.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const sharp = require('sharp');
const { io } = require('socket.io-client');
const run = promisify(execFile);

const base = process.env.SMOKE_URL;
const replicas = (process.env.SMOKE_REPLICAS ?? '').split(',').filter(Boolean);
const victim = process.env.SMOKE_VICTIM_CONTAINER;
if (!base || replicas.length !== 2 || !victim) {
  throw new Error('SMOKE_URL, SMOKE_REPLICAS (two) and SMOKE_VICTIM_CONTAINER are required');
}

let failures = 0;
async function check(name, fn) {
  const started = Date.now();
  try {
    const detail = await fn();
    console.info(`ok   ${name}${detail ? ` (${detail})` : ''} [${Date.now() - started} ms]`);
  } catch (error) {
    failures += 1;
    console.info(`FAIL ${name}: ${error instanceof Error ? error.message : error}`);
  }
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** One request through nginx; answers status, body (parsed when JSON) and the replica. */
async function call(method, path, { token, json, form, headers = {} } = {}) {
  const init = { method, headers: { ...headers } };
  if (token) init.headers.authorization = `Bearer ${token}`;
  if (json !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(json);
  }
  if (form) init.body = form;
  const response = await fetch(base + path, init);
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : await response.arrayBuffer();
  return {
    status: response.status,
    body,
    type,
    upstream: response.headers.get('x-bantuin-upstream') ?? '',
  };
}

/** Repeats a request until another replica than `not` answers it (nginx takes turns). */
async function onOtherReplica(not, request) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const answer = await request();
    if (answer.status !== 200) return answer;
    if (answer.upstream && answer.upstream !== not) return answer;
  }
  throw new Error(`every answer came from ${not}`);
}

function expectStatus(answer, status, what) {
  assert(
    answer.status === status,
    `${what}: ${answer.status} ${JSON.stringify(answer.body instanceof ArrayBuffer ? '' : answer.body)}`,
  );
}

const unique = `${process.pid}${Date.now() % 1_000_000}`;
const password = 'kata-sandi-rahasia';
async function register(role, n) {
  const email = `smoke${unique}${n}@contoh.id`;
  const path = role === 'jalu' ? '/clients/register' : '/workers/register';
  const phoneNumber = `08${`${unique}${n}`.padStart(10, '0').slice(-10)}`;
  const registered = await call('POST', path, { json: { email, phoneNumber, password } });
  expectStatus(registered, 201, `register ${role}`);
  const login = await call('POST', '/login', { json: { email, password } });
  expectStatus(login, 200, `log in ${role}`);
  return {
    id: registered.body._id,
    email,
    token: login.body.access_token,
    loginOn: login.upstream,
  };
}

async function fillProfile(user, role, name, image) {
  const form = new FormData();
  form.append('name', name);
  if (image) form.append('image', new Blob([image], { type: 'image/jpeg' }), 'foto.jpg');
  const answer = await call('PATCH', role === 'jalu' ? '/clients/profile' : '/workers/profile', {
    token: user.token,
    form,
  });
  expectStatus(answer, 200, `profile of ${role}`);
  return answer;
}

/** Which replica (index in SMOKE_REPLICAS) holds more sockets now than `before` says. */
async function socketCounts() {
  return Promise.all(
    replicas.map(async (url) => {
      const text = await (await fetch(`${url}/metrics`)).text();
      return Number(/^bantuin_sockets_connected (\d+)/m.exec(text)?.[1] ?? NaN);
    }),
  );
}

function connectSocket(token) {
  const socket = io(base, {
    auth: { token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** A socket through nginx that lands on replica `index`, found by the replicas' gauges. */
async function socketOn(index, token) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const before = await socketCounts();
    const socket = await connectSocket(token);
    let after = before;
    for (let i = 0; i < 20 && after.every((n, k) => n === before[k]); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await socketCounts();
    }
    const landed = after.findIndex((n, k) => n > before[k]);
    if (landed === index) return socket;
    socket.disconnect();
  }
  throw new Error(`no socket landed on replica ${index + 1} in 8 tries`);
}

const sockets = [];
let jalu;
let yasa;

await check('GET /readyz through nginx answers 200', async () => {
  const answer = await call('GET', '/readyz');
  expectStatus(answer, 200, '/readyz');
  return answer.upstream;
});

await check('GET /metrics through nginx is refused', async () => {
  const answer = await call('GET', '/metrics');
  const text = answer.body instanceof ArrayBuffer ? Buffer.from(answer.body).toString() : '';
  assert(answer.status !== 200 && !text.includes('bantuin_'), `answered ${answer.status}`);
  return String(answer.status);
});

await check('register, log in on one replica, read on the other', async () => {
  jalu = await register('jalu', 1);
  const read = await onOtherReplica(jalu.loginOn, () =>
    call('GET', '/clients/profile', { token: jalu.token }),
  );
  expectStatus(read, 200, 'profile on the other replica');
  assert(read.body.userData?.email === jalu.email, 'another account answered');
  return `log in on ${jalu.loginOn}, read on ${read.upstream}`;
});

await check('a photo posted through one replica is served by the other', async () => {
  const image = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#3a7d44' },
  })
    .jpeg()
    .toBuffer();
  const posted = await fillProfile(jalu, 'jalu', 'Jalu Asap', image);
  const pictureUrl = JSON.stringify(posted.body).match(/\/uploads\/[0-9a-f-]{36}\.webp/)?.[0];
  assert(pictureUrl, `no photo address in ${JSON.stringify(posted.body)}`);
  const served = await onOtherReplica(posted.upstream, () => call('GET', pictureUrl));
  expectStatus(served, 200, 'photo');
  assert(served.type === 'image/webp', `photo served as ${served.type}`);
  return `posted on ${posted.upstream}, served by ${served.upstream}`;
});

let jobId;
await check('chat between two sockets on different replicas', async () => {
  yasa = await register('yasa', 2);
  await fillProfile(yasa, 'yasa', 'Yasa Asap');
  // Money for the job through the payment sandbox, as a person would pay.
  const topup = await call('POST', '/payment/topup', {
    token: jalu.token,
    json: { amount: 100_000 },
  });
  expectStatus(topup, 201, 'top-up');
  const paid = await call('POST', `/payment/sandbox/${topup.body.trans_token}`, {
    json: { outcome: 'settlement' },
  });
  assert(paid.status < 300, `sandbox payment: ${paid.status}`);
  expectStatus(
    await call('PATCH', '/profile/wallet', {
      token: jalu.token,
      json: { topupId: topup.body.topupId },
    }),
    200,
    'confirm top-up',
  );
  const posted = await call('POST', '/clients/jobs/belanja', {
    token: jalu.token,
    json: {
      title: 'Belanja sayur di pasar',
      fee: 25_000,
      description: 'Bayam 2 ikat, wortel 1 kg',
      address: 'Jl. Kemang Raya No. 10, Jakarta Selatan',
      addressNotes: 'Pagar hijau',
      coordinates: { lat: -6.26, lng: 106.81 },
    },
  });
  expectStatus(posted, 201, 'post a job');
  jobId = posted.body._id;
  expectStatus(await call('POST', `/workers/jobs/${jobId}`, { token: yasa.token }), 201, 'apply');
  expectStatus(
    await call('PATCH', `/clients/jobs/${jobId}/${yasa.id}`, { token: jalu.token }),
    200,
    'accept',
  );
  const onFirst = await socketOn(0, jalu.token);
  const onSecond = await socketOn(1, yasa.token);
  sockets.push(onFirst, onSecond);
  assert((await onFirst.emitWithAck('join_room', jobId)).ok, 'Jalu could not join the room');
  assert((await onSecond.emitWithAck('join_room', jobId)).ok, 'Yasa could not join the room');
  const received = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message within 5 s')), 5000);
    onSecond.once('receive_message', (message) => {
      clearTimeout(timer);
      resolve(message);
    });
  });
  await onFirst.emitWithAck('send_message', { room: jobId, message: 'Halo lintas replika' });
  const message = await received;
  assert(message.message === 'Halo lintas replika', `received ${JSON.stringify(message)}`);
  return `Jalu on ${replicas[0]}, Yasa on ${replicas[1]}`;
});
for (const socket of sockets) socket.disconnect();

await check('SIGTERM of one replica with requests in flight: none fails', async () => {
  assert(jalu && yasa, 'needs the accounts made above');
  const statuses = [];
  let stopLoad = false;
  // Slow requests (the geocoder answers after 1.5 s) on both replicas, then steady reads.
  const slow = [0, 1, 2, 3].map((i) =>
    call('GET', `/geocode/reverse?lat=-6.2${i}&lng=106.8${i}`, { token: yasa.token }).then((a) => {
      statuses.push({ what: `geocode on ${a.upstream}`, ok: a.status === 200, status: a.status });
      return a.status;
    }),
  );
  const reads = [0, 1, 2].map(async () => {
    while (!stopLoad) {
      const answer = await call('GET', '/clients/profile', { token: jalu.token });
      statuses.push({ what: 'profile', ok: answer.status === 200, status: answer.status });
    }
  });
  // A write too: nginx retries a POST only when the replica never received it.
  const writes = (async () => {
    while (!stopLoad) {
      const answer = await call('POST', '/payment/topup', {
        token: jalu.token,
        json: { amount: 10_000 },
      });
      statuses.push({ what: 'top-up', ok: answer.status === 201, status: answer.status });
    }
  })();
  const load = [...reads, writes];
  await new Promise((resolve) => setTimeout(resolve, 400));
  const stoppedAt = Date.now();
  await run('docker', ['kill', '--signal', 'TERM', victim]);
  const { stdout: exitCode } = await run('docker', ['wait', victim]);
  const stoppedIn = Date.now() - stoppedAt;
  // Reads keep going for a second after the replica is gone: the other serves them all.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  stopLoad = true;
  await Promise.all([...slow, ...load]);
  const failed = statuses.filter((s) => !s.ok).map((s) => `${s.what} ${s.status}`);
  assert(failed.length === 0, `failed: ${failed.slice(0, 5).join('; ')} of ${statuses.length}`);
  assert(exitCode.trim() === '0', `the replica exited with ${exitCode.trim()}`);
  const count = (what) => statuses.filter((s) => s.what.startsWith(what)).length;
  return (
    `${count('geocode')} slow reads, ${count('profile')} reads, ${count('top-up')} writes, ` +
    `all answered; the replica exited 0 in ${stoppedIn} ms`
  );
});

await check('GET /readyz through nginx still answers 200 with one replica left', async () => {
  expectStatus(await call('GET', '/readyz'), 200, '/readyz');
});

if (failures) console.info(`${failures} check(s) failed`);
else console.info('all deployment checks passed');
// Ends by its event loop running out: Node 24's process.exit() can hang for good
// (nodejs/node#54918, apps/server/src/lib/exit-once-idle.ts). A socket left open is cut off.
process.exitCode = failures ? 1 : 0;
setTimeout(() => process.exit(), 1000).unref();
