import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  newPushSubscriber,
  startFakePushService,
  startSmtpServer,
} from '../../apps/server/test/support/notifications.js';
import {
  acceptedErrandJobByApi,
  applyForJobByApi,
  jaluWithErrandJob,
  namedYasaByApi,
  submitProofByApi,
  SAMPLE_PHOTO,
  type ApiUser,
  type JobInput,
} from '../support/api.js';
import { socketOpened } from '../support/journeys.js';
import { E2E_ADMIN, startServer, type RunningServer } from '../support/server.js';

/*
 * Kabar in a real Chromium, against a server of its own whose email goes to an SMTP server on
 * loopback and whose Web Push goes to a local push service that checks the VAPID signature and
 * decrypts the body (the keys are the test's). Chromium's own push service (Google's) is not
 * reachable here, so the test plays its last leg: the decrypted message is handed to the
 * browser's service worker over DevTools (`ServiceWorker.deliverPushMessage`), as Chromium does
 * with a message from its push service.
 *
 * On PGlite by default; E2E_DATABASE_URL (a PostgreSQL server) runs this spec's server on a
 * throw-away database there.
 */

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let push: Awaited<ReturnType<typeof startFakePushService>>;
let api: APIRequestContext;
let dropDatabase: (() => Promise<void>) | undefined;

/** A fresh database on the E2E_DATABASE_URL server, or none (PGlite). */
async function scratchDatabase(): Promise<Record<string, string>> {
  const serverUrl = process.env.E2E_DATABASE_URL;
  if (!serverUrl) return {};
  const name = `bantuin_e2e_kabar_${randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  dropDatabase = () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The admin CLI writes the PGlite folder only: the server creates the operator itself here.
  return {
    DATABASE_URL: url.toString(),
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  };
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  [smtp, push] = await Promise.all([startSmtpServer(), startFakePushService()]);
  server = await startServer({
    ...(await scratchDatabase()),
    SMTP_URL: smtp.url,
    PUSH_ENDPOINT_ALLOWLIST: '127.0.0.1',
    NOTIFICATION_POLL_SECONDS: '0.5',
    AUTH_RATE_LIMIT: '1000',
    TOPUP_RATE_LIMIT: '1000',
  });
  api = await playwright.request.newContext({ baseURL: server.url });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await dropDatabase?.();
  await Promise.all([smtp?.close(), push?.close()]);
});

const unique = () => `${Date.now() % 1e6}`;
const errand = (title: string): JobInput => ({
  title,
  fee: 30_000,
  description: 'Beras 5 kg dan minyak goreng 2 liter dari warung depan.',
  address: 'Jl. Kenanga No. 3, Tebet, Jakarta Selatan',
  coordinates: { lat: -6.2255, lng: 106.8516 },
});
const bearer = (user: ApiUser) => ({ Authorization: `Bearer ${user.token}` });

/** A tab on this spec's server, signed in as `user`, that may show notifications. */
async function signedInPage(browser: Browser, user: ApiUser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    permissions: ['notifications'],
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(server.url).origin,
          localStorage: [
            { name: 'access_token', value: user.token },
            { name: 'role', value: user.role },
          ],
        },
      ],
    },
  });
  return context.newPage();
}

/** Registers a push subscription whose keys the test holds (the fake service decrypts with them). */
async function subscribePush(user: ApiUser) {
  const { _id } = (await (await api.get('/profile/me', { headers: bearer(user) })).json()) as {
    _id: string;
  };
  const subscriber = newPushSubscriber(`${push.origin}/push/${_id}`);
  const response = await api.post('/push/subscriptions', {
    headers: bearer(user),
    data: { endpoint: subscriber.endpoint, keys: subscriber.keys },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { userId: _id, subscriber, path: `/push/${_id}` };
}

const bell = (page: Page) => page.getByRole('link', { name: /^Notifikasi/ });

test('the bell rises live, a push shows through the service worker and its click opens the job', async ({
  browser,
}) => {
  const title = `Belanja bulanan ${unique()}`;
  const { jalu, jobId } = await jaluWithErrandJob(api, {
    name: 'Ratna Kabar',
    balance: 100_000,
    job: errand(title),
  });
  const { subscriber, path } = await subscribePush(jalu);
  const yasa = await namedYasaByApi(api, 'Bayu Kabar');

  const page = await signedInPage(browser, jalu);
  await page.goto('/jalu/order/my');
  // The service worker installs on the first visit and is in charge from the next page load on
  // (as for a person coming back to the app).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const connected = socketOpened(page);
  await page.reload();
  await connected;
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The top-up's notice is the one unread so far.
  await expect(bell(page)).toHaveAccessibleName('Notifikasi, 1 belum dibaca');

  await applyForJobByApi(api, yasa, jobId);
  // Without a reload: the socket's notification raises the count.
  await expect(bell(page)).toHaveAccessibleName('Notifikasi, 2 belum dibaca', {
    timeout: 20_000,
  });

  // The push service got the message, signed with the server's VAPID key and encrypted for us.
  // Delivered by the queue's worker (the shared machine can be slow): a longer wait.
  await expect
    .poll(() => push.received.filter((r) => r.path === path).length, { timeout: 30_000 })
    .toBe(1);
  expect(push.refused).toEqual([]);
  const message = subscriber.decrypt(push.received.find((r) => r.path === path)!.body);
  expect(JSON.parse(message)).toMatchObject({
    title: 'Ada Yasa yang melamar',
    link: `/jalu/order/${jobId}`,
  });

  // The push service's last leg: the message to this browser's service worker.
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  const deliver = () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.url,
      registrationId,
      data: message,
    });
  await deliver();
  // A delivery can be lost before the worker handles it (seen in CI under load, 1 run in 4 here):
  // delivered again, as a push service retries. The notification's tag is its id, so a second
  // delivery replaces the first rather than adding one.
  const shown = async () => {
    const notifications = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return (await ready.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        link: (n.data as { link: string }).link,
      }));
    });
    if (notifications.length === 0) await deliver();
    return notifications;
  };
  await expect.poll(shown, { timeout: 20_000, intervals: [1000, 2000] }).toEqual([
    {
      title: 'Ada Yasa yang melamar',
      body: expect.stringContaining(title),
      link: `/jalu/order/${jobId}`,
    },
  ]);

  // Clicking the notification: Chromium gives the worker a 'notificationclick' for it. No tool
  // clicks a system notification, so the event is dispatched to the worker with that notification.
  const [worker] = page.context().serviceWorkers();
  expect(worker, 'the service worker').toBeDefined();
  await worker!.evaluate(async () => {
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications();
    const NotificationEventClass = (globalThis as unknown as Record<string, unknown>)
      .NotificationEvent as new (type: string, init: { notification: Notification }) => Event;
    scope.dispatchEvent(
      new NotificationEventClass('notificationclick', { notification: notification! }),
    );
  });
  await expect(page).toHaveURL(new RegExp(`/jalu/order/${jobId}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // The click closed it.
  await expect.poll(shown).toEqual([]);
  await page.context().close();
});

test('a channel turned off in the settings is not used for the next event', async ({ browser }) => {
  const { jalu, yasa, jobId } = await acceptedErrandJobByApi(api, {
    jaluName: 'Sinta Kabar',
    yasaName: 'Dodi Kabar',
    job: errand(`Titip galon ${unique()}`),
  });
  const { userId, path, subscriber } = await subscribePush(jalu);
  const jaluEmail = jalu.account.email.toLowerCase();
  const PROOF_TITLE = 'Bukti pekerjaan sudah dikirim';

  const page = await signedInPage(browser, jalu);
  await page.goto('/jalu/notifikasi/pengaturan');
  for (const channel of ['Push', 'Email']) {
    const toggle = page.getByRole('checkbox', { name: `Pekerjaan lewat ${channel}` });
    await expect(toggle).toBeChecked();
    await toggle.uncheck();
  }
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Pengaturan notifikasi disimpan')).toBeVisible();

  // 'Bukti pekerjaan sudah dikirim' goes in-app, by push and by email unless turned off.
  await submitProofByApi(api, yasa, jobId, SAMPLE_PHOTO);
  await page.goto('/jalu/notifikasi');
  await expect(page.getByText(PROOF_TITLE)).toBeVisible();

  // The operators' view of the Jalu's deliveries: the proof's went in-app only, and was sent.
  const login = await api.post('/login', { data: E2E_ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const admin = ((await login.json()) as { access_token: string }).access_token;
  const deliveries = async () =>
    (
      (await (
        await api.get(`/admin/users/${userId}/notification-deliveries`, {
          headers: { Authorization: `Bearer ${admin}` },
        })
      ).json()) as { items: { kind: string; channel: string; status: string }[] }
    ).items.filter((d) => d.kind === 'proof_sent');
  await expect
    .poll(deliveries, { timeout: 30_000 })
    .toEqual([expect.objectContaining({ kind: 'proof_sent', channel: 'in_app', status: 'sent' })]);
  // Earlier events (the top-up's mail, the application's push) may have reached them; the proof not.
  const pushed = push.received
    .filter((r) => r.path === path)
    .map((r) => JSON.parse(subscriber.decrypt(r.body)) as { title: string });
  expect(pushed.filter((p) => p.title === PROOF_TITLE)).toEqual([]);
  const mailed = smtp.mails.filter((mail) => mail.envelopeTo.includes(jaluEmail));
  expect(mailed.filter((mail) => mail.subject?.includes(PROOF_TITLE))).toEqual([]);
  await page.context().close();
});
