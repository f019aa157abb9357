import { describe, expect, it } from 'vitest';
import { registerBodySchema } from './auth.js';

const valid = { email: ' Siti@Example.com ', phoneNumber: '0812-3456-789', password: 'rahasia123' };

describe('registerBodySchema', () => {
  it('normalises email and phone number', () => {
    const parsed = registerBodySchema.parse(valid);
    expect(parsed.email).toBe('siti@example.com');
    expect(parsed.phoneNumber).toBe('+628123456789');
  });

  it('accepts +62 numbers as they are', () => {
    expect(
      registerBodySchema.parse({ ...valid, phoneNumber: '+62 812 3456 789' }).phoneNumber,
    ).toBe('+628123456789');
  });

  it.each([
    ['email', { ...valid, email: 'bukan-email' }, 'Format email tidak valid'],
    [
      'phone letters',
      { ...valid, phoneNumber: '0812abc4567' },
      'Nomor telepon harus berisi 8–15 digit angka',
    ],
    [
      'phone short',
      { ...valid, phoneNumber: '0812345' },
      'Nomor telepon harus berisi 8–15 digit angka',
    ],
    [
      'phone long',
      { ...valid, phoneNumber: '0812345678901234' },
      'Nomor telepon harus berisi 8–15 digit angka',
    ],
    ['password short', { ...valid, password: 'pendek' }, 'Kata sandi minimal 8 karakter'],
    [
      'missing email',
      { phoneNumber: valid.phoneNumber, password: valid.password },
      'Email wajib diisi',
    ],
  ])('rejects %s with an Indonesian message', (_name, body, message) => {
    const result = registerBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
