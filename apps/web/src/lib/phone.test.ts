import { normalizePhoneNumber } from '@bantuin/contract';
import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './phone';

describe('formatPhoneNumber', () => {
  it('shows an Indonesian number as typed there: 0812-3456-7890', () => {
    expect(formatPhoneNumber('+6281234567890')).toBe('0812-3456-7890');
    expect(formatPhoneNumber('+628123456789')).toBe('0812-3456-789');
    expect(formatPhoneNumber('+62812345678901')).toBe('0812-3456-78901');
    expect(formatPhoneNumber('+62215551234')).toBe('0215551234');
  });

  it('reads back what the server stored from any way of typing it', () => {
    for (const typed of ['0812-3456-7890', '0812 3456 7890', '6281234567890', '+6281234567890']) {
      expect(formatPhoneNumber(normalizePhoneNumber(typed))).toBe('0812-3456-7890');
    }
  });

  it('leaves a number from elsewhere, or an odd one, as stored', () => {
    expect(formatPhoneNumber('+6512345678')).toBe('+6512345678');
    expect(formatPhoneNumber('0812')).toBe('0812');
    expect(formatPhoneNumber('')).toBe('');
  });
});
