import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ageOn } from '@bantuin/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { createUser, type TestUser } from './support/factories.js';
import { makeImage } from './support/images.js';
import { multipartBody, type FormEntry } from './support/multipart.js';

let t: TestApp;
let jalu: TestUser;
let yasa: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  jalu = await createUser(t.app, 'jalu');
  yasa = await createUser(t.app, 'yasa');
});
afterAll(() => t.close());

const urlOf = { jalu: '/clients/profile', yasa: '/workers/profile' } as const;

const get = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });

async function patch(url: string, user: TestUser | undefined, entries: FormEntry[]) {
  const body = await multipartBody(entries);
  return t.app.inject({
    method: 'PATCH',
    url,
    headers: { ...body.headers, ...(user?.auth ?? {}) },
    payload: body.payload,
  });
}

const profileRow = async (user: TestUser) => {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
  const { updatedAt: _ignored, ...rest } = row!;
  return rest;
};
const storedFiles = () => readdirSync(path.join(t.config.dataDir, 'uploads'));

/** The date someone born `years` years ago today has (Feb 29 → Feb 28). */
function bornYearsAgo(years: number, extraDays = 0): string {
  const now = new Date();
  const date = new Date(
    Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + extraDays),
  );
  if (date.getUTCMonth() !== now.getUTCMonth() && extraDays === 0) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

describe('GET profiles', () => {
  it('answers a new Jalu with nulls for every unset field', async () => {
    const res = await get('/clients/profile', jalu);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: jalu.id,
      name: null,
      profilePicture: null,
      dateOfBirth: null,
      address: null,
      userData: { email: jalu.email, phoneNumber: expect.stringMatching(/^\+62\d+$/) },
      emailVerified: false,
      phoneVerified: false,
    });
  });

  it('answers a new Yasa without a rating key and with jobDone 0', async () => {
    const res = await get('/workers/profile', yasa);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      _id: yasa.id,
      name: null,
      profilePicture: null,
      dateOfBirth: null,
      address: null,
      bio: null,
      jobDone: 0,
      cancelledJobs: 0,
      userData: {
        email: yasa.email,
        phoneNumber: expect.stringMatching(/^\+62\d+$/),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
      emailVerified: false,
      phoneVerified: false,
    });
    expect(body).not.toHaveProperty('rating');
    expect(Math.abs(Date.parse(body.userData.createdAt) - Date.now())).toBeLessThan(60_000);
  });

  it('shows the rating as a number once a Yasa has one', async () => {
    const rated = await createUser(t.app, 'yasa');
    await t.database.db
      .update(profiles)
      .set({ rating: 4.5, jobDone: 3 })
      .where(eq(profiles.userId, rated.id));
    const body = (await get('/workers/profile', rated)).json();
    expect(body).toMatchObject({ rating: 4.5, jobDone: 3 });
  });
});

describe.each([
  ['GET', 'jalu', 'yasa'],
  ['PATCH', 'jalu', 'yasa'],
  ['GET', 'yasa', 'jalu'],
  ['PATCH', 'yasa', 'jalu'],
] as const)('%s the %s profile', (method, owner, other) => {
  const call = (user?: TestUser) =>
    method === 'GET'
      ? get(urlOf[owner], user)
      : patch(urlOf[owner], user, [['address', 'Jl. Melati No. 1, Bandung']]);
  const userFor = (role: 'jalu' | 'yasa') => (role === 'jalu' ? jalu : yasa);

  it('answers the owner', async () => {
    const res = await call(userFor(owner));
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).toBe(userFor(owner).id);
  });

  it('refuses the other role with 403 and changes nothing', async () => {
    const before = await profileRow(userFor(other));
    const res = await call(userFor(other));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'FORBIDDEN' });
    expect(await profileRow(userFor(other))).toEqual(before);
  });

  it('refuses an anonymous caller with 401', async () => {
    const res = await call();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe.each(['jalu', 'yasa'] as const)('PATCH the %s profile', (role) => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(t.app, role);
  });
  const url = urlOf[role];

  it('changes only the fields sent and answers the updated profile', async () => {
    const first = await patch(url, user, [
      ['name', '  Siti Rahayu  '],
      ['dateOfBirth', '1990-05-17'],
      ['address', 'Jl. Kenanga No. 5, Jakarta Selatan'],
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      _id: user.id,
      name: 'Siti Rahayu',
      dateOfBirth: '1990-05-17',
      address: 'Jl. Kenanga No. 5, Jakarta Selatan',
      profilePicture: null,
    });

    const second = await patch(url, user, [['address', 'Jl. Mawar No. 2, Depok']]);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      name: 'Siti Rahayu',
      dateOfBirth: '1990-05-17',
      address: 'Jl. Mawar No. 2, Depok',
    });
    // The answer is what a GET shows.
    expect((await get(url, user)).json()).toEqual(second.json());
  });

  it('treats an empty field as not sent and ignores unknown fields', async () => {
    const before = await profileRow(user);
    const res = await patch(url, user, [
      ['name', ''],
      ['dateOfBirth', ''],
      ['address', ''],
      ['role', 'yasa'],
      ['jobDone', '99'],
      ['rating', '5'],
      ['email', 'other@contoh.id'],
    ]);
    expect(res.statusCode).toBe(200);
    expect(await profileRow(user)).toEqual(before);
  });

  it('accepts the boundaries: 100-character name, 500-character address, ages 17 and 100', async () => {
    for (const entries of [
      [['name', 'N'.repeat(100)]],
      [['address', 'A'.repeat(500)]],
      [['dateOfBirth', bornYearsAgo(17)]],
      [['dateOfBirth', bornYearsAgo(100)]],
    ] satisfies FormEntry[][]) {
      const res = await patch(url, user, entries);
      expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    }
  });

  it.each([
    ['a name of 101 characters', ['name', 'N'.repeat(101)], 'Nama maksimal 100 karakter'],
    ['a name of only spaces', ['name', '   '], 'Nama tidak boleh kosong'],
    ['a future date of birth', ['dateOfBirth', '2030-01-01'], 'Umur harus antara 17 dan 100 tahun'],
    ['a date that does not exist', ['dateOfBirth', '2026-02-30'], 'Tanggal lahir tidak valid'],
    [
      'a date in another format',
      ['dateOfBirth', '17/05/1990'],
      'Tanggal lahir harus berformat YYYY-MM-DD',
    ],
    ['age 16', ['dateOfBirth', bornYearsAgo(17, 1)], 'Umur harus antara 17 dan 100 tahun'],
    ['age 101', ['dateOfBirth', bornYearsAgo(101)], 'Umur harus antara 17 dan 100 tahun'],
    ['an address of 501 characters', ['address', 'A'.repeat(501)], 'Alamat maksimal 500 karakter'],
    ['an address of only spaces', ['address', '  '], 'Alamat tidak boleh kosong'],
  ] satisfies [string, FormEntry, string][])(
    'refuses %s with 400 and changes nothing',
    async (_what, entry, message) => {
      await patch(url, user, [['name', 'Nama Awal']]);
      const before = await profileRow(user);
      // A valid field and a valid photo beside the bad one: none of it may be applied.
      const res = await patch(url, user, [
        entry[0] === 'address' ? ['name', 'Nama Lain'] : ['address', 'Alamat yang tidak tersimpan'],
        entry,
        [
          'image',
          { data: await makeImage(64, 64), filename: 'foto.jpg', contentType: 'image/jpeg' },
        ],
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message,
        code: 'VALIDATION_ERROR',
        fields: { [entry[0]]: message },
      });
      expect(await profileRow(user)).toEqual(before);
      expect(storedFiles()).toEqual([]);
    },
  );

  it('names every invalid field at once', async () => {
    const res = await patch(url, user, [
      ['name', 'N'.repeat(101)],
      ['dateOfBirth', '2030-01-01'],
      ['address', '  '],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Nama maksimal 100 karakter',
      dateOfBirth: 'Umur harus antara 17 dan 100 tahun',
      address: 'Alamat tidak boleh kosong',
    });
  });

  it('checks the ages used above really are 16 and 101', () => {
    expect(ageOn(bornYearsAgo(17, 1))).toBe(16);
    expect(ageOn(bornYearsAgo(101))).toBe(101);
    expect(ageOn(bornYearsAgo(17))).toBe(17);
  });
});

describe('bio', () => {
  it('is set, kept when not sent and cleared by an empty value for a Yasa', async () => {
    const worker = await createUser(t.app, 'yasa');
    const bio = 'Rajin, jujur, dan berpengalaman bebersih rumah.';
    expect((await patch('/workers/profile', worker, [['bio', bio]])).json().bio).toBe(bio);
    expect((await patch('/workers/profile', worker, [['name', 'Budi']])).json().bio).toBe(bio);
    const cleared = await patch('/workers/profile', worker, [['bio', '']]);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().bio).toBeNull();
  });

  it('accepts 1000 characters and refuses 1001 for a Yasa', async () => {
    const worker = await createUser(t.app, 'yasa');
    expect((await patch('/workers/profile', worker, [['bio', 'b'.repeat(1000)]])).statusCode).toBe(
      200,
    );
    const res = await patch('/workers/profile', worker, [['bio', 'x'.repeat(1001)]]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Bio maksimal 1000 karakter',
      code: 'VALIDATION_ERROR',
      fields: { bio: 'Bio maksimal 1000 karakter' },
    });
    expect((await profileRow(worker)).bio).toBe('b'.repeat(1000));
  });

  it('is ignored for a Jalu, like any unknown field', async () => {
    const client = await createUser(t.app, 'jalu');
    const res = await patch('/clients/profile', client, [
      ['name', 'Andi'],
      ['bio', 'x'.repeat(5000)],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('bio');
    expect(await profileRow(client)).toMatchObject({ name: 'Andi', bio: null });
  });
});

describe('bodies that are not a good form', () => {
  const send = (headers: Record<string, string>, payload?: string | Buffer) =>
    t.app.inject({
      method: 'PATCH',
      url: '/clients/profile',
      headers: { ...jalu.auth, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });

  it.each([
    ['JSON', { 'content-type': 'application/json' }, JSON.stringify({ name: 'Andi' })],
    ['plain text', { 'content-type': 'text/plain' }, 'name=Andi'],
    ['no body at all', {}, undefined],
  ])('answers 415 to %s', async (_what, headers, payload) => {
    const before = await profileRow(jalu);
    const res = await send(headers, payload);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'Data harus dikirim sebagai formulir (multipart/form-data)',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await profileRow(jalu)).toEqual(before);
  });

  it.each([
    ['a multipart type without a boundary', 'multipart/form-data', '--x\r\n'],
    [
      'a body cut off in the middle',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nAndi',
    ],
    ['garbage', 'multipart/form-data; boundary=abc', 'this is not multipart at all'],
  ])('answers 400, never 500, to %s', async (_what, contentType, payload) => {
    const before = await profileRow(jalu);
    const res = await send({ 'content-type': contentType }, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Formulir tidak valid atau terpotong, coba kirim lagi',
      code: 'VALIDATION_ERROR',
    });
    expect(await profileRow(jalu)).toEqual(before);
  });

  it('skips a part without a name, like an unknown field', async () => {
    const before = await profileRow(jalu);
    const res = await send(
      { 'content-type': 'multipart/form-data; boundary=abc' },
      '--abc\r\nContent-Type: text/plain\r\n\r\nAndi\r\n--abc--\r\n',
    );
    expect(res.statusCode).toBe(200);
    expect(await profileRow(jalu)).toEqual(before);
  });

  it('refuses a field sent twice', async () => {
    const res = await patch('/clients/profile', jalu, [
      ['name', 'Andi'],
      ['name', 'Budi'],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Isian "name" dikirim lebih dari sekali',
      code: 'VALIDATION_ERROR',
    });
  });

  it('refuses a file under another field name, and a file in a text field', async () => {
    const photo = { data: await makeImage(32, 32), contentType: 'image/jpeg' };
    for (const name of ['photo', 'name']) {
      const res = await patch('/clients/profile', jalu, [[name, photo]]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: `Kolom "${name}" tidak menerima file`,
        code: 'VALIDATION_ERROR',
      });
    }
    expect(storedFiles()).toEqual([]);
  });

  it('refuses field names that would touch Object.prototype', async () => {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const res = await patch('/clients/profile', jalu, [[name, 'x']]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('refuses a text value over 16 KB with 413', async () => {
    const res = await patch('/workers/profile', yasa, [['bio', 'x'.repeat(17 * 1024)]]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'Isian "bio" terlalu panjang',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses more than 20 text fields with 413', async () => {
    const entries: FormEntry[] = Array.from({ length: 25 }, (_, i) => [`extra${i}`, 'x']);
    const res = await patch('/clients/profile', jalu, entries);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
