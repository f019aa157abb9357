import { describe, expect, it } from 'vitest';
import {
  ageFromBirthDate,
  formatDateDMY,
  formatDateLong,
  formatDateTime,
  formatDayMonth,
  formatIDR,
  formatScheduledAt,
  formatTime,
} from './format.js';
import { isApiPath } from './constants.js';

describe('console dates', () => {
  it('writes a moment in Indonesian, Jakarta time, whatever the device zone', () => {
    expect(formatDateTime('2026-11-27T06:05:00.000Z')).toBe('27 Nov 2026, 13.05 WIB');
    expect(formatDateTime('2026-08-16T20:30:00.000Z')).toBe('17 Agu 2026, 03.30 WIB');
  });

  it('writes a day of the overview as day and short month', () => {
    expect(formatDayMonth('2026-11-27')).toBe('27 Nov');
    expect(formatDayMonth('2026-05-01')).toBe('1 Mei');
  });
});

describe('formatters', () => {
  it('formats rupiah the Indonesian way', () => {
    expect(formatIDR(50000).replace(/\s/g, ' ')).toBe('Rp 50.000');
    expect(formatIDR(1234567).replace(/\s/g, ' ')).toBe('Rp 1.234.567');
    expect(formatIDR(0).replace(/\s/g, ' ')).toBe('Rp 0');
  });

  it('writes rupiah exactly as Intl does, without building Intl for whole amounts', () => {
    const intl = new Intl.NumberFormat('id-ID', {
      style: 'currency',
      currency: 'IDR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const amounts = [0, -0, 1, -1, 999, 1000, -1000, 50_000, 1_234_567, -987_654_321, 10 ** 15];
    for (let digits = 1; digits <= 16; digits++) amounts.push(10 ** digits - 1, -(10 ** digits));
    amounts.push(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 60, 1.5, -2.5, NaN);
    for (const amount of amounts) expect(formatIDR(amount)).toBe(intl.format(amount));
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

  it('writes a job time in Jakarta time with the weekday, as cards show it', () => {
    expect(formatScheduledAt('2026-11-28T02:00:00Z')).toBe('Sabtu, 28 November 2026, 09.00 WIB');
    expect(formatScheduledAt('2026-11-28T09:00:00+07:00')).toBe(
      'Sabtu, 28 November 2026, 09.00 WIB',
    );
    // 23:30 UTC is already the next day in Jakarta.
    expect(formatScheduledAt('2026-12-31T23:30:00Z')).toBe('Jumat, 1 Januari 2027, 06.30 WIB');
    expect(formatScheduledAt(new Date('2026-08-17T10:05:00Z'))).toBe(
      'Senin, 17 Agustus 2026, 17.05 WIB',
    );
  });
});
