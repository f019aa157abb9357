import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoundedQueue } from '../src/lib/bounded-queue.js';
import { createTestApp, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';
import { makeImage } from './support/images.js';
import { multipartBody, type FormEntry } from './support/multipart.js';

/** Uploads as a denial of service (issue 13 item 3): a per-person budget, a bounded decoder. */

async function send(
  t: TestApp,
  user: TestUser,
  method: 'PATCH' | 'POST',
  url: string,
  entries: FormEntry[],
) {
  const body = await multipartBody(entries);
  return t.app.inject({
    method,
    url,
    headers: { ...body.headers, ...user.auth },
    payload: body.payload,
  });
}

describe('the upload budget per person (UPLOAD_RATE_LIMIT)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ uploadRateLimit: 3 });
  });
  afterAll(() => t.close());

  it('answers 429 RATE_LIMITED beyond it, across every upload route, and only for that person', async () => {
    const yasa = await createUser(t.app, 'yasa');
    for (let i = 0; i < 3; i += 1) {
      const res = await send(t, yasa, 'PATCH', '/workers/profile', [['bio', `Bio ke-${i}`]]);
      expect(res.statusCode).toBe(200);
    }
    // The same budget on another route that takes photos (proof), before the job is even read.
    const proof = await send(t, yasa, 'PATCH', `/workers/jobs/${randomUUID()}/worker`, [
      ['image', { data: await makeImage(20, 20), contentType: 'image/jpeg' }],
    ]);
    expect(proof.statusCode).toBe(429);
    expect(proof.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const profile = await send(t, yasa, 'PATCH', '/workers/profile', [['bio', 'Lagi']]);
    expect(profile.statusCode).toBe(429);

    const other = await createUser(t.app, 'yasa');
    expect((await send(t, other, 'PATCH', '/workers/profile', [['bio', 'Halo']])).statusCode).toBe(
      200,
    );
  });
});

describe('decoding photos is bounded (UPLOAD_QUEUE_MAX)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nobody may wait while a photo is decoded.
    t = await createTestApp({ uploadQueueMax: 0 });
  });
  afterAll(() => t.close());

  it('answers 503 SERVICE_UNAVAILABLE at once when the decoder is busy, and stores the rest', async () => {
    // A 5000 × 5000 PNG: tens of KB to send, seconds to decode.
    const big = await makeImage(5000, 5000, 'png');
    const users = await Promise.all([1, 2, 3].map(() => createUser(t.app, 'jalu')));
    const answers = await Promise.all(
      users.map((user) =>
        send(t, user, 'PATCH', '/clients/profile', [
          ['image', { data: big, contentType: 'image/png' }],
        ]),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(503);
    const busy = answers.find((res) => res.statusCode === 503)!;
    expect(busy.json()).toEqual({
      message: 'Server sedang sibuk memproses foto, coba kirim lagi sebentar lagi',
      code: 'SERVICE_UNAVAILABLE',
    });
  }, 60_000);
});

describe('complaints decide who may act before decoding photos', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Not a photo at all: if it were looked at first, the answer would be 400 INVALID_IMAGE.
  const notAPhoto = { data: Buffer.from('<script>alert(1)</script>'), contentType: 'image/jpeg' };

  it('answers 404 to a Jalu complaining about a job that is not theirs, photos unread', async () => {
    const jalu = await createUser(t.app, 'jalu');
    const res = await send(t, jalu, 'POST', `/clients/jobs/${randomUUID()}/dispute`, [
      ['reason', 'Pekerjaan tidak selesai sama sekali'],
      ['image', notAPhoto],
    ]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 404 to a Yasa answering a complaint on a job that is not theirs, photos unread', async () => {
    const yasa = await createUser(t.app, 'yasa');
    const res = await send(t, yasa, 'PATCH', `/workers/jobs/${randomUUID()}/dispute`, [
      ['response', 'Saya sudah mengerjakan semuanya dengan baik'],
      ['image', notAPhoto],
    ]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the bounded queue', () => {
  const deferred = () => {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    return { done, release };
  };

  it('runs one at a time, refuses a fourth wait of one person (429) and a full line (503)', async () => {
    const queue = createBoundedQueue({
      concurrency: 1,
      maxWaiting: 4,
      maxWaitingPerKey: 3,
      busyMessage: 'sibuk',
    });
    const gate = deferred();
    const order: string[] = [];
    const running = queue.run('a', async () => {
      order.push('a0');
      await gate.done;
    });
    const waiting = [1, 2, 3].map((i) => queue.run('a', async () => void order.push(`a${i}`)));
    await expect(queue.run('a', async () => 'no')).rejects.toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
    });
    const b = queue.run('b', async () => void order.push('b'));
    await expect(queue.run('c', async () => 'no')).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(queue.waiting()).toBe(4);
    expect(order).toEqual(['a0']);
    gate.release();
    await Promise.all([running, ...waiting, b]);
    expect(order).toEqual(['a0', 'a1', 'a2', 'a3', 'b']);
    // Free again: a job runs at once.
    expect(await queue.run('c', async () => 'yes')).toBe('yes');
  });
});
