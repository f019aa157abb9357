import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { createTestAdmin, type TestAdmin } from '../support/admin.js';
import { createTestApp, testConfig, type TestApp } from '../support/app.js';
import { readyYasa } from '../support/jobs.js';
import { closeSockets, connect, listen } from '../support/sockets.js';

// Runs only with TEST_DATABASE_URL (see vitest.config.ts): PGlite is one process by nature.
let first: TestApp;
let secondDatabase: DatabaseHandle;
let second: Awaited<ReturnType<typeof buildApp>>;
let admin: TestAdmin;
let secondUrl: string;

beforeAll(async () => {
  first = await createTestApp();
  const url = (first.database as DatabaseHandle & { url?: string }).url;
  if (!url) throw new Error('this suite needs TEST_DATABASE_URL');
  secondDatabase = await openDatabase({ databaseUrl: url, dataDir: '' });
  second = await buildApp(testConfig({ jwtSecret: first.config.jwtSecret }), {
    database: secondDatabase,
    logger: false,
  });
  admin = await createTestAdmin(first.app, first.database.db);
  await listen(first.app);
  secondUrl = await listen(second.app);
});
afterAll(async () => {
  closeSockets();
  await second.app.close();
  await secondDatabase.close();
  await first.close();
});

describe('a suspension on one server process', () => {
  it("closes the person's socket held by another process, and that process refuses the token", async () => {
    const yasa = await readyYasa(first.app);
    const socket = await connect(secondUrl, yasa);
    const askSecond = () =>
      second.app.inject({ method: 'GET', url: '/workers/job', headers: yasa.auth });
    // Read once on the second process, so that it holds the account in memory.
    expect((await askSecond()).statusCode).toBe(200);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const res = await first.app.inject({
      method: 'POST',
      url: `/admin/users/${yasa.id}/suspend`,
      headers: admin.auth,
      payload: { reason: 'Akun palsu' },
    });
    expect(res.statusCode).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
    // The second process learns of the suspension through its own NOTIFY, which may arrive a
    // moment after the socket's: it must refuse the token within a second.
    const since = Date.now();
    let onSecond = await askSecond();
    while (onSecond.statusCode !== 403 && Date.now() - since < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      onSecond = await askSecond();
    }
    expect(onSecond.statusCode).toBe(403);
    expect(onSecond.json().code).toBe('ACCOUNT_SUSPENDED');
  });
});
