import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { S3Storage } from '../src/adapters/storage/s3.js';
import { profiles } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';
import { makeImage } from './support/images.js';
import { multipartBody } from './support/multipart.js';
import { startS3 } from './support/s3.js';

// Several tests build a second app on a fresh database: migrating PGlite takes a while on a
// loaded machine.
vi.setConfig({ testTimeout: 90_000 });

let s3: Awaited<ReturnType<typeof startS3>>;
let t: TestApp;
let jalu: TestUser;
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp({ s3: s3.config });
  jalu = await createUser(t.app, 'jalu');
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

async function uploadPicture(app: TestApp['app'], user: TestUser) {
  const body = await multipartBody([['image', { data: await makeImage(64, 64) }]]);
  return app.inject({
    method: 'PATCH',
    url: '/clients/profile',
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

describe('S3 storage against a local S3-compatible server', () => {
  it('writes, reads back and deletes an object', async () => {
    const storage = new S3Storage(s3.config);
    const url = await storage.save(Buffer.from('isi berkas'), 'webp');
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const name = url.slice('/uploads/'.length);
    const file = await storage.read(name);
    expect(file?.contentType).toBe('image/webp');
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('isi berkas');
    await storage.delete(url);
    expect(await storage.read(name)).toBeNull();
    // Foreign and malformed URLs are no-ops.
    await storage.delete('/elsewhere/x.webp');
    expect(await storage.read('../secret')).toBeNull();
  });

  it('serves an uploaded profile picture at its /uploads/ URL', async () => {
    const res = await uploadPicture(t.app, jalu);
    expect(res.statusCode).toBe(200);
    const url = await pictureInDb(jalu);
    expect(url).toMatch(/^\/uploads\//);
    const image = await t.app.inject({ method: 'GET', url: url! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/uploads/00000000-0000-4000-8000-000000000000.webp',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 503 STORAGE_UNAVAILABLE when the write fails, and changes no row', async () => {
    const broken = await createTestApp({ s3: { ...s3.config, bucket: 'no-such-bucket' } });
    try {
      const user = await createUser(broken.app, 'jalu');
      const res = await uploadPicture(broken.app, user);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
      const [row] = await broken.database.db
        .select({ picture: profiles.profilePicture })
        .from(profiles)
        .where(eq(profiles.userId, user.id));
      expect(row?.picture ?? null).toBeNull();
    } finally {
      await broken.close();
    }
  });

  it('redirects to S3_PUBLIC_URL when the bucket is public', async () => {
    const pub = await createTestApp({
      s3: { ...s3.config, publicUrl: 'https://foto.contoh.id/bantuin' },
    });
    try {
      const name = '00000000-0000-4000-8000-000000000000.webp';
      const res = await pub.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`https://foto.contoh.id/bantuin/${name}`);
    } finally {
      await pub.close();
    }
  });

  it("deletes a deleted account's photo from the bucket ('Hapus akun')", async () => {
    const leaving = await createUser(t.app, 'jalu');
    expect((await uploadPicture(t.app, leaving)).statusCode).toBe(200);
    const url = (await pictureInDb(leaving))!;
    const name = url.slice('/uploads/'.length);
    const storage = new S3Storage(s3.config);
    expect(await storage.read(name)).not.toBeNull();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/profile',
      headers: leaving.auth,
      payload: { password: leaving.password },
    });
    expect(res.statusCode).toBe(200);
    expect(await pictureInDb(leaving)).toBeNull();
    expect(await storage.read(name)).toBeNull();
  });
});
