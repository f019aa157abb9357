import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatIDR } from '@bantuin/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { defaultNotificationsConfig } from '../../src/config-notifications.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { notificationDeliveries, notifications } from '../../src/db/schema.js';
import { createTestDatabase } from '../support/database.js';
import { createUser } from '../support/factories.js';
import { httpApp } from '../support/http-app.js';
import { readyJalu } from '../support/jobs.js';
import { startSmtpServer, waitFor } from '../support/notifications.js';
import { testConfig } from '../support/app.js';

// Runs only with TEST_DATABASE_URL (see vitest.config.ts).
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
// One process with tsx as its loader, not the tsx command: that one runs the server as its
// child, and a SIGKILL of it left the server running on after the suite.
const serverArgs = ['--conditions=source', '--import', 'tsx', 'src/main.ts'];

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
  await database?.close();
});

const notificationsConfig = () => ({
  ...defaultNotificationsConfig(),
  smtpUrl: smtp.url,
  pollSeconds: 0.5,
  retryDelaySeconds: 1,
});

async function deliveryStatuses(notificationIds: string[]) {
  return database.db
    .select({ status: notificationDeliveries.status, channel: notificationDeliveries.channel })
    .from(notificationDeliveries)
    .where(inArray(notificationDeliveries.notificationId, notificationIds));
}

describe('two processes working one queue', () => {
  it('deliver each delivery once', async () => {
    const databases: DatabaseHandle[] = [];
    const apps = [];
    for (let i = 0; i < 2; i++) {
      const handle = await openDatabase({ databaseUrl: database.url!, dataDir: '' });
      databases.push(handle);
      const { app } = await buildApp(testConfig({ notifications: notificationsConfig() }), {
        database: handle,
        logger: false,
      });
      await app.ready();
      apps.push(app);
    }
    try {
      const jalu = await createUser(apps[0]!, 'jalu');
      const amounts = Array.from({ length: 30 }, (_, i) => 10_000 + i * 1000);
      const ids: string[] = [];
      // Written by both processes; each one's workers may take any of them.
      for (const [i, amount] of amounts.entries()) {
        const app = apps[i % 2]!;
        const id = await databases[i % 2]!.db.transaction((tx) =>
          app.notifications.notify(tx, {
            kind: 'topup_paid',
            recipientId: jalu.id,
            data: { amount },
          }),
        );
        ids.push(id!);
      }
      await waitFor(async () => {
        const rows = await deliveryStatuses(ids);
        return rows.length === 60 && rows.every((row) => row.status === 'sent');
      }, 60_000);
      // The top-ups' mails (registration also sent 'Verifikasi email').
      const texts = smtp.mails
        .filter((mail) => mail.envelopeTo.includes(jalu.email))
        .map((mail) => mail.text ?? '')
        .filter((text) => text.includes('sudah masuk'));
      expect(texts).toHaveLength(30);
      for (const amount of amounts) {
        expect(
          texts.filter((text) => text.includes(`${formatIDR(amount)} sudah masuk`)),
        ).toHaveLength(1);
      }
    } finally {
      for (const app of apps) await app.close();
      for (const handle of databases) await handle.close();
    }
  }, 120_000);
});

interface Running {
  url: string;
  child: ChildProcess;
  exited: Promise<unknown>;
}

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
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    const ready = await fetch(`${url}/readyz`).catch(() => null);
    if (ready?.status === 200) return { url, child, exited };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server did not get ready: ${output.join('')}`);
}

describe('a process killed right after the commit', () => {
  it('leaves the delivery to the next process, which sends it exactly once', async () => {
    const env = {
      DATABASE_URL: database.url!,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bantuin-kabar-')),
      WEB_DIST_DIR: path.join(tmpdir(), 'no-web-app'),
      LOG_LEVEL: 'warn',
      JWT_SECRET: '',
      SMTP_URL: smtp.url,
      NOTIFICATION_POLL_SECONDS: '0.5',
    };
    // The first process writes the outbox but has no workers: the kill comes before any send.
    const first = await startServer({ ...env, NOTIFICATION_WORKERS: 'false' });
    let jaluEmail: string;
    let jaluId: string;
    try {
      const jalu = await readyJalu(httpApp(first.url), 120_000);
      jaluEmail = jalu.email;
      jaluId = jalu.id;
    } finally {
      first.child.kill('SIGKILL');
      await first.exited;
    }
    const [written] = await database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.recipientId, jaluId), eq(notifications.kind, 'topup_paid')));
    expect(smtp.mails.filter((mail) => mail.envelopeTo.includes(jaluEmail))).toEqual([]);

    const second = await startServer(env);
    try {
      await waitFor(async () => {
        const rows = await deliveryStatuses([written!.id]);
        return rows.length === 2 && rows.every((row) => row.status === 'sent');
      }, 30_000);
      // The top-up's mail, once (the registration's 'Verifikasi email' goes out beside it).
      const mails = smtp.mails.filter(
        (mail) => mail.envelopeTo.includes(jaluEmail) && (mail.text ?? '').includes('sudah masuk'),
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`${formatIDR(120_000)} sudah masuk ke saldo kamu.`);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 180_000);
});
