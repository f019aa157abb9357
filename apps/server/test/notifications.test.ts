import { formatIDR, type NotificationPreferences } from '@bantuin/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultNotificationsConfig } from '../src/config-notifications.js';
import {
  messages,
  notificationDeliveries,
  notificationPreferences,
  notifications,
  pushSubscriptions,
} from '../src/db/schema.js';
import { createChatService } from '../src/modules/chat/service.js';
import { fanOutNearby } from '../src/modules/notifications/nearby.js';
import { createNotifyMany } from '../src/modules/notifications/outbox.js';
import { QUEUES } from '../src/modules/notifications/queue.js';
import { createTestAdmin } from './support/admin.js';
import { createTestApp, markPhoneVerified, type TestApp } from './support/app.js';
import { closeSockets, connect, listen, nextEvent } from './support/sockets.js';
import { createUser, type TestUser } from './support/factories.js';
import {
  apply,
  cancel,
  confirmDone,
  createAssignedJob,
  createNitipJob,
  readyJalu,
  readyYasa,
  sendProof,
} from './support/jobs.js';
import {
  newPushSubscriber,
  startFakeGraphApi,
  startFakePushService,
  startSmtpServer,
  waitFor,
} from './support/notifications.js';

/** The default NEARBY_ALERTS_PER_HOUR, which this app keeps. */
const PER_HOUR = defaultNotificationsConfig().nearbyAlertsPerHour;
const WHATSAPP = { token: 'graph-token-for-tests', phoneNumberId: '1234567890' };
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let push: Awaited<ReturnType<typeof startFakePushService>>;
let graph: Awaited<ReturnType<typeof startFakeGraphApi>>;

beforeAll(async () => {
  [smtp, push, graph] = await Promise.all([
    startSmtpServer(),
    startFakePushService(),
    startFakeGraphApi(WHATSAPP),
  ]);
  t = await createTestApp({
    // The proof's "2 hours before auto-release" reminder falls 3 s after the proof.
    autoReleaseAfterMs: 2 * 3_600_000 + 3000,
    notifications: {
      ...defaultNotificationsConfig(),
      smtpUrl: smtp.url,
      pushEndpointAllowlist: ['127.0.0.1'],
      whatsapp: WHATSAPP,
      whatsappApiUrl: graph.apiUrl,
      pollSeconds: 0.5,
      retryDelaySeconds: 1,
      retryLimit: 2,
    },
  });
});
afterAll(async () => {
  closeSockets();
  await t.close();
  await Promise.all([smtp.close(), push.close(), graph.close()]);
});

/** The mails of the events here (not the 'Verifikasi email' every registration sends). */
const mailsTo = (user: TestUser) =>
  smtp.mails.filter(
    (mail) => mail.envelopeTo.includes(user.email) && !mail.subject?.startsWith('Verifikasi email'),
  );

async function deliveriesOf(userId: string) {
  return t.database.db
    .select({
      delivery: notificationDeliveries,
      kind: notifications.kind,
      data: notifications.data,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notifications.recipientId, userId));
}

/** Every delivery of the person has left the queue (sent, skipped or failed). */
const settled = async (userId: string) => {
  const rows = await deliveriesOf(userId);
  return rows.length > 0 &&
    rows.every((row) => ['sent', 'skipped', 'failed'].includes(row.delivery.status))
    ? rows
    : undefined;
};

/** Waits until the nearby queue has run for every one of `jobIds`. */
async function nearbyRunsCompleted(jobIds: string[]) {
  const boss = t.app.notifications.queue.boss;
  await waitFor(async () => {
    const runs = await Promise.all(
      jobIds.map((jobId) => boss.findJobs(QUEUES.nearby, { data: { jobId } })),
    );
    return runs.every(([run]) => run?.state === 'completed');
  }, 30_000);
}

/**
 * `count` Nitip jobs of a new Jalu, their own queue runs done, and then a Yasa opted in to
 * nearby alerts around them: the runs of `fanOutNearby` a test makes are the only ones they see.
 */
async function jobsThenNearbyYasa(count: number) {
  const yasa = await readyYasa(t.app);
  const jalu = await readyJalu(t.app, 400_000);
  const jobIds: string[] = [];
  for (let i = 0; i < count; i++) jobIds.push(await createNitipJob(t.app, jalu));
  await nearbyRunsCompleted(jobIds);
  await setPreferences(yasa, (p) => {
    p.nearby = { enabled: true, radiusKm: 5, categories: [], lat: -6.262, lng: 106.812 };
  });
  const notifyMany = createNotifyMany(t.app.notifications.queue);
  const alerts = () =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'job_nearby'), eq(notifications.recipientId, yasa.id)));
  return {
    yasa,
    jalu,
    jobIds,
    alerts,
    alertedJobs: async () =>
      (await alerts()).map((alert) => (alert.data as { jobId: string }).jobId),
    run: (ids: string[], options?: { retried?: boolean }) =>
      fanOutNearby(t.database.db, notifyMany, ids, PER_HOUR, options),
  };
}

async function setPreferences(user: TestUser, change: (p: NotificationPreferences) => void) {
  const current = (
    await t.app.inject({ method: 'GET', url: '/notifications/preferences', headers: user.auth })
  ).json();
  change(current);
  // WhatsApp goes to a verified number only (issue 27): whoever turns it on has verified it.
  if (
    Object.values(current.channels as Record<string, { whatsapp?: boolean }>).some(
      (g) => g.whatsapp,
    )
  ) {
    await markPhoneVerified(t.app, user.id);
  }
  const res = await t.app.inject({
    method: 'PUT',
    url: '/notifications/preferences',
    headers: user.auth,
    payload: current,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('email over SMTP', () => {
  it("mails a paid top-up once, to its owner, in Indonesian with the wallet's link", async () => {
    const jalu = await readyJalu(t.app, 150_000);
    const mail = await waitFor(() => mailsTo(jalu)[0]);
    expect(mail.subject).toBe('Isi saldo berhasil · Bantuin');
    expect(mail.text).toContain(`${formatIDR(150_000)} sudah masuk ke saldo kamu.`);
    expect(mail.text).toContain('Buka di Bantuin: http://localhost:3000/jalu/wallet');
    expect(mail.html).toContain('href="http://localhost:3000/jalu/wallet"');
    expect(mail.from?.text).toContain('no-reply@bantuin.local');
    const rows = (await waitFor(() => settled(jalu.id))).filter((row) => row.kind === 'topup_paid');
    expect(rows.map((row) => [row.delivery.channel, row.delivery.status]).sort()).toEqual([
      ['email', 'sent'],
      ['in_app', 'sent'],
    ]);
    expect(mailsTo(jalu)).toHaveLength(1);

    // A second queue job for a delivery already sent (a duplicate, a retry racing) sends nothing.
    const email = rows.find((row) => row.delivery.channel === 'email')!.delivery;
    const boss = t.app.notifications.queue.boss;
    const duplicate = await boss.send(QUEUES.deliver, { deliveryId: email.id });
    await waitFor(
      async () =>
        (await boss.findJobs(QUEUES.deliver, { id: duplicate! }))[0]?.state === 'completed',
    );
    expect(mailsTo(jalu)).toHaveLength(1);
  });

  it('sends nothing for a change that rolls back, and the committed one after it', async () => {
    const jalu = await createUser(t.app, 'jalu');
    const event = (amount: number) => ({
      kind: 'topup_paid' as const,
      recipientId: jalu.id,
      data: { amount },
    });
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.notifications.notify(tx, event(11_111));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.database.db.transaction((tx) => t.app.notifications.notify(tx, event(22_222)));
    await waitFor(() => mailsTo(jalu)[0]);
    await waitFor(() => settled(jalu.id));
    expect(mailsTo(jalu).map((mail) => mail.text)).toEqual([
      expect.stringContaining(formatIDR(22_222)),
    ]);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, jalu.id), eq(notifications.kind, 'topup_paid')));
    expect(rows).toHaveLength(1);
    const jobs = await t.app.notifications.queue.boss.findJobs(QUEUES.deliver, { data: {} });
    const ours = new Set(
      (await deliveriesOf(jalu.id))
        .filter((row) => row.kind === 'topup_paid')
        .map((row) => row.delivery.id),
    );
    expect(
      jobs.filter((job) => ours.has((job.data as { deliveryId: string }).deliveryId)),
    ).toHaveLength(2);
  });
});

describe('the inbox', () => {
  it('lists newest first with cursors, counts unread, marks read, and hides other people’s', async () => {
    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    const jobId = await createNitipJob(t.app, jalu);
    expect((await apply(t.app, yasa, jobId)).statusCode).toBe(201);
    const get = (url: string, user = jalu) =>
      t.app.inject({ method: 'GET', url, headers: user.auth });

    const first = await get('/notifications?limit=1');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.items).toEqual([
      {
        _id: expect.any(String),
        kind: 'job_applied',
        title: 'Ada Yasa yang melamar',
        body: expect.stringContaining('Belanja sayur di pasar'),
        link: `/jalu/order/${jobId}`,
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    const second = (await get(`/notifications?limit=1&cursor=${page.nextCursor}`)).json();
    expect(second.items.map((item: { kind: string }) => item.kind)).toEqual(['topup_paid']);
    expect(second.nextCursor).toBeNull();
    expect((await get('/notifications/unread-count')).json()).toEqual({ count: 2 });
    const readAts = async () =>
      (await get('/notifications?limit=10'))
        .json()
        .items.map((item: { readAt: string | null }) => item.readAt);
    expect(await readAts()).toEqual([null, null]);

    const id = page.items[0]._id;
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/notifications/${id}/read`,
      headers: yasa.auth,
    });
    expect(stranger.statusCode).toBe(404);
    const read = await t.app.inject({
      method: 'POST',
      url: `/notifications/${id}/read`,
      headers: jalu.auth,
    });
    expect(read.json().readAt).toEqual(expect.any(String));
    expect((await get('/notifications/unread-count')).json()).toEqual({ count: 1 });
    const all = await t.app.inject({
      method: 'POST',
      url: '/notifications/read-all',
      headers: jalu.auth,
    });
    expect(all.json()).toEqual({ message: 'Semua notifikasi sudah ditandai dibaca' });
    expect((await get('/notifications/unread-count')).json()).toEqual({ count: 0 });
    // Each item's answer is kept by its row's version, and the page by its entries' text: being
    // read shows on the next read of the same page.
    expect(await readAts()).toEqual([expect.any(String), expect.any(String)]);
  });
});

describe('the inbox read by many at once', () => {
  it('gives each person asking together their own page, first and next, in the right order', async () => {
    // Different people's pages are read in one statement (a lateral page per ask): each must get
    // exactly theirs, and a person asking twice at once both times.
    const jalus = await Promise.all([readyJalu(t.app), readyJalu(t.app), readyJalu(t.app)]);
    const yasa = await readyYasa(t.app);
    for (const [n, jalu] of jalus.entries()) {
      for (let i = 0; i <= n; i++) {
        const jobId = await createNitipJob(t.app, jalu, { title: `Belanja ${n}-${i}` });
        expect((await apply(t.app, yasa, jobId)).statusCode).toBe(201);
      }
    }
    const get = (jalu: TestUser, url: string) =>
      t.app.inject({ method: 'GET', url, headers: jalu.auth }).then((res) => {
        expect(res.statusCode).toBe(200);
        return res.json<{ items: { body: string; kind: string }[]; nextCursor: string | null }>();
      });
    const askers = [...jalus, jalus[2]!];
    const firsts = await Promise.all(askers.map((jalu) => get(jalu, '/notifications?limit=2')));
    const applied = (page: (typeof firsts)[number]) =>
      page.items.filter((item) => item.kind === 'job_applied').map((item) => item.body);
    expect(applied(firsts[0]!)).toEqual([expect.stringContaining('Belanja 0-0')]);
    expect(firsts[0]!.items.map((item) => item.kind)).toEqual(['job_applied', 'topup_paid']);
    expect(firsts[0]!.nextCursor).toBeNull();
    expect(applied(firsts[1]!)).toEqual([
      expect.stringContaining('Belanja 1-1'),
      expect.stringContaining('Belanja 1-0'),
    ]);
    expect(applied(firsts[2]!)).toEqual([
      expect.stringContaining('Belanja 2-2'),
      expect.stringContaining('Belanja 2-1'),
    ]);
    expect(firsts[3]).toEqual(firsts[2]);
    const nexts = await Promise.all(
      askers
        .slice(1)
        .map((jalu, i) => get(jalu, `/notifications?limit=2&cursor=${firsts[i + 1]!.nextCursor}`)),
    );
    expect(nexts[0]!.items.map((item) => item.kind)).toEqual(['topup_paid']);
    expect(applied(nexts[1]!)).toEqual([expect.stringContaining('Belanja 2-0')]);
    expect(nexts[1]!.items.map((item) => item.kind)).toEqual(['job_applied', 'topup_paid']);
    expect(nexts[2]).toEqual(nexts[1]);
  });
});

describe('Web Push', () => {
  it('pushes an encrypted, VAPID-signed notification; a 410 removes that subscription', async () => {
    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    const live = newPushSubscriber(`${push.origin}/push/${jalu.id}`);
    const gone = newPushSubscriber(`${push.origin}/gone/${jalu.id}`);
    for (const subscriber of [live, gone]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/push/subscriptions',
        headers: jalu.auth,
        payload: { endpoint: subscriber.endpoint, keys: subscriber.keys },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/push/subscriptions',
      headers: jalu.auth,
      payload: { endpoint: 'https://collector.example.com/steal', keys: live.keys },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('PUSH_ENDPOINT_REFUSED');

    const jobId = await createNitipJob(t.app, jalu);
    await apply(t.app, yasa, jobId);
    const delivered = await waitFor(() => push.received.find((r) => r.path === `/push/${jalu.id}`));
    expect(push.refused).toEqual([]);
    const payload = JSON.parse(live.decrypt(delivered.body));
    expect(payload).toMatchObject({
      kind: 'job_applied',
      title: 'Ada Yasa yang melamar',
      link: `/jalu/order/${jobId}`,
    });
    expect(delivered.subject).toBe('mailto:no-reply@bantuin.local');
    const key = (await t.app.inject({ method: 'GET', url: '/push/public-key' })).json().publicKey;
    expect(delivered.publicKey).toBe(key);
    await waitFor(async () => {
      const left = await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, jalu.id));
      return left.length === 1 && left[0]!.endpoint === live.endpoint;
    });
  });

  it("keeps a person's ten newest browsers", async () => {
    const jalu = await createUser(t.app, 'jalu');
    const endpoints = Array.from(
      { length: 11 },
      (_, i) => `${push.origin}/push/many-${jalu.id}-${i}`,
    );
    for (const endpoint of endpoints) {
      const subscriber = newPushSubscriber(endpoint);
      const res = await t.app.inject({
        method: 'POST',
        url: '/push/subscriptions',
        headers: jalu.auth,
        payload: { endpoint, keys: subscriber.keys },
      });
      expect(res.statusCode).toBe(201);
    }
    const kept = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, jalu.id));
    expect(kept.map((row) => row.endpoint).sort()).toEqual(endpoints.slice(1).sort());
  });

  it('leaves push out once the person turns it off for the group', async () => {
    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    const subscriber = newPushSubscriber(`${push.origin}/push/off-${jalu.id}`);
    await t.app.inject({
      method: 'POST',
      url: '/push/subscriptions',
      headers: jalu.auth,
      payload: { endpoint: subscriber.endpoint, keys: subscriber.keys },
    });
    const saved = await setPreferences(jalu, (p) => {
      p.channels.jobs.push = false;
      // Money email cannot be turned off: saved, but not obeyed.
      p.channels.payments.email = false;
    });
    expect(saved.channels.jobs.push).toBe(false);
    const jobId = await createNitipJob(t.app, jalu);
    await apply(t.app, yasa, jobId);
    const rows = await waitFor(() => settled(jalu.id));
    const applied = rows.filter((row) => row.kind === 'job_applied');
    expect(applied.map((row) => row.delivery.channel)).toEqual(['in_app']);
    await t.database.db.transaction((tx) =>
      t.app.notifications.notify(tx, {
        kind: 'topup_paid',
        recipientId: jalu.id,
        data: { amount: 10_000 },
      }),
    );
    await waitFor(() => mailsTo(jalu).find((mail) => mail.text?.includes(formatIDR(10_000))));
  });
});

describe('WhatsApp and reminders', () => {
  it('sends the 2-hours-before-release reminder as a WhatsApp template when the proof still waits', async () => {
    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    await setPreferences(jalu, (p) => {
      p.channels.reminders.whatsapp = true;
    });
    const jobId = await createAssignedJob(t.app, jalu, yasa);
    expect((await sendProof(t.app, yasa, jobId)).statusCode).toBe(200);
    const message = await waitFor(() =>
      graph.messages.find(
        (m) => m.template === 'bantuin_reminder_release_2h' && m.parameters[2]?.includes(jobId),
      ),
    );
    expect(graph.refused).toEqual([]);
    expect(message.to).toMatch(/^628\d+$/);
    expect(message.language).toBe('id');
    expect(message.parameters).toEqual([
      'Pembayaran diteruskan 2 jam lagi',
      expect.stringContaining('belum kamu konfirmasi'),
      `http://localhost:3000/jalu/order/${jobId}/confirmation`,
    ]);
  });

  it('skips the reminder when the job moved on (confirmed before it was due)', async () => {
    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    const jobId = await createAssignedJob(t.app, jalu, yasa);
    await sendProof(t.app, yasa, jobId);
    expect((await confirmDone(t.app, jalu, jobId)).statusCode).toBe(200);
    const boss = t.app.notifications.queue.boss;
    await waitFor(async () => {
      const [job] = await boss.findJobs(QUEUES.reminder, { data: { jobId } });
      return job?.state === 'completed';
    });
    const reminders = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, jalu.id), eq(notifications.kind, 'reminder_release_2h')),
      );
    expect(reminders).toEqual([]);
  });

  it('retries a 5xx with backoff and gives up at once on a 4xx', async () => {
    const yasa = await readyYasa(t.app);
    await setPreferences(yasa, (p) => {
      p.channels.reminders.whatsapp = true;
    });
    const remind = (at: string) =>
      t.database.db.transaction((tx) =>
        t.app.notifications.notify(tx, {
          kind: 'reminder_job_starts',
          recipientId: yasa.id,
          data: {
            jobId: '00000000-0000-4000-8000-000000000001',
            jobTitle: 'Bersih rumah',
            scheduledAt: at,
          },
        }),
      );
    graph.answers.push(503);
    const first = await remind('2026-11-28T02:00:00.000Z');
    const whatsappOf = async (notificationId: string | null) => {
      const [row] = await t.database.db
        .select()
        .from(notificationDeliveries)
        .where(
          and(
            eq(notificationDeliveries.notificationId, notificationId!),
            eq(notificationDeliveries.channel, 'whatsapp'),
          ),
        );
      return row;
    };
    const retried = await waitFor(async () => {
      const row = await whatsappOf(first);
      return row?.status === 'sent' ? row : undefined;
    });
    expect(retried.attempts).toBe(2);

    graph.answers.push(400);
    const second = await remind('2026-11-29T02:00:00.000Z');
    const failed = await waitFor(async () => {
      const row = await whatsappOf(second);
      return row?.status === 'failed' ? row : undefined;
    });
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('WhatsApp 400');
  });
});

describe('live, chat and nearby', () => {
  let url: string;
  beforeAll(async () => {
    url = await listen(t.app);
  });

  it("rings the Jalu's bell over the socket when a Yasa applies", async () => {
    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    const socket = await connect(url, jalu);
    const jobId = await createNitipJob(t.app, jalu);
    const live = nextEvent<{ kind: string; link: string; readAt: null }>(
      socket,
      'notification',
      10_000,
      (n) => n.kind === 'job_applied',
    );
    await apply(t.app, yasa, jobId);
    expect(await live).toMatchObject({
      kind: 'job_applied',
      link: `/jalu/order/${jobId}`,
      readAt: null,
    });
  });

  it('tells someone with no open socket of a chat message once per 10 minutes per chat', async () => {
    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    const jobId = await createAssignedJob(t.app, jalu, yasa);
    const yasaSocket = await connect(url, yasa);
    await yasaSocket.emitWithAck('join_room', jobId);
    const sent = await yasaSocket.emitWithAck('send_message', {
      room: jobId,
      message: 'Saya berangkat sekarang ya',
    });
    expect(sent.ok).toBe(true);
    const [first] = await waitFor(async () => {
      const rows = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, jalu.id), eq(notifications.kind, 'chat_message')));
      return rows.length ? rows : undefined;
    });
    expect(first!.link).toBe(`/jalu/order/${jobId}/chat`);
    expect(first!.data).toMatchObject({ preview: 'Saya berangkat sekarang ya', role: 'jalu' });
    const chatId = (first!.data as { chatId: string }).chatId;
    // Within the 10 minutes: nothing more for that chat.
    expect(
      await t.app.notifications.chatMessage({ chatId, senderId: yasa.id, text: 'Halo?' }),
    ).toBe(false);
    // The Yasa has a socket open: not told at all.
    expect(await t.app.notifications.chatMessage({ chatId, senderId: jalu.id, text: 'Oke' })).toBe(
      false,
    );
    const chatNotifications = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'chat_message'));
    expect(
      chatNotifications.filter((n) => n.recipientId === jalu.id || n.recipientId === yasa.id),
    ).toHaveLength(1);
  });

  it("writes a chat message's notice in the message's own transaction", async () => {
    const jalu = await readyJalu(t.app);
    const yasa = await readyYasa(t.app);
    const jobId = await createAssignedJob(t.app, jalu, yasa);
    const chatNotices = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, jalu.id), eq(notifications.kind, 'chat_message')));
    // Work after the notice fails: the message and its notice roll back together.
    const chat = createChatService(t.database.chatDb);
    await expect(
      chat.send(yasa.id, jobId, 'Pesan yang batal', async (tx, message) => {
        expect(await t.app.notifications.chatNotice(tx, message)).toBe(true);
        throw new Error('after the notice');
      }),
    ).rejects.toThrow('after the notice');
    expect(await chatNotices()).toHaveLength(0);
    expect(
      await t.database.db.select().from(messages).where(eq(messages.senderId, yasa.id)),
    ).toHaveLength(0);
    // A committed message to someone away: the notice and its push delivery are there (with its
    // queue job) when the sender's acknowledgement arrives, not some time after.
    const yasaSocket = await connect(url, yasa);
    await yasaSocket.emitWithAck('join_room', jobId);
    const sent = await yasaSocket.emitWithAck('send_message', {
      room: jobId,
      message: 'Sudah sampai',
    });
    expect(sent.ok).toBe(true);
    const [notice] = await chatNotices();
    expect(notice?.data).toMatchObject({ preview: 'Sudah sampai', role: 'jalu' });
    const deliveries = await t.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, notice!.id));
    expect(deliveries.map((delivery) => delivery.channel)).toContain('push');
  });

  it('alerts opted-in Yasa within their radius and categories, at most NEARBY_ALERTS_PER_HOUR', async () => {
    const near = await readyYasa(t.app);
    const far = await readyYasa(t.app);
    const otherCategory = await readyYasa(t.app);
    const notOptedIn = await readyYasa(t.app);
    const here = { lat: -6.262, lng: 106.812 };
    const optIn = (user: TestUser, at: { lat: number; lng: number }, categories: string[] = []) =>
      setPreferences(user, (p) => {
        p.nearby = { enabled: true, radiusKm: 5, categories, ...at };
      });
    await optIn(near, here);
    await optIn(far, { lat: -7.8, lng: 110.37 });
    await optIn(otherCategory, here, ['00000000-0000-4000-8000-0000000000ca']);
    await setPreferences(notOptedIn, (p) => {
      p.nearby = { enabled: false, radiusKm: 5, categories: [], ...here };
    });
    const jalu = await readyJalu(t.app, 300_000);
    const jobIds: string[] = [];
    for (let i = 0; i < 7; i++) jobIds.push(await createNitipJob(t.app, jalu));
    await nearbyRunsCompleted(jobIds);
    const alerts = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'job_nearby'));
    const of = (user: TestUser) => alerts.filter((alert) => alert.recipientId === user.id);
    expect(of(near)).toHaveLength(6);
    expect(of(far)).toEqual([]);
    expect(of(otherCategory)).toEqual([]);
    expect(of(notOptedIn)).toEqual([]);
    expect(of(near)[0]!.link).toMatch(/^\/yasa\/order\/[0-9a-f-]{36}$/);
  });

  it("chooses for many new jobs in one run, skips those no longer open, and keeps the hour's limit across the run", async () => {
    // The queue's own runs first, while this Yasa has not opted in: they tell him nothing.
    const { jalu, jobIds, alertedJobs, run: runOn } = await jobsThenNearbyYasa(8);
    expect((await cancel(t.app, jalu, jobIds[0]!)).statusCode).toBe(200);
    const run = () => runOn(jobIds);
    await run();
    // Seven are open; the first six in posting order reach him, the hour's limit.
    expect((await alertedJobs()).sort()).toEqual(jobIds.slice(1, 1 + PER_HOUR).sort());
    await run();
    expect(await alertedJobs()).toHaveLength(PER_HOUR);
  });

  it('passes over a Yasa at the hour’s limit, without counting, until the oldest alert of that hour is an hour old', async () => {
    const { yasa, jobIds, alerts, alertedJobs, run } = await jobsThenNearbyYasa(PER_HOUR + 2);
    const later = jobIds.slice(PER_HOUR);
    const quietUntil = async () =>
      (
        await t.database.db
          .select({ at: notificationPreferences.nearbyQuietUntil })
          .from(notificationPreferences)
          .where(eq(notificationPreferences.userId, yasa.id))
      )[0]!.at;
    expect(await run(jobIds.slice(0, PER_HOUR))).toBeGreaterThanOrEqual(PER_HOUR);
    const first = await alerts();
    expect(first).toHaveLength(PER_HOUR);
    const oldest = Math.min(...first.map((alert) => alert.createdAt.getTime()));
    expect((await quietUntil())?.getTime()).toBe(oldest + 3_600_000);
    // Two more jobs, an hour later by the alerts alone (the count would let them through): still quiet.
    await t.database.db
      .update(notifications)
      .set({ createdAt: sql`${notifications.createdAt} - interval '61 minutes'` })
      .where(eq(notifications.recipientId, yasa.id));
    await run(later);
    expect(await alerts()).toHaveLength(PER_HOUR);
    // And once the quiet time has passed too: the two jobs left.
    await t.database.db
      .update(notificationPreferences)
      .set({
        nearbyQuietUntil: sql`${notificationPreferences.nearbyQuietUntil} - interval '61 minutes'`,
      })
      .where(eq(notificationPreferences.userId, yasa.id));
    await run(later);
    expect((await alertedJobs()).sort()).toEqual([...jobIds].sort());
  });

  it("gives a retried run's Yasa the next jobs, not those an earlier try already told them of", async () => {
    const { jobIds, alertedJobs, run } = await jobsThenNearbyYasa(8);
    // The first try wrote the first three jobs' alerts and then failed.
    await run(jobIds.slice(0, 3));
    await run(jobIds, { retried: true });
    expect((await alertedJobs()).sort()).toEqual(jobIds.slice(0, PER_HOUR).sort());
  });

  it('finds each Yasa once for a run of jobs far apart, on both sides of a cell edge, by the circle not the square', async () => {
    const jalu = await readyJalu(t.app, 400_000);
    // Jobs in Jakarta (two of them 11 m apart across the edge at 6.25° S of the run's 0.05° cells)
    // and one in Surabaya, chosen for in one run.
    const places = {
      kebayoran: { lat: -6.262, lng: 106.812 },
      edgeNorth: { lat: -6.2499, lng: 106.8 },
      edgeSouth: { lat: -6.2501, lng: 106.8 },
      surabaya: { lat: -7.25, lng: 112.75 },
    };
    const jobOf: Record<string, string> = {};
    for (const [name, coordinates] of Object.entries(places))
      jobOf[name] = await createNitipJob(t.app, jalu, { coordinates });
    await nearbyRunsCompleted(Object.values(jobOf));
    const optIn = async (at: { lat: number; lng: number }) => {
      const yasa = await readyYasa(t.app);
      await setPreferences(yasa, (p) => {
        p.nearby = { enabled: true, radiusKm: 5, categories: [], ...at };
      });
      return yasa;
    };
    const onTheEdge = await optIn({ lat: -6.25, lng: 106.8 });
    const inSurabaya = await optIn({ lat: -7.26, lng: 112.76 });
    // 4.5 km north and east of Kebayoran: inside the square around the circle, 6.3 km away.
    const inTheCorner = await optIn({ lat: -6.222, lng: 106.852 });
    const notifyMany = createNotifyMany(t.app.notifications.queue);
    await fanOutNearby(t.database.db, notifyMany, Object.values(jobOf), PER_HOUR);
    const alerts = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'job_nearby'));
    const jobsOf = (yasa: TestUser) =>
      alerts
        .filter((alert) => alert.recipientId === yasa.id)
        .map((alert) => (alert.data as { jobId: string }).jobId)
        .sort();
    expect(jobsOf(onTheEdge)).toEqual([jobOf.kebayoran, jobOf.edgeNorth, jobOf.edgeSouth].sort());
    expect(jobsOf(inSurabaya)).toEqual([jobOf.surabaya]);
    expect(jobsOf(inTheCorner)).toEqual([]);
    const surabayaAlert = alerts.find((alert) => alert.recipientId === inSurabaya.id);
    expect((surabayaAlert!.data as { distanceKm: number }).distanceKm).toBe(1.6);
  });
});

describe('operators', () => {
  it("show a person's deliveries, retry a failed one, and count outcomes in /metrics", async () => {
    const admin = await createTestAdmin(t.app, t.database.db);
    const yasa = await readyYasa(t.app);
    await setPreferences(yasa, (p) => {
      p.channels.reminders.whatsapp = true;
    });
    graph.answers.push(400);
    const notificationId = await t.database.db.transaction((tx) =>
      t.app.notifications.notify(tx, {
        kind: 'reminder_job_starts',
        recipientId: yasa.id,
        data: { jobId: '00000000-0000-4000-8000-000000000002', jobTitle: 'Cuci mobil' },
      }),
    );
    const list = () =>
      t.app.inject({
        method: 'GET',
        url: `/admin/users/${yasa.id}/notification-deliveries`,
        headers: admin.auth,
      });
    const failed = await waitFor(async () =>
      (await list())
        .json()
        .items.find(
          (d: { channel: string; status: string }) =>
            d.channel === 'whatsapp' && d.status === 'failed',
        ),
    );
    expect(failed).toMatchObject({ notificationId, kind: 'reminder_job_starts', attempts: 1 });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/admin/users/${yasa.id}/notification-deliveries`,
          headers: yasa.auth,
        })
      ).statusCode,
    ).toBe(403);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/admin/users/${yasa.id}/notification-deliveries/${failed._id}/retry`,
      headers: admin.auth,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    await waitFor(async () =>
      (await list())
        .json()
        .items.some(
          (d: { _id: string; status: string; attempts: number }) =>
            d._id === failed._id && d.status === 'sent' && d.attempts === 2,
        ),
    );
    const again = await t.app.inject({
      method: 'POST',
      url: `/admin/users/${yasa.id}/notification-deliveries/${failed._id}/retry`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(404);
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(
      /bantuin_notification_deliveries_total\{channel="whatsapp",outcome="failed"\} [1-9]/,
    );
    expect(metrics.body).toMatch(
      /bantuin_notification_deliveries_total\{channel="email",outcome="sent"\} [1-9]/,
    );
  });
});
