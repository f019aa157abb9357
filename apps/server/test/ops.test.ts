import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { DataDirLockedError } from '../src/db/data-dir-lock.js';
import { createTestApp, testConfig, type TestApp } from './support/app.js';
import { createTestDatabase } from './support/database.js';
import { createUser } from './support/factories.js';
import { createNitipJob, readyJalu } from './support/jobs.js';

// Several tests build a second app on a fresh database: migrating PGlite takes a while on a
// loaded machine.
vi.setConfig({ testTimeout: 90_000 });

let t: TestApp;
beforeAll(async () => {
  const webDistDir = path.join(testConfig().dataDir, 'web');
  mkdirSync(webDistDir, { recursive: true });
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Bantuin</title>');
  writeFileSync(path.join(webDistDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  t = await createTestApp({ webDistDir });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /livez and /readyz with JSON, never the web page', async () => {
    for (const url of ['/livez', '/readyz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('leaves no timer behind once /readyz has answered (it would hold a stopping process)', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    await t.app.inject({ method: 'GET', url: '/readyz' });
    const before = timers();
    for (let i = 0; i < 5; i++) await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(timers()).toBe(before);
  });

  it('serves robots.txt as a file and answers a missing favicon with a 404, not the page', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toContain('User-agent');
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(favicon.statusCode).toBe(404);
    expect(favicon.headers['content-type']).not.toMatch(/html/);
  });

  it('answers /readyz 503 DATABASE_UNAVAILABLE once the database is gone', async () => {
    const database = await createTestDatabase();
    const { app } = await buildApp(testConfig(), { database, logger: false });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('request ids', () => {
  it('echoes the caller’s X-Request-Id and makes a UUID otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/livez',
      headers: { 'x-request-id': 'lb-1234-abcd' },
    });
    expect(given.headers['x-request-id']).toBe('lb-1234-abcd');
    const made = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/livez',
      headers: { 'x-request-id': 'a b\nc' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metrics', () => {
  /** The value of each series named (name and labels as exposed), 0 when it has none yet. */
  async function metricValues<K extends string>(series: Record<K, string>) {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\n');
    const valueOf = (name: string) => {
      const line = lines.find((l) => l.startsWith(`${name} `));
      return line ? Number(line.slice(name.length + 1)) : 0;
    };
    const values = Object.fromEntries(
      Object.entries<string>(series).map(([key, name]) => [key, valueOf(name)]),
    ) as Record<K, number>;
    return { res, values };
  }
  const count = (labels: string) => `bantuin_http_request_duration_seconds_count{${labels}}`;

  it('counts requests by route and the business events', async () => {
    const series = {
      posts: count('method="POST",route="/clients/jobs/belanja",status="201"'),
      posted: 'bantuin_jobs_posted_total',
      paid: 'bantuin_topups_total{outcome="paid"}',
    };
    const before = (await metricValues(series)).values;

    const jalu = await readyJalu(t.app, 100_000);
    await createNitipJob(t.app, jalu);

    const { res, values } = await metricValues(series);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(values.posts - before.posts).toBe(1);
    expect(values.posted - before.posted).toBe(1);
    expect(values.paid - before.paid).toBe(1);
    expect(res.body).toContain('bantuin_sockets_connected');
    expect(res.body).toContain('bantuin_payouts_total');
  });

  it('counts a request once, by its route pattern, and a path with no route as unmatched', async () => {
    const jalu = await readyJalu(t.app, 100_000);
    const jobId = await createNitipJob(t.app, jalu);
    const series = {
      detail: count('method="GET",route="/jobs/:id",status="200"'),
      unmatched: count('method="POST",route="unmatched",status="404"'),
    };
    const before = (await metricValues(series)).values;

    const read = await t.app.inject({
      method: 'GET',
      url: `/jobs/${jobId}`,
      headers: { authorization: `Bearer ${jalu.token}` },
    });
    expect(read.statusCode).toBe(200);
    // (A GET of an unknown path is the web app's shell, so the miss is a POST.)
    const miss = await t.app.inject({ method: 'POST', url: '/api/no-such-thing/42' });
    expect(miss.statusCode).toBe(404);

    const { res, values } = await metricValues(series);
    expect(values.detail - before.detail).toBe(1);
    expect(values.unmatched - before.unmatched).toBe(1);
    // One series per pattern: the job's id never becomes a label.
    expect(res.body).not.toContain(jobId);
  });

  it('wants the METRICS_TOKEN when one is set', async () => {
    const token = 'metrics-token-of-sixteen+';
    const guarded = await createTestApp({ metricsToken: token });
    try {
      const anonymous = await guarded.app.inject({ method: 'GET', url: '/metrics' });
      expect(anonymous.statusCode).toBe(401);
      const wrong = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer not-the-token-at-all' },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(right.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});

describe('CORS_ORIGINS', () => {
  it('lets only the listed origins call the API', async () => {
    const withCors = await createTestApp({ corsOrigins: ['https://app.contoh.id'] });
    try {
      const preflight = (origin: string) =>
        withCors.app.inject({
          method: 'OPTIONS',
          url: '/clients/login',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
      const allowed = await preflight('https://app.contoh.id');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.contoh.id');
      const other = await preflight('https://jahat.example');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      // None by default.
      const plain = await t.app.inject({
        method: 'GET',
        url: '/config',
        headers: { origin: 'https://app.contoh.id' },
      });
      expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await withCors.close();
    }
  });
});

describe('JWT secret without JWT_SECRET', () => {
  it('is generated once in the database, so a token from one process works on another', async () => {
    const database = await createTestDatabase();
    const first = await buildApp(testConfig({ jwtSecret: undefined }), {
      database,
      logger: false,
    });
    const second = await buildApp(testConfig({ jwtSecret: undefined }), {
      database,
      logger: false,
    });
    try {
      const user = await createUser(first.app, 'jalu');
      const me = await second.app.inject({
        method: 'GET',
        url: '/clients/profile',
        headers: user.auth,
      });
      expect(me.statusCode).toBe(200);
    } finally {
      await first.app.close();
      await second.app.close();
      await database.close();
    }
  });
});

describe('one process per PGlite folder', () => {
  it('refuses a folder held by a live process, naming it, and takes over after kill -9', async () => {
    const dataDir = testConfig().dataDir;
    // The holder: a real process whose pid the lock names.
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    writeFileSync(
      path.join(dataDir, 'bantuin.lock'),
      JSON.stringify({ pid: holder.pid, host: (await import('node:os')).hostname() }),
    );
    const refused = await openDatabase({ dataDir }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect(String((refused as Error).message)).toContain(`pid ${holder.pid}`);

    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const database = await openDatabase({ dataDir });
    try {
      // Taken over: the lock now names this process, so other processes are refused.
      const lock = JSON.parse(readFileSync(path.join(dataDir, 'bantuin.lock'), 'utf8'));
      expect(lock.pid).toBe(process.pid);
    } finally {
      await database.close();
    }
  });
});
