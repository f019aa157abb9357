import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, profiles, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './support/app.js';
import { newUserData } from './support/factories.js';
import { itOnPostgres } from './support/postgres.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const countUsers = () => t.database.db.$count(users);

describe.each([
  ['/clients/register', 'jalu'],
  ['/workers/register', 'yasa'],
] as const)('POST %s', (url, role) => {
  it('creates the user with an empty profile and a zero wallet, never showing the hash', async () => {
    const plain = newUserData();
    const digits = plain.phoneNumber.slice(1);
    const data = {
      ...plain,
      email: `  ${plain.email.toUpperCase()} `,
      phoneNumber: `0${digits.slice(0, 3)}-${digits.slice(3, 7)} ${digits.slice(7)}`,
    };
    const res = await register(url, data);

    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      _id: expect.any(String),
      email: plain.email,
      phoneNumber: `+62${digits}`,
      role,
      createdAt: expect.any(String),
    });
    expect(res.body).not.toMatch(/argon2|password/i);

    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, body._id));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await db.select().from(profiles).where(eq(profiles.userId, body._id))).toHaveLength(1);
    const wallets = await db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, body._id));
    expect(wallets).toEqual([expect.objectContaining({ kind: 'wallet', balance: 0 })]);
  });

  it.each([
    ['a missing email', { email: undefined }, 'Email wajib diisi'],
    ['a missing phone number', { phoneNumber: undefined }, 'Nomor telepon wajib diisi'],
    ['a missing password', { password: undefined }, 'Kata sandi wajib diisi'],
    ['a malformed email', { email: 'budi@' }, 'Format email tidak valid'],
    ['a short password', { password: '1234567' }, 'Kata sandi minimal 8 karakter'],
    [
      'a phone with 7 digits',
      { phoneNumber: '0812345' },
      'Nomor telepon harus berisi 8–15 digit angka',
    ],
    [
      'a phone with 16 digits',
      { phoneNumber: '0812345678901234' },
      'Nomor telepon harus berisi 8–15 digit angka',
    ],
    [
      'a phone with letters',
      { phoneNumber: '0812abcd567' },
      'Nomor telepon harus berisi 8–15 digit angka',
    ],
    ['a number as email', { email: 12345 }, 'Email harus berupa teks'],
  ])('refuses %s with 400 and creates nothing', async (_what, change, message) => {
    const before = await countUsers();
    const res = await register(url, { ...newUserData(), ...change });
    expect(res.statusCode).toBe(400);
    const [field] = Object.keys(change);
    expect(res.json()).toEqual({
      message,
      code: 'VALIDATION_ERROR',
      fields: { [field!]: message },
    });
    expect(await countUsers()).toBe(before);
  });

  it('names every invalid field at once, so the form can show them all', async () => {
    const res = await register(url, { email: 'budi@', phoneNumber: '0812', password: 'pendek' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Format email tidak valid',
      code: 'VALIDATION_ERROR',
      fields: {
        email: 'Format email tidak valid',
        phoneNumber: 'Nomor telepon harus berisi 8–15 digit angka',
        password: 'Kata sandi minimal 8 karakter',
      },
    });
  });

  it('refuses a body that is not JSON, or no body at all', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'VALIDATION_ERROR' });

    const empty = await t.app.inject({ method: 'POST', url });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('accepts 08… and +62… and stores both the same way', async () => {
    const local = newUserData();
    const res = await register(url, local);
    expect(res.json().phoneNumber).toBe(`+62${local.phoneNumber.slice(1)}`);

    const international = newUserData();
    const intl = `+62 ${international.phoneNumber.slice(1)}`;
    const res2 = await register(url, { ...international, phoneNumber: intl });
    expect(res2.statusCode).toBe(201);
    expect(res2.json().phoneNumber).toBe(intl.replace(/\s/g, ''));
  });
});

describe('duplicate accounts', () => {
  it('answers 409 for an email already used, whatever its case and role', async () => {
    const first = newUserData();
    expect((await register('/clients/register', first)).statusCode).toBe(201);
    const again = await register('/workers/register', {
      ...newUserData(),
      email: first.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Email sudah terdaftar', code: 'EMAIL_TAKEN' });
  });

  it('answers 409 for a phone number already used, written either way', async () => {
    const first = newUserData();
    expect((await register('/workers/register', first)).statusCode).toBe(201);
    const again = await register('/clients/register', {
      ...newUserData(),
      phoneNumber: `+62${first.phoneNumber.slice(1)}`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Nomor telepon sudah terdaftar', code: 'PHONE_TAKEN' });
  });

  itOnPostgres(
    'lets exactly one of ten simultaneous registrations with one email through',
    async () => {
      const email = newUserData().email;
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          register('/clients/register', { ...newUserData(), email }),
        ),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, ...Array(9).fill(409)]);
      const rows = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
    },
  );
});

describe('POST /login', () => {
  it('answers a token and the role for each side', async () => {
    for (const [url, role] of [
      ['/clients/register', 'jalu'],
      ['/workers/register', 'yasa'],
    ] as const) {
      const data = newUserData();
      await register(url, data);
      const res = await t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: data.email.toUpperCase(), password: data.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ access_token: expect.stringMatching(/^ey/), role });
    }
  });

  it('gives the same 401 for an unknown email and a wrong password', async () => {
    const data = newUserData();
    await register('/clients/register', data);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: data.email, password: 'salah-sekali' },
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'tidak.ada@contoh.id', password: data.password },
    });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Email atau kata sandi salah',
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('answers 400 when a field is missing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/login', payload: { email: 'a@b.id' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Kata sandi wajib diisi',
      code: 'VALIDATION_ERROR',
      fields: { password: 'Kata sandi wajib diisi' },
    });
  });
});
