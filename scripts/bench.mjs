// `npm run bench`: throughput and latency of the hot read paths on the built app (embedded
// database, one process), and the size of the web bundle. Loopback only, bounded in time.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bantuin-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      AUTH_RATE_LIMIT: '100000',
      TOPUP_RATE_LIMIT: '100000',
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
          stop: () => {
            child.kill();
            rmSync(dataDir, { recursive: true, force: true });
          },
        });
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

async function api(url, method, pathname, { token, json } = {}) {
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

async function user(url, role, n) {
  const email = `bench-${role}-${n}@contoh.id`;
  await api(url, 'POST', role === 'jalu' ? '/clients/register' : '/workers/register', {
    json: {
      email,
      phoneNumber: `0812${String(n).padStart(8, '0')}${role === 'jalu' ? 1 : 2}`.slice(0, 13),
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
  return access_token;
}

function run(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 10, duration: SECONDS, ...opts }, (error, result) => {
      if (error) return reject(error);
      resolve({
        endpoint: title,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    });
  });
}

function bundleSizes() {
  const dir = path.join(root, 'apps/web/dist/assets');
  const files = readdirSync(dir).filter((f) => /\.(js|css)$/.test(f));
  const entry = readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8');
  return files
    .map((f) => {
      const buf = readFileSync(path.join(dir, f));
      return {
        file: f,
        kB: +(statSync(path.join(dir, f)).size / 1024).toFixed(1),
        'gzip kB': +(gzipSync(buf).length / 1024).toFixed(1),
        'loaded by index.html': entry.includes(f) ? 'yes' : 'lazy',
      };
    })
    .sort((a, b) => b['gzip kB'] - a['gzip kB']);
}

const server = await startServer();
try {
  const jalu = await user(server.url, 'jalu', 1);
  const yasa = await user(server.url, 'yasa', 1);
  const { trans_token, topupId } = await api(server.url, 'POST', '/payment/topup', {
    token: jalu,
    json: { amount: 10_000_000 },
  });
  await api(server.url, 'POST', `/payment/sandbox/${trans_token}`, {
    json: { outcome: 'settlement' },
  });
  await api(server.url, 'PATCH', '/profile/wallet', { token: jalu, json: { topupId } });
  for (let i = 0; i < 200; i++) {
    await api(server.url, 'POST', '/clients/jobs/belanja', {
      token: jalu,
      json: {
        title: `Titip belanja ${i}`,
        fee: 20_000,
        description: 'Sayur dan buah',
        address: 'Jl. Kemang Raya 12, Jakarta',
        coordinates: { lat: -6.2 + (i % 20) / 100, lng: 106.8 + (i % 10) / 100 },
      },
    });
  }
  const auth = (token) => ({ authorization: `Bearer ${token}` });
  const results = [];
  results.push(await run('GET /healthz', { url: `${server.url}/healthz` }));
  results.push(
    await run('GET /workers/jobs/worker (200 open, page 50)', {
      url: `${server.url}/workers/jobs/worker`,
      headers: auth(yasa),
    }),
  );
  results.push(
    await run('GET /workers/jobs/worker?near= (nearest first)', {
      url: `${server.url}/workers/jobs/worker?near=-6.2,106.8`,
      headers: auth(yasa),
    }),
  );
  results.push(
    await run('GET /clients/jobs/active', {
      url: `${server.url}/clients/jobs/active`,
      headers: auth(jalu),
    }),
  );
  results.push(
    await run('GET /profile/wallet', { url: `${server.url}/profile/wallet`, headers: auth(jalu) }),
  );
  console.info(
    `\nAPI, ${SECONDS}s each, 10 connections, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}:`,
  );
  console.table(results);
  console.info('\nWeb bundle (apps/web/dist/assets):');
  console.table(bundleSizes());
} finally {
  server.stop();
}
