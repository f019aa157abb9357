import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../src/adapters/storage/local-disk.js';
import { profiles } from '../src/db/schema.js';
import { createImageUploads } from '../src/modules/uploads/image-uploads.js';
import { processImage, sniffImageFormat } from '../src/modules/uploads/images.js';
import { photoRoutes, readMultipart } from '../src/modules/uploads/multipart.js';
import { createTestApp, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';
import {
  exifHasGps,
  makeImage,
  makeJpegWithGps,
  makeSidewaysJpeg,
  pngDeclaring,
} from './support/images.js';
import { readyJalu } from './support/jobs.js';
import { multipartBody, type FilePart, type FormEntry } from './support/multipart.js';
import { balanceOf } from './support/payments.js';
import { itOnPostgres } from './support/postgres.js';

let t: TestApp;
let yasa: TestUser;
let uploadsDir: string;

beforeAll(async () => {
  // A probe route reading a form the way job photos will: several files under one name.
  t = await createTestApp({}, (app) => {
    void photoRoutes(app, (uploads) => {
      uploads.post('/test-only/form', async (request) => {
        const form = await readMultipart(request, {
          fields: ['title', 'fee'],
          files: { image: 10, proof: 2 },
        });
        return {
          fields: form.fields,
          files: Object.fromEntries(
            Object.entries(form.files).map(([name, list]) => [name, list.map((b) => b.length)]),
          ),
        };
      });
    });
  });
  yasa = await createUser(t.app, 'yasa');
  uploadsDir = path.join(t.config.dataDir, 'uploads');
});
afterAll(() => t.close());

const storedFiles = () => readdirSync(uploadsDir);
const fileOf = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));

async function uploadPicture(user: TestUser, ...images: FilePart[]) {
  const body = await multipartBody(images.map((image) => ['image', image]));
  return t.app.inject({
    method: 'PATCH',
    url: user.role === 'jalu' ? '/clients/profile' : '/workers/profile',
    headers: { ...body.headers, ...user.auth },
    payload: body.payload,
  });
}

const pictureInDb = async (user: TestUser) => {
  const [row] = await t.database.db
    .select({ picture: profiles.profilePicture })
    .from(profiles)
    .where(eq(profiles.userId, user.id));
  return row?.picture ?? null;
};

describe('what is accepted as a photo', () => {
  it('refuses a script named photo.jpg and declared image/jpeg, writing nothing', async () => {
    const res = await uploadPicture(yasa, {
      data: Buffer.from('#!/bin/sh\necho hi\n'),
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'File harus berupa foto JPEG, PNG atau WebP',
      code: 'INVALID_IMAGE',
    });
    expect(storedFiles()).toEqual([]);
    expect(await pictureInDb(yasa)).toBeNull();
  });

  it.each([
    [
      'an SVG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
    ],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
    ],
    ['a truncated JPEG', async () => (await makeImage(200, 200)).subarray(0, 300)],
    ['an empty file with a name', async () => Buffer.alloc(0)],
  ])('refuses %s declared as image/png', async (_what, make) => {
    const data = await make();
    const res = await uploadPicture(yasa, { data, filename: 'foto.png', contentType: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_IMAGE' });
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a PNG declaring 30000 × 30000 pixels quickly, before decoding it', async () => {
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(2_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      format: 'png',
      width: 30_000,
      height: 30_000,
    });

    const started = performance.now();
    const res = await uploadPicture(yasa, {
      data: bomb,
      filename: 'a.png',
      contentType: 'image/png',
    });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'Resolusi foto terlalu besar (maksimal 25 megapiksel)',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(storedFiles()).toEqual([]);
  });

  it('accepts PNG and WebP as well as JPEG, storing WebP whatever the name says', async () => {
    for (const format of ['png', 'webp'] as const) {
      const res = await uploadPicture(yasa, {
        data: await makeImage(120, 80, format),
        filename: 'foto.jpg',
        contentType: 'application/octet-stream',
      });
      expect(res.statusCode).toBe(200);
      const stored = readFileSync(fileOf(res.json().profilePicture));
      expect(await sharp(stored).metadata()).toMatchObject({
        format: 'webp',
        width: 120,
        height: 80,
      });
    }
  });

  it('tells the formats apart by their bytes', () => {
    expect(sniffImageFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImageFormat(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageFormat(Buffer.from('GIF89a'))).toBeUndefined();
  });
});

describe('what gets stored', () => {
  let url: string;
  let input: Buffer;

  beforeAll(async () => {
    input = await makeJpegWithGps(3000, 2000);
    const meta = await sharp(input).metadata();
    // The test photo really carries EXIF with a GPS position.
    expect(meta.exif).toBeDefined();
    expect(exifHasGps(meta.exif!)).toBe(true);

    const res = await uploadPicture(yasa, {
      data: input,
      filename: 'rumah.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.statusCode).toBe(200);
    url = res.json().profilePicture;
  });

  it('is a WebP under a random server-chosen name, recorded on the profile', async () => {
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(url).not.toContain('rumah');
    expect(await pictureInDb(yasa)).toBe(url);
    expect(existsSync(fileOf(url))).toBe(true);
  });

  it('has no EXIF (no GPS), XMP or ICC, and its longest side is at most 1600 px', async () => {
    const meta = await sharp(readFileSync(fileOf(url))).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    expect(meta.height).toBe(1067);
  });

  it('is served with a long immutable cache and the WebP type', async () => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(readFileSync(fileOf(url)))).toBe(true);
  });

  it('answers a JSON 404 for a file that is not there, and never leaves the folder', async () => {
    // A file beside the uploads folder: what a path that climbs out of it would reach.
    const outside = 'outside-uploads.txt';
    writeFileSync(path.join(t.config.dataDir, outside), 'not-for-the-web');
    const notFound = { status: 404, code: 'NOT_FOUND' };
    // A `..` segment that reaches the file server (a backslash is a separator to it) is refused.
    const refused = { status: 403, code: 'FORBIDDEN' };
    for (const [url, expected] of [
      ['/uploads/00000000-0000-4000-8000-000000000000.webp', notFound],
      // Encoded slashes and backslashes survive the URL's normalisation and reach the route.
      [`/uploads/..%2F${outside}`, notFound],
      [`/uploads/%2e%2e%2f${outside}`, notFound],
      [`/uploads/..%2F..%2F${path.basename(t.config.dataDir)}%2F${outside}`, notFound],
      [`/uploads/..%5C${outside}`, refused],
      [`/uploads/%2e%2e%5c${outside}`, refused],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(expected.status);
      expect(res.json(), url).toMatchObject({ code: expected.code, message: expect.any(String) });
      expect(res.body, url).not.toContain('not-for-the-web');
    }
  });

  it('turns a sideways phone photo upright before dropping its orientation', async () => {
    const res = await uploadPicture(yasa, {
      data: await makeSidewaysJpeg(300, 200),
      contentType: 'image/jpeg',
    });
    const meta = await sharp(readFileSync(fileOf(res.json().profilePicture))).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([200, 300, undefined]);
  });

  it('never enlarges a small photo', async () => {
    const res = await uploadPicture(yasa, {
      data: await makeImage(40, 30),
      contentType: 'image/jpeg',
    });
    const meta = await sharp(readFileSync(fileOf(res.json().profilePicture))).metadata();
    expect([meta.width, meta.height]).toEqual([40, 30]);
  });
});

describe('sizes and counts', () => {
  it('refuses a file over 8 MB with 413', async () => {
    const user = await createUser(t.app, 'jalu');
    const before = storedFiles();
    const big = Buffer.concat([await makeImage(10, 10), Buffer.alloc(8 * 1024 * 1024)]);
    const res = await uploadPicture(user, { data: big, contentType: 'image/jpeg' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Ukuran foto maksimal 8 MB', code: 'PAYLOAD_TOO_LARGE' });
    expect(storedFiles()).toEqual(before);
    expect(await pictureInDb(user)).toBeNull();
  });

  it('refuses two pictures where one is expected', async () => {
    const user = await createUser(t.app, 'jalu');
    const before = storedFiles();
    const photo = { data: await makeImage(20, 20), contentType: 'image/jpeg' };
    const res = await uploadPicture(user, photo, photo);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Kolom "image" maksimal berisi 1 file',
      code: 'VALIDATION_ERROR',
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses six pictures without writing any', async () => {
    const user = await createUser(t.app, 'jalu');
    const before = storedFiles();
    const photo = { data: await makeImage(20, 20), contentType: 'image/jpeg' };
    const res = await uploadPicture(user, ...Array.from({ length: 6 }, () => photo));
    expect(res.statusCode).toBe(400);
    expect(storedFiles()).toEqual(before);
    expect(await pictureInDb(user)).toBeNull();
  });

  it('treats an empty file part without a name as no file (a form with nothing chosen)', async () => {
    const user = await createUser(t.app, 'jalu');
    const res = await uploadPicture(user, { data: Buffer.alloc(0), filename: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profilePicture).toBeNull();
  });
});

describe('multipart only where photos are taken', () => {
  it('refuses a form sent to a JSON route with 415, changing nothing', async () => {
    const jalu = await readyJalu(t.app);
    const before = await balanceOf(t.app, jalu);
    const body = await multipartBody([
      ['title', 'Titip belanja'],
      ['fee', '20000'],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/clients/jobs/belanja',
      headers: { ...jalu.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'Jenis konten tidak didukung',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await balanceOf(t.app, jalu)).toBe(before);
  });
});

describe('reading a multipart form', () => {
  const post = async (entries: FormEntry[]) => {
    const body = await multipartBody(entries);
    return t.app.inject({
      method: 'POST',
      url: '/test-only/form',
      headers: body.headers,
      payload: body.payload,
    });
  };
  const bytes = (n: number): FilePart => ({ data: Buffer.alloc(n, 1), filename: 'f.bin' });

  it('answers accepted fields once and every file per field name, in order', async () => {
    const res = await post([
      ['title', 'Bersih rumah'],
      ['image', bytes(3)],
      ['unknown', 'ignored'],
      ['image', bytes(5)],
      ['fee', '50000'],
      ['proof', bytes(7)],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fields: { title: 'Bersih rumah', fee: '50000' },
      files: { image: [3, 5], proof: [7] },
    });
  });

  it('refuses more than 5 files in one request with 413, whatever the field limits say', async () => {
    const res = await post(Array.from({ length: 6 }, (): FormEntry => ['image', bytes(10)]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'Maksimal 5 foto dalam satu kiriman',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses more files under one name than the route allows', async () => {
    const res = await post([
      ['proof', bytes(1)],
      ['proof', bytes(1)],
      ['proof', bytes(1)],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Kolom "proof" maksimal berisi 2 file',
      code: 'VALIDATION_ERROR',
    });
  });
});

describe('replacing a picture', () => {
  it('deletes the old file once the new one is recorded', async () => {
    const user = await createUser(t.app, 'jalu');
    const first = (
      await uploadPicture(user, { data: await makeImage(50, 50), contentType: 'image/jpeg' })
    ).json().profilePicture;
    expect(existsSync(fileOf(first))).toBe(true);

    const second = (
      await uploadPicture(user, { data: await makeImage(60, 60), contentType: 'image/jpeg' })
    ).json().profilePicture;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(second))).toBe(true);
    expect(existsSync(fileOf(first))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('keeps the picture when only text fields change', async () => {
    const user = await createUser(t.app, 'jalu');
    const url = (
      await uploadPicture(user, { data: await makeImage(50, 50), contentType: 'image/jpeg' })
    ).json().profilePicture;
    const body = await multipartBody([['name', 'Dewi']]);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/clients/profile',
      headers: { ...body.headers, ...user.auth },
      payload: body.payload,
    });
    expect(res.json()).toMatchObject({ name: 'Dewi', profilePicture: url });
    expect(existsSync(fileOf(url))).toBe(true);
  });

  itOnPostgres('leaves exactly the recorded file when two replacements race', async () => {
    const user = await createUser(t.app, 'yasa');
    const before = new Set(storedFiles());
    const results = await Promise.all(
      [70, 80, 90].map(async (side) =>
        uploadPicture(user, { data: await makeImage(side, side), contentType: 'image/jpeg' }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const added = storedFiles().filter((name) => !before.has(name));
    const recorded = await pictureInDb(user);
    expect(added.map((name) => `/uploads/${name}`)).toEqual([recorded]);
  });
});

describe('the upload module on its own', () => {
  const newStorage = () =>
    new LocalDiskStorage(mkdtempSync(path.join(tmpdir(), 'bantuin-uploads-')));
  const log = { warn: () => {} } as unknown as FastifyBaseLogger;

  it('removes the files it wrote when the database write fails', async () => {
    const storage = newStorage();
    const uploads = createImageUploads(storage, log, 8);
    const images = await uploads.prepare([await makeImage(30, 30), await makeImage(40, 40, 'png')]);
    let written: string[] = [];
    await expect(
      uploads.saveThen(images, async (urls) => {
        written = urls;
        expect(readdirSync(storage.dir)).toHaveLength(2);
        throw new Error('database is down');
      }),
    ).rejects.toThrow('database is down');
    expect(written).toHaveLength(2);
    expect(readdirSync(storage.dir)).toEqual([]);
  });

  it('checks every image before writing any', async () => {
    const storage = newStorage();
    const uploads = createImageUploads(storage, log, 8);
    await expect(
      uploads.prepare([await makeImage(30, 30), Buffer.from('not an image')]),
    ).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_IMAGE' });
    expect(readdirSync(storage.dir)).toEqual([]);
  });

  it('deletes only names it hands out, never outside its folder', async () => {
    const storage = newStorage();
    const url = await storage.save(Buffer.from('x'), 'webp');
    for (const foreign of [
      '/uploads/../outside.webp',
      '/uploads/x/../../y',
      'https://cdn.example/a.webp',
      '/other/a.webp',
    ]) {
      await storage.delete(foreign);
    }
    expect(readdirSync(storage.dir)).toEqual([url.slice('/uploads/'.length)]);
    await storage.delete(url);
    await storage.delete(url); // already gone: no error
    expect(readdirSync(storage.dir)).toEqual([]);
  });

  it('processes a photo into WebP without metadata', async () => {
    const processed = await processImage(await makeJpegWithGps(2000, 3000));
    expect(processed).toMatchObject({ extension: 'webp', width: 1067, height: 1600 });
    expect((await sharp(processed.data).metadata()).exif).toBeUndefined();
  });
});
