import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/database.js';
import type { TestUser } from '../support/factories.js';
import { httpApp } from '../support/http-app.js';
import { makeImage } from '../support/images.js';
import { createAssignedJob, readyJalu, readyYasa } from '../support/jobs.js';
import { multipartBody } from '../support/multipart.js';
import { startS3 } from '../support/s3.js';
import { closeSockets, connect, nextEvent } from '../support/sockets.js';

// Runs only with TEST_DATABASE_URL (see vitest.config.ts); Redis is expected at 127.0.0.1:6379.
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
// One process with tsx as its loader, not the tsx command: that one runs the server as its
// child, and a SIGKILL of it left the server running on after the suite.
const serverArgs = ['--conditions=source', '--import', 'tsx', 'src/main.ts'];
const AUTH_RATE_LIMIT = 8;
const SHUTDOWN_TIMEOUT_SECONDS = 5;

interface Running {
  url: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: string[];
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let s3: Awaited<ReturnType<typeof startS3>>;
let slowGeocoder: Server;
let a: Running;
let b: Running;
let jalu: TestUser;
let yasa: TestUser;
let authCallsSoFar = 0;
let chatJobId: string;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs, {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    const ready = await fetch(`${url}/readyz`).catch(() => null);
    if (ready?.status === 200) return { url, child, exited, output };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server did not get ready: ${output.join('')}`);
}

beforeAll(async () => {
  database = await createTestDatabase();
  s3 = await startS3();
  // A geocoder that takes 1.5 s to answer: a request to hold in flight during shutdown.
  slowGeocoder = createServer((_req, res) => {
    setTimeout(() => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ display_name: 'Jalan Lambat 1, Jakarta' }));
    }, 1500);
  });
  await new Promise<void>((resolve) => slowGeocoder.listen(0, '127.0.0.1', resolve));
  const env = {
    DATABASE_URL: database.url!,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bantuin-proc-')),
    WEB_DIST_DIR: path.join(tmpdir(), 'no-web-app'),
    LOG_LEVEL: 'warn',
    JWT_SECRET: '',
    REDIS_URL: 'redis://127.0.0.1:6379/0',
    REDIS_KEY_PREFIX: `bantuin-test-${randomBytes(4).toString('hex')}:`,
    STORAGE: 's3',
    S3_ENDPOINT: s3.config.endpoint!,
    S3_BUCKET: s3.config.bucket,
    S3_ACCESS_KEY_ID: s3.config.accessKeyId!,
    S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey!,
    AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
    NOMINATIM_URL: `http://127.0.0.1:${(slowGeocoder.address() as AddressInfo).port}`,
    GEOCODER_MIN_INTERVAL_MS: '0',
    SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS),
  };
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
  // Each readyX registers and logs in: two calls of the shared auth limit.
  jalu = await readyJalu(httpApp(a.url), 100_000);
  yasa = await readyYasa(httpApp(b.url));
  authCallsSoFar = 4;
}, 180_000);

afterAll(async () => {
  closeSockets();
  for (const running of [a, b]) {
    if (running?.child.exitCode === null) {
      running.child.kill('SIGTERM');
      await running.exited;
    }
  }
  await new Promise((resolve) => slowGeocoder?.close(resolve));
  await s3?.close();
  await database?.close();
});

describe('two server processes on PostgreSQL, Redis and S3', () => {
  it('accept each other’s tokens (one secret, kept in the database)', async () => {
    const res = await fetch(`${b.url}/clients/profile`, { headers: jalu.auth });
    expect(res.status).toBe(200);
  });

  it('serve a photo uploaded through the other', async () => {
    const body = await multipartBody([['image', { data: await makeImage(64, 64) }]]);
    const upload = await httpApp(a.url).inject({
      method: 'PATCH',
      url: '/clients/profile',
      headers: { ...body.headers, ...jalu.auth },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(200);
    // The other process cached this profile in the first test; the change reaches its cache
    // over LISTEN a moment after the commit (later under load), so wait for it.
    let pictureUrl: string | undefined;
    const deadline = Date.now() + 10_000;
    while (!pictureUrl && Date.now() < deadline) {
      const profile = await (
        await fetch(`${b.url}/clients/profile`, { headers: jalu.auth })
      ).json();
      pictureUrl = JSON.stringify(profile).match(/\/uploads\/[0-9a-f-]{36}\.webp/)?.[0];
      if (!pictureUrl) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(pictureUrl).toBeDefined();
    const image = await fetch(`${b.url}${pictureUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('deliver chat across processes', async () => {
    const jobId = await createAssignedJob(httpApp(a.url), jalu, yasa);
    chatJobId = jobId;
    const onA = await connect(a.url, jalu);
    const onB = await connect(b.url, yasa);
    expect((await onA.emitWithAck('join_room', jobId)).ok).toBe(true);
    expect((await onB.emitWithAck('join_room', jobId)).ok).toBe(true);
    const received = nextEvent<{ message: string }>(onB, 'receive_message');
    await onA.emitWithAck('send_message', { room: jobId, message: 'Lintas proses' });
    expect((await received).message).toBe('Lintas proses');
  });

  it('share one rate limit through Redis', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_RATE_LIMIT * 2; i++) {
      const res = await fetch(`${(i % 2 ? a : b).url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: jalu.email, password: 'salah-sandi-sekali' }),
      });
      statuses.push(res.status);
    }
    // Counted per process, each would let AUTH_RATE_LIMIT through; shared, the sum is the limit.
    const passed = statuses.filter((s) => s !== 429).length;
    expect(passed).toBeGreaterThan(0);
    expect(passed).toBeLessThanOrEqual(AUTH_RATE_LIMIT - authCallsSoFar);
    expect(statuses.at(-1)).toBe(429);
  });

  it('survive the database ending their connections, and serve again within seconds', async () => {
    const load = (async () => {
      const answers: number[] = [];
      const until = Date.now() + 3000;
      while (Date.now() < until) {
        const res = await fetch(`${a.url}/clients/profile`, { headers: jalu.auth });
        answers.push(res.status);
      }
      return answers;
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const { rows } = await admin.query<{ terminated: boolean }>(
      'SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);
    const answers = await load;
    // In flight: 503 DATABASE_UNAVAILABLE at worst, never a 500, and nobody exited.
    expect(answers.every((s) => s === 200 || s === 503)).toBe(true);
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
    const start = Date.now();
    for (const running of [a, b]) {
      let status = 0;
      while (status !== 200 && Date.now() - start < 10_000) {
        status = (await fetch(`${running.url}/clients/profile`, { headers: jalu.auth })).status;
      }
      expect(status).toBe(200);
    }
    expect(Date.now() - start).toBeLessThan(10_000);
    // The chat adapter's LISTEN connection comes back too (it retries after 1–3 s).
    const onA = await connect(a.url, jalu);
    const onB = await connect(b.url, yasa);
    expect((await onA.emitWithAck('join_room', chatJobId)).ok).toBe(true);
    expect((await onB.emitWithAck('join_room', chatJobId)).ok).toBe(true);
    let delivered = false;
    for (let attempt = 0; attempt < 8 && !delivered; attempt++) {
      const received = nextEvent<{ message: string }>(onB, 'receive_message', 1500, (m) =>
        m.message.startsWith('Setelah putus'),
      ).then(
        () => true,
        () => false,
      );
      await onA.emitWithAck('send_message', {
        room: chatJobId,
        message: `Setelah putus ${attempt}`,
      });
      delivered = await received;
    }
    expect(delivered).toBe(true);
  });

  it('leave one process serving when the other is killed mid-load', async () => {
    const answers: number[] = [];
    const load = (async () => {
      const until = Date.now() + 2000;
      while (Date.now() < until) {
        answers.push((await fetch(`${b.url}/clients/profile`, { headers: jalu.auth })).status);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    a.child.kill('SIGKILL');
    await a.exited;
    await load;
    expect(answers.length).toBeGreaterThan(5);
    expect(answers.every((s) => s === 200)).toBe(true);
    expect((await fetch(`${b.url}/readyz`)).status).toBe(200);
  });

  it('finish a request in flight on SIGTERM and exit within the deadline', async () => {
    const inFlight = fetch(`${b.url}/geocode/reverse?lat=-6.2&lng=106.8`, {
      headers: yasa.auth,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stoppedAt = Date.now();
    b.child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    const { code } = await b.exited;
    // The server's own account of an overrun (its unfinished close steps) goes into the failure.
    expect(code, b.output.join('').slice(-3000)).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(SHUTDOWN_TIMEOUT_SECONDS * 1000);
    // It ended by its event loop running out, not by process.exit() (lib/exit-once-idle.ts):
    // nothing it started (a timer, a socket) outlived its close.
    expect(b.output.join('')).not.toContain('still holds the event loop');
  });
});
