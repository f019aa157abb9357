import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, ledgerAccounts } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';
import { makeImage } from './support/images.js';
import type { FormEntry } from './support/multipart.js';
import { postBersih, postNitip, readyJalu, readyYasa } from './support/jobs.js';
import { balanceOf } from './support/payments.js';
import { itOnPostgres } from './support/postgres.js';

let t: TestApp;
let jalu: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  jalu = await readyJalu(t.app, 1_000_000);
});
afterAll(() => t.close());

const uploadedFiles = () => {
  try {
    return readdirSync(path.join(t.config.dataDir, 'uploads'));
  } catch {
    return [];
  }
};
const jobCount = () => t.database.db.$count(jobs);

describe('POST /clients/jobs/belanja (Nitip)', () => {
  it('creates the job and holds fee + admin fee in its escrow', async () => {
    const user = await readyJalu(t.app, 100_000);
    const res = await postNitip(t.app, user, { fee: 25_000 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Berhasil membuat Pekerjaan', _id: expect.any(String) });
    const jobId = res.json()._id;

    expect(await balanceOf(t.app, user)).toBe(100_000 - 25_000 - 2_000);
    const [escrow] = await t.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.jobId, jobId));
    expect(escrow).toMatchObject({ kind: 'escrow', balance: 27_000 });

    const detail = await t.app.inject({ method: 'GET', url: `/jobs/${jobId}`, headers: user.auth });
    expect(detail.json()).toMatchObject({
      _id: jobId,
      title: 'Belanja sayur di pasar',
      fee: 25_000,
      adminFee: 2_000,
      addressNotes: 'Pagar hijau',
      coordinates: { lat: -6.26, lng: 106.81 },
      images: [],
      category: { name: 'Nitip' },
      state: 'open',
      status: null,
      workerId: null,
      client: { name: expect.stringMatching(/^Jalu /), profilePicture: null },
    });
  });

  it.each([
    ['a negative fee', { fee: -25_000 }, 'Biaya harus lebih dari 0'],
    ['a zero fee', { fee: 0 }, 'Biaya harus lebih dari 0'],
    ['a fractional fee', { fee: 25_000.5 }, 'Biaya harus rupiah bulat, tanpa desimal'],
    ['a fee under the minimum', { fee: 9_999 }, 'Biaya minimal Rp 10.000'],
    ['a huge fee', { fee: 1e15 }, 'Biaya maksimal Rp 10.000.000'],
    ['a fee in words', { fee: 'dua puluh ribu' }, 'Biaya harus berupa angka rupiah bulat'],
    ['no fee', { fee: undefined }, 'Biaya wajib diisi'],
    ['a short title', { title: 'ab' }, 'Judul minimal 3 karakter'],
    ['a long title', { title: 'x'.repeat(101) }, 'Judul maksimal 100 karakter'],
    ['an empty description', { description: '  ' }, 'Deskripsi wajib diisi'],
    ['a long description', { description: 'x'.repeat(2001) }, 'Deskripsi maksimal 2000 karakter'],
    ['no address', { address: undefined }, 'Alamat wajib diisi'],
    ['a long address', { address: 'x'.repeat(501) }, 'Alamat maksimal 500 karakter'],
    [
      'long address notes',
      { addressNotes: 'x'.repeat(501) },
      'Catatan alamat maksimal 500 karakter',
    ],
    ['no coordinates', { coordinates: undefined }, 'Koordinat wajib diisi'],
    ['a latitude off the globe', { coordinates: { lat: 91, lng: 106 } }, 'Koordinat tidak valid'],
    ['a text longitude', { coordinates: { lat: -6, lng: 'timur' } }, 'Koordinat tidak valid'],
    ['coordinates as garbage', { coordinates: 'di sini' }, 'Koordinat wajib diisi'],
  ])('refuses %s with 400, moving no money', async (_what, change, message) => {
    const before = { balance: await balanceOf(t.app, jalu), jobs: await jobCount() };
    const res = await postNitip(t.app, jalu, change);
    expect(res.statusCode).toBe(400);
    expect(res.json().message.replace(/\s/g, ' ')).toBe(message);
    expect(await balanceOf(t.app, jalu)).toBe(before.balance);
    expect(await jobCount()).toBe(before.jobs);
  });

  it('accepts the fee as a string of digits, as forms send it', async () => {
    const res = await postNitip(t.app, jalu, { fee: '30000' });
    expect(res.statusCode).toBe(201);
  });

  it('names every invalid field at once and posts nothing', async () => {
    const before = await jobCount();
    const res = await postNitip(t.app, jalu, { title: '', fee: -5, description: 'd'.repeat(5000) });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.fields).sort()).toEqual(['description', 'fee', 'title']);
    expect(body.message).toBe(Object.values(body.fields)[0]);
    expect(await jobCount()).toBe(before);
  });

  it('refuses a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/clients/jobs/belanja',
      headers: { ...jalu.auth, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(400);
  });

  it('asks for the profile first when the Jalu has no name', async () => {
    const nameless = await createUser(t.app, 'jalu');
    const res = await postNitip(t.app, nameless);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Fill in your profile first!',
      code: 'PROFILE_INCOMPLETE',
    });
  });

  it('refuses when the wallet cannot cover fee + admin fee, creating nothing', async () => {
    const poor = await readyJalu(t.app, 26_000);
    const before = await jobCount();
    const res = await postNitip(t.app, poor, { fee: 25_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Saldo kamu tidak cukup', code: 'INSUFFICIENT_BALANCE' });
    expect(await balanceOf(t.app, poor)).toBe(26_000);
    expect(await jobCount()).toBe(before);
  });

  itOnPostgres(
    'keeps its database connections when posts are refused for the balance',
    async () => {
      // A refusal used to close the pooled connection, so each one made PostgreSQL start a new
      // backend: a Jalu with an empty wallet could make the server fork at will. pg-pool closes
      // a connection that is released with an error, so none may be. (Counting the database's
      // backends instead also counted the pool growing for background work: a flaky test.)
      const poor = await readyJalu(t.app, 10_000);
      const pool = t.database.pool;
      if (!pool) throw new Error('PostgreSQL only: the database has no pool');
      const releasedWithError: unknown[] = [];
      const onRelease = (error: unknown) => {
        if (error) releasedWithError.push(error);
      };
      pool.on('release', onRelease);
      try {
        for (let i = 0; i < 5; i++) {
          const res = await postNitip(t.app, poor, { fee: 25_000 });
          expect(res.json().code).toBe('INSUFFICIENT_BALANCE');
        }
      } finally {
        pool.off('release', onRelease);
      }
      expect(releasedWithError).toEqual([]);
    },
  );

  itOnPostgres('never overdraws when one wallet posts many jobs at once', async () => {
    const user = await readyJalu(t.app, 100_000);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => postNitip(t.app, user, { fee: 23_000 })),
    );
    const created = results.filter((r) => r.statusCode === 201).length;
    expect(created).toBe(4);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(4);
    expect(await balanceOf(t.app, user)).toBe(0);
  });

  it('is for Jalu only', async () => {
    const yasa = await readyYasa(t.app);
    expect((await postNitip(t.app, yasa)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/clients/jobs/belanja',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('Idempotency-Key on posting (a post sent again after the connection returned)', () => {
  it('answers a repeated Nitip post with the first job and holds the money once', async () => {
    const user = await readyJalu(t.app, 100_000);
    const key = crypto.randomUUID();
    const first = await postNitip(t.app, user, { fee: 25_000 }, key);
    const again = await postNitip(t.app, user, { fee: 25_000 }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await balanceOf(t.app, user)).toBe(100_000 - 27_000);

    // Another key is another order.
    expect((await postNitip(t.app, user, { fee: 25_000 }, crypto.randomUUID())).statusCode).toBe(
      201,
    );
    expect(await balanceOf(t.app, user)).toBe(100_000 - 2 * 27_000);
  });

  it('refuses the same key for another order with 409 and writes nothing', async () => {
    const user = await readyJalu(t.app, 100_000);
    const key = crypto.randomUUID();
    expect((await postNitip(t.app, user, { fee: 25_000 }, key)).statusCode).toBe(201);
    const before = await jobCount();
    const other = await postNitip(t.app, user, { fee: 30_000 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await jobCount()).toBe(before);
  });

  it('keys are per Jalu: another Jalu may use the same one', async () => {
    const [a, b] = [await readyJalu(t.app, 50_000), await readyJalu(t.app, 50_000)];
    const key = crypto.randomUUID();
    const first = await postNitip(t.app, a, {}, key);
    const second = await postNitip(t.app, b, {}, key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json()._id).not.toBe(second.json()._id);
  });

  it('answers a repeated Bebersih post with the first job and keeps only its photos', async () => {
    const user = await readyJalu(t.app, 200_000);
    const key = crypto.randomUUID();
    const first = await postBersih(t.app, user, { photos: 1, postKey: key });
    const filesAfterFirst = uploadedFiles().length;
    const again = await postBersih(t.app, user, { photos: 1, postKey: key });
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(uploadedFiles()).toHaveLength(filesAfterFirst);
    expect(await balanceOf(t.app, user)).toBe(200_000 - 75_000 - 2_000);
  });

  itOnPostgres('posts exactly once under twenty identical concurrent posts', async () => {
    const user = await readyJalu(t.app, 1_000_000);
    const key = crypto.randomUUID();
    const before = await jobCount();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => postNitip(t.app, user, { fee: 25_000 }, key)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.json()._id)).size).toBe(1);
    expect(await jobCount()).toBe(before + 1);
    expect(await balanceOf(t.app, user)).toBe(1_000_000 - 27_000);
  });

  itOnPostgres(
    'posts a Bebersih exactly once under twenty identical concurrent posts',
    async () => {
      const user = await readyJalu(t.app, 1_000_000);
      const key = crypto.randomUUID();
      const before = await jobCount();
      const filesBefore = uploadedFiles().length;
      const post = () => postBersih(t.app, user, { photos: 1, postKey: key });
      const racing = await Promise.all(Array.from({ length: 20 }, post));
      // A full photo queue answers 503 (UPLOAD_QUEUE_MAX): the phone sends again, same key.
      const busy = racing.filter((r) => r.statusCode === 503);
      const results = [
        ...racing.filter((r) => r.statusCode !== 503),
        ...(await Promise.all(busy.map(post))),
      ];
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
      expect(new Set(results.map((r) => r.json()._id)).size).toBe(1);
      expect(await jobCount()).toBe(before + 1);
      expect(await balanceOf(t.app, user)).toBe(1_000_000 - 77_000);
      // The twins' photos were removed with their statements.
      expect(uploadedFiles()).toHaveLength(filesBefore + 1);
    },
  );
});

describe('POST /clients/jobs/bersih (Bebersih)', () => {
  it('stores the room photos re-encoded and links them to the job', async () => {
    const res = await postBersih(t.app, jalu, { photos: 2 });
    expect(res.statusCode).toBe(201);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/jobs/${res.json()._id}`,
      headers: jalu.auth,
    });
    const job = detail.json();
    expect(job.category).toEqual({ name: 'Bebersih' });
    expect(job.addressNotes).toBeNull();
    expect(job.images).toHaveLength(2);
    for (const url of job.images) {
      expect(url).toMatch(/^\/uploads\/[0-9a-f-]+\.webp$/);
      const image = await t.app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
  });

  it('keeps the room photos in the order they were sent', async () => {
    const widths = [320, 480, 400];
    const extra = await Promise.all(
      widths.map(async (width, i): Promise<FormEntry> => [
        'image',
        {
          data: await makeImage(width, 240),
          filename: `ruang-${i}.jpg`,
          contentType: 'image/jpeg',
        },
      ]),
    );
    const res = await postBersih(t.app, jalu, { photos: 0, extra });
    expect(res.statusCode).toBe(201);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/jobs/${res.json()._id}`,
      headers: jalu.auth,
    });
    const stored = await Promise.all(
      detail.json<{ images: string[] }>().images.map(async (url) => {
        const image = await t.app.inject({ method: 'GET', url });
        return (await sharp(image.rawPayload).metadata()).width;
      }),
    );
    expect(stored).toEqual(widths);
  });

  it.each([
    ['no photo', { photos: 0 }, 400],
    ['six photos', { photos: 6 }, 413],
  ])('refuses %s and keeps no file', async (_what, options, status) => {
    const files = uploadedFiles().length;
    const res = await postBersih(t.app, jalu, options);
    expect(res.statusCode).toBe(status);
    expect(uploadedFiles()).toHaveLength(files);
  });

  it('refuses a file that is not a photo, whatever its name says', async () => {
    const files = uploadedFiles().length;
    const res = await postBersih(t.app, jalu, {
      photos: 1,
      extra: [
        [
          'image',
          {
            data: Buffer.from('#!/bin/sh\necho hi\n'),
            filename: 'kamar.jpg',
            contentType: 'image/jpeg',
          },
        ],
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_IMAGE');
    expect(uploadedFiles()).toHaveLength(files);
  });

  it('refuses coordinates that are not JSON of lat and lng', async () => {
    const res = await postBersih(t.app, jalu, { fields: { coordinates: '{lat:-6' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Koordinat wajib diisi');
  });

  it('leaves no photo behind when the wallet is short', async () => {
    const poor = await readyJalu(t.app, 10_000);
    const files = uploadedFiles().length;
    const res = await postBersih(t.app, poor, { photos: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(uploadedFiles()).toHaveLength(files);
  });

  it('answers 415 to a JSON body and 401 without a token', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/clients/jobs/bersih',
      headers: jalu.auth,
      payload: { title: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect((await postBersih(t.app, undefined)).statusCode).toBe(401);
  });
});
