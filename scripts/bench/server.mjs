// Starting the built server as a child process, and the few API calls the bench needs.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const mainJs = path.join(root, 'apps/server/dist/main.js');
const flags = JSON.parse(readFileSync(path.join(root, 'apps/server/node-flags.json'), 'utf8'));
/** The Node flags the server runs with as `npm start` starts it, on PostgreSQL or on PGlite. */
export const nodeFlagsFor = (databaseUrl) => [
  ...flags.always,
  ...(databaseUrl ? [] : flags.embeddedDatabase),
];
/** The server's Node flags on PGlite. */
export const serverNodeFlags = nodeFlagsFor(undefined);

export const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'bantuin-bench-'));

/** The built server on a free loopback port; resolves once it says where it listens. */
export function startServer({
  databaseUrl,
  dataDir = newDataDir(),
  keepData = false,
  script = mainJs,
  nodeArgs = nodeFlagsFor(databaseUrl),
  env = {},
} = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? '',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
      AUTH_RATE_LIMIT: '1000000',
      TOPUP_RATE_LIMIT: '1000000',
      TOPUP_MAX: '1000000000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (match)
        resolve({
          url: `http://127.0.0.1:${match[1]}`,
          pid: child.pid,
          startMs: Math.round(performance.now() - started),
          dataDir,
          stop: () =>
            new Promise((done) => {
              // Past its own shutdown deadline a server is stuck (it once hung in its exit for
              // 14 minutes): say so and kill it, rather than wait with the run.
              const stuck = setTimeout(() => {
                console.warn(`server ${child.pid} did not exit within 15 s of SIGTERM: killed`);
                child.kill('SIGKILL');
              }, 15_000);
              child.once('exit', () => {
                clearTimeout(stuck);
                if (!keepData) rmSync(dataDir, { recursive: true, force: true });
                done();
              });
              child.kill();
            }),
        });
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

export async function api(url, method, pathname, { token, json } = {}) {
  const res = await fetch(url + pathname, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(json) : undefined,
  });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A registered user with a profile name; answers its token and id. */
export async function user(url, role, n) {
  const email = `bench-${role}-${n}@contoh.id`;
  await api(url, 'POST', role === 'jalu' ? '/clients/register' : '/workers/register', {
    json: {
      email,
      phoneNumber: `08${role === 'jalu' ? 1 : 2}${String(n).padStart(9, '0')}`,
      password: 'kata-sandi-bench',
    },
  });
  const { access_token } = await api(url, 'POST', '/login', {
    json: { email, password: 'kata-sandi-bench' },
  });
  const form = new FormData();
  form.append('name', `Bench ${role} ${n}`);
  await fetch(`${url}/${role === 'jalu' ? 'clients' : 'workers'}/profile`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${access_token}` },
    body: form,
  });
  const me = await api(url, 'GET', '/profile/me', { token: access_token });
  return { token: access_token, id: me._id ?? me.id ?? me.userId };
}

export async function fundWallet(url, token, amount) {
  const { trans_token, topupId } = await api(url, 'POST', '/payment/topup', {
    token,
    json: { amount },
  });
  await api(url, 'POST', `/payment/sandbox/${trans_token}`, { json: { outcome: 'settlement' } });
  await api(url, 'PATCH', '/profile/wallet', { token, json: { topupId } });
}

export const nitipJob = (i) => ({
  title: `Titip belanja ${i}`,
  fee: 20_000,
  description: 'Sayur dan buah',
  address: 'Jl. Kemang Raya 12, Jakarta',
  coordinates: { lat: -6.2 + (i % 20) / 100, lng: 106.8 + (i % 10) / 100 },
});

export async function postJob(url, token, i) {
  const { _id } = await api(url, 'POST', '/clients/jobs/belanja', { token, json: nitipJob(i) });
  return _id;
}

/**
 * `count - 1` more Yasa beside `firstToken`, reading the open list side by side as real ones do
 * (a load goes round their tokens): each applied for two of the newest of `jobs` (not the
 * newest, which a bench may have given away), so each sees other marks. Their tokens, first one first.
 */
export async function openListReaders(url, firstToken, jobs, count) {
  const tokens = [firstToken];
  for (let i = 1; i < count; i++) {
    const reader = await user(url, 'yasa', 1000 + i);
    for (const job of [jobs.at(-1 - i), jobs.at(-2 - ((i + 25) % 49))])
      await api(url, 'POST', `/workers/jobs/${job}`, { token: reader.token });
    tokens.push(reader.token);
  }
  return tokens;
}
