import { describe, expect, it } from 'vitest';
import {
  ageFromBirthDate,
  formatDateDMY,
  formatDateLong,
  formatIDR,
  formatTime,
} from './format.js';
import { isApiPath } from './constants.js';

describe('formatters', () => {
  it('formats rupiah the Indonesian way', () => {
    expect(formatIDR(50000).replace(/\s/g, ' ')).toBe('Rp 50.000');
    expect(formatIDR(1234567).replace(/\s/g, ' ')).toBe('Rp 1.234.567');
    expect(formatIDR(0).replace(/\s/g, ' ')).toBe('Rp 0');
  });

  it('writes long dates with Indonesian month names', () => {
    expect(formatDateLong('2026-08-17T03:00:00Z', 'Asia/Jakarta')).toBe('17 Agustus 2026');
    expect(formatDateLong('2026-12-31T20:00:00Z', 'Asia/Jakarta')).toBe('1 Januari 2027');
  });

  it('writes dd/mm/yyyy in UTC', () => {
    expect(formatDateDMY('2026-03-05T23:30:00Z')).toBe('05/03/2026');
  });

  it('writes hh:mm with leading zeros', () => {
    const d = new Date(2026, 0, 1, 7, 5);
    expect(formatTime(d)).toBe('07:05');
  });

  it('counts age as the difference of calendar years', () => {
    const now = new Date(2026, 0, 1);
    expect(ageFromBirthDate('2000-12-31', now)).toBe(26);
    expect(ageFromBirthDate('2000-01-01', now)).toBe(26);
  });
});

describe('isApiPath', () => {
  it('tells API paths from pages', () => {
    expect(isApiPath('/clients/register')).toBe(true);
    expect(isApiPath('/healthz')).toBe(true);
    expect(isApiPath('/login')).toBe(false);
    expect(isApiPath('/jalu/order/my')).toBe(false);
    expect(isApiPath('/')).toBe(false);
  });
});
