import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { defaultNotificationsConfig } from '../src/config-notifications.js';
import { QUEUES } from '../src/modules/notifications/queue.js';
import { notificationDeliveries, notificationIntents, notifications } from '../src/db/schema.js';
import { testConfig } from './support/app.js';
import { createTestDatabase } from './support/database.js';
import type { TestUser } from './support/factories.js';
import { createNitipJob, readyJalu, readyYasa } from './support/jobs.js';
import { newPushSubscriber, startFakePushService, waitFor } from './support/notifications.js';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: one database, two app lives.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let push: Awaited<ReturnType<typeof startFakePushService>>;

beforeAll(async () => {
  database = await createTestDatabase();
  push = await startFakePushService();
});
afterAll(async () => {
  await push?.close();
  await database?.close();
});

async function startApp(workers: boolean): Promise<FastifyInstance> {
  const config = testConfig({
    notifications: {
      ...defaultNotificationsConfig(),
      pushEndpointAllowlist: ['127.0.0.1'],
      pollSeconds: 0.5,
      retryDelaySeconds: 1,
      workers,
    },
  });
  const { app } = await buildApp(config, { database, logger: false });
  await app.ready();
  return app;
}

const nearbyAlertsOf = (user: TestUser) =>
  database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, user.id), eq(notifications.kind, 'job_nearby')));

describe('a posting whose process dies right after the commit', () => {
  it('still alerts the nearby Yasa, once, when the next process starts', async () => {
    // The first life: serves the posting, then "dies" before anything after the commit runs.
    const first = await startApp(false);
    first.notifications.jobPosted = () => {};
    const yasa = await readyYasa(first);
    const subscriber = newPushSubscriber(`${push.origin}/push/${yasa.id}`);
    const subscribed = await first.inject({
      method: 'POST',
      url: '/push/subscriptions',
      headers: yasa.auth,
      payload: { endpoint: subscriber.endpoint, keys: subscriber.keys },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const preferences = (
      await first.inject({ method: 'GET', url: '/notifications/preferences', headers: yasa.auth })
    ).json();
    preferences.nearby = { enabled: true, radiusKm: 5, categories: [], lat: -6.262, lng: 106.812 };
    const saved = await first.inject({
      method: 'PUT',
      url: '/notifications/preferences',
      headers: yasa.auth,
      payload: preferences,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const jalu = await readyJalu(first);
    const jobId = await createNitipJob(first, jalu);
    await first.close();

    // What survives the death: the job's intent, and no alert yet.
    const waiting = await database.db.select().from(notificationIntents);
    expect(waiting.map((intent) => intent.data)).toEqual([{ jobId }]);
    expect(await nearbyAlertsOf(yasa)).toEqual([]);

    const second = await startApp(true);
    try {
      const delivered = await waitFor(
        () => push.received.find((r) => r.path === `/push/${yasa.id}`),
        30_000,
      );
      expect(JSON.parse(subscriber.decrypt(delivered.body))).toMatchObject({
        kind: 'job_nearby',
        link: `/yasa/order/${jobId}`,
      });
      const [alert, ...more] = await nearbyAlertsOf(yasa);
      expect(more).toEqual([]);
      await waitFor(async () => {
        const rows = await database.db
          .select()
          .from(notificationDeliveries)
          .where(eq(notificationDeliveries.notificationId, alert!.id));
        return rows.length === 2 && rows.every((row) => row.status === 'sent');
      });
      expect(await database.db.select().from(notificationIntents)).toEqual([]);
      // Exactly once: the intent became one queue job, which has finished.
      const runs = await waitFor(async () => {
        const found = await second.notifications.queue.boss.findJobs(QUEUES.nearby, {
          data: { jobId },
        });
        return found.every((run) => run.state === 'completed') ? found : undefined;
      });
      expect(runs).toHaveLength(1);
      expect(push.received.filter((r) => r.path === `/push/${yasa.id}`)).toHaveLength(1);
      expect(await nearbyAlertsOf(yasa)).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 90_000);
});
