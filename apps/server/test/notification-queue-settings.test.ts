import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { QUEUES, startNotificationQueue } from '../src/modules/notifications/queue.js';

let database: DatabaseHandle | undefined;
afterAll(async () => database?.close());

describe('notification queues on a database that already has them', () => {
  it('follow the configured retries at the next start, and are left alone when they match', async () => {
    database = await openDatabase({ dataDir: '', inMemory: true });
    const ignore = () => {};
    const start = (retryLimit: number) =>
      startNotificationQueue(database!, { retryLimit, retryDelaySeconds: 5 }, ignore);

    const first = await start(2);
    expect(await first.boss.getQueue(QUEUES.deliver)).toMatchObject({ retryLimit: 2 });
    await first.stop();

    const second = await start(5);
    const changed = await second.boss.getQueue(QUEUES.deliver);
    expect(changed).toMatchObject({ retryLimit: 5, retryDelay: 5, expireInSeconds: 120 });
    await second.stop();

    const third = await start(5);
    // Unchanged settings: the queue row was not written again.
    expect((await third.boss.getQueue(QUEUES.deliver))?.updatedOn).toEqual(changed?.updatedOn);
    await third.stop();
  });
});
