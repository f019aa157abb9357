// Sessions ended on one process (issue 27): another process refuses their tokens and closes
// their sockets, as a suspension does. Runs only with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { createTestApp, testConfig, type TestApp } from '../support/app.js';
import { and, eq } from 'drizzle-orm';
import { sharedSecret } from '../../src/db/shared-secret.js';
import { notifications } from '../../src/db/schema.js';
import { createAccountSecrets } from '../../src/lib/account-secrets.js';
import { createUser } from '../support/factories.js';
import { waitFor } from '../support/notifications.js';
import { closeSockets, connect, listen } from '../support/sockets.js';

let first: TestApp;
let secondDatabase: DatabaseHandle;
let second: Awaited<ReturnType<typeof buildApp>>;
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
  await listen(first.app);
  secondUrl = await listen(second.app);
});
afterAll(async () => {
  closeSockets();
  await second.app.close();
  await secondDatabase.close();
  await first.close();
});

/** Asks until the answer is `status` or a second has passed (the NOTIFY's delay). */
async function eventually(ask: () => Promise<{ statusCode: number }>, status: number) {
  const since = Date.now();
  let res = await ask();
  while (res.statusCode !== status && Date.now() - since < 1000) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    res = await ask();
  }
  return res.statusCode;
}

describe('a session ended on one server process', () => {
  it('is refused by another process that held the account, and its socket there closes', async () => {
    const user = await createUser(first.app, 'jalu');
    const login = await second.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: user.email, password: user.password },
    });
    const other = login.json<{ access_token: string }>().access_token;
    const otherAuth = { authorization: `Bearer ${other}` };
    const socket = await connect(secondUrl, { token: other });
    const askSecond = (auth: { authorization: string }) =>
      second.app.inject({ method: 'GET', url: '/profile/me', headers: auth });
    // Both tokens read once on the second process, so that it holds the account in memory.
    expect((await askSecond(otherAuth)).statusCode).toBe(200);
    expect((await askSecond(user.auth)).statusCode).toBe(200);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const res = await first.app.inject({
      method: 'DELETE',
      url: '/profile/sessions',
      headers: user.auth,
    });
    expect(res.json()).toEqual({ ended: 1 });
    expect(await disconnected).toBe('io server disconnect');
    expect(await eventually(() => askSecond(otherAuth), 401)).toBe(401);
    expect((await askSecond(user.auth)).statusCode).toBe(200);
  });
});

describe('a password reset', () => {
  /** Asks for a reset link and answers its token, derived as the mail's delivery does. */
  async function resetToken(email: string, userId: string) {
    await first.app.inject({ method: 'POST', url: '/auth/password/forgot', payload: { email } });
    const row = await waitFor(async () => {
      const [found] = await first.database.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.recipientId, userId), eq(notifications.kind, 'password_reset')),
        );
      return found;
    });
    const secrets = createAccountSecrets(await sharedSecret(first.database.db, 'account-links'));
    return secrets.linkToken((row.data as { secretRef: string }).secretRef);
  }

  it('made on one process ends the sessions another process holds in memory', async () => {
    const user = await createUser(first.app, 'yasa');
    const askSecond = () =>
      second.app.inject({ method: 'GET', url: '/profile/me', headers: user.auth });
    expect((await askSecond()).statusCode).toBe(200);
    const token = await resetToken(user.email, user.id);
    const res = await first.app.inject({
      method: 'POST',
      url: '/auth/password/reset',
      payload: { token, password: 'sandi-baru-yang-panjang' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await eventually(askSecond, 401)).toBe(401);
  });

  it('one link used by twenty requests at once sets the password once', async () => {
    const user = await createUser(first.app, 'jalu');
    const token = await resetToken(user.email, user.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? first : second).app.inject({
          method: 'POST',
          url: '/auth/password/reset',
          payload: { token, password: `sandi-baru-nomor-${i}` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(400)]);
  });
});
