// Part of the server's build (`npm run build`): the database a new PGlite database starts as a
// copy of (db/pglite-template.ts), kept when this PGlite made it from these migrations and
// this pg-boss. The server tests make their own with `makePgliteTemplate`.
import { pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { defaultNotificationsConfig } from './config-notifications.js';
import { openDatabase } from './db/client.js';
import { isPgliteTemplateCurrent, writePgliteTemplate } from './db/pglite-template.js';
import { startNotificationQueue } from './modules/notifications/queue.js';
import { SERVER_PATHS } from './paths.js';

/** Every migration and pg-boss' schema with our queues, as a first start would make them. */
export async function makePgliteTemplate(file: string): Promise<void> {
  const database = await openDatabase({ dataDir: '', inMemory: true, pgliteTemplate: false });
  try {
    const { retryLimit, retryDelaySeconds } = defaultNotificationsConfig();
    const queue = await startNotificationQueue(
      database,
      { retryLimit, retryDelaySeconds },
      (error) => console.warn(error),
    );
    await queue.stop();
    await writePgliteTemplate(file, (database.db as unknown as { $client: PGlite }).$client);
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = SERVER_PATHS.pgliteTemplate;
  if (isPgliteTemplateCurrent(file)) {
    console.info(`${file}: current, kept`);
  } else {
    const startedAt = performance.now();
    await makePgliteTemplate(file);
    console.info(`${file}: written in ${Math.round(performance.now() - startedAt)} ms`);
  }
}
