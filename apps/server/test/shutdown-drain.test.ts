import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShutdownDrain } from '../src/http/shutdown.js';
import { buildApp } from '../src/app.js';
import { testConfig } from './support/app.js';
import { createTestDatabase } from './support/database.js';
import type { DatabaseHandle } from '../src/db/client.js';
import type { FastifyInstance } from 'fastify';

// The first step of shutdown behind a proxy (deploy/nginx.conf, SHUTDOWN_DRAIN_SECONDS).
let app: FastifyInstance;
let drain: ShutdownDrain;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  ({ app, drain } = await buildApp(testConfig(), { database, logger: false }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the drain before closing', () => {
  it('serves everything before it starts', async () => {
    expect(drain.draining).toBe(false);
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).not.toBe('close');
  });

  it('answers reads 503 for the proxy to resend, serves writes, keeps /livez, ends when quiet', async () => {
    const startedAt = performance.now();
    const drained = drain.drain(10_000);
    expect(drain.draining).toBe(true);

    const read = await app.inject({ method: 'GET', url: '/clients/profile' });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toMatchObject({ code: 'SHUTTING_DOWN', message: 'Server sedang berhenti' });
    expect(read.headers['retry-after']).toBe('1');
    expect(read.headers.connection).toBe('close');
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);

    // A write is handled as ever (here: refused for its bad body, not for the drain).
    const write = await app.inject({ method: 'POST', url: '/login', payload: {} });
    expect(write.statusCode).toBe(400);
    expect(write.headers.connection).toBe('close');

    // Requests keep it open; half a second without one ends it, long before the 10 s limit.
    await drained;
    const took = performance.now() - startedAt;
    expect(took).toBeGreaterThanOrEqual(500);
    expect(took).toBeLessThan(5_000);
  });

  it('ends at its limit while requests keep coming', async () => {
    const startedAt = performance.now();
    let done = false;
    const drained = drain.drain(1_200).then(() => {
      done = true;
    });
    while (!done) {
      await app.inject({ method: 'GET', url: '/livez' });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await drained;
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(1_150);
  });
});
