import { describe, expect, it } from 'vitest';
import {
  ageFromBirthDate,
  formatDateDMY,
  formatDateLong,
  formatDateTime,
  formatDayMonth,
  formatDecimal,
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

describe('dates and decimals written without Intl', () => {
  const parts = (f: Intl.DateTimeFormat, date: Date) =>
    Object.fromEntries(f.formatToParts(date).map((p) => [p.type, p.value]));
  // Every 7 h 13 min over four years (each weekday, hour and month), the turns of the years
  // around Jakarta's midnight, and 1970's first moments.
  const moments: Date[] = [];
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += (7 * 60 + 13) * 60_000) {
    moments.push(new Date(t));
  }
  for (let year = 2025; year <= 2028; year++) {
    for (const minutes of [-7 * 60 - 1, -7 * 60, -1, 0]) {
      moments.push(new Date(Date.UTC(year, 0, 1) + minutes * 60_000));
    }
  }
  moments.push(new Date(0), new Date(60_000));
  // Birth dates: local midnights from 1900 on, as the profile reads them.
  const birthDays: Date[] = [];
  for (let day = 0; day < 40_000; day += 37) birthDays.push(new Date(1900, 0, 1 + day));

  it('writes long dates exactly as Intl does, in the viewer zone, Jakarta and UTC', () => {
    const zones = [undefined, 'Asia/Jakarta', 'UTC'];
    for (const timeZone of zones) {
      const intl = new Intl.DateTimeFormat('id-ID', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone,
      });
      for (const date of moments) expect(formatDateLong(date, timeZone)).toBe(intl.format(date));
      if (timeZone !== 'Asia/Jakarta') {
        for (const date of birthDays) {
          expect(formatDateLong(date, timeZone)).toBe(intl.format(date));
        }
      }
    }
  });

  it('writes schedules, console moments and days exactly as Intl does', () => {
    const jakarta = {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Jakarta',
    } as const;
    const schedule = new Intl.DateTimeFormat('id-ID', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...jakarta,
    });
    const moment = new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...jakarta,
    });
    const day = new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    for (const date of moments) {
      const s = parts(schedule, date);
      expect(formatScheduledAt(date)).toBe(
        `${s.weekday}, ${s.day} ${s.month} ${s.year}, ${s.hour}.${s.minute} WIB`,
      );
      const m = parts(moment, date);
      expect(formatDateTime(date)).toBe(`${m.day} ${m.month} ${m.year}, ${m.hour}.${m.minute} WIB`);
      expect(formatDayMonth(date.toISOString())).toBe(day.format(date));
    }
  });

  it('leaves other zones, Jakarta before 1970 and invalid dates to Intl', () => {
    expect(formatDateLong('2026-11-28T20:00:00Z', 'America/New_York')).toBe('28 November 2026');
    expect(formatDateLong('2026-11-28T20:00:00Z', 'Asia/Tokyo')).toBe('29 November 2026');
    expect(formatScheduledAt('1963-12-31T16:00:00Z')).toBe('Selasa, 31 Desember 1963, 23.30 WIB');
    expect(() => formatDateLong('bukan tanggal')).toThrow(RangeError);
    expect(() => formatDateTime(Number.NaN)).toThrow(RangeError);
  });

  it('writes decimals exactly as Intl does, rounding on the shortest decimal form', () => {
    const values = [0, 0.05, 0.15, 0.25, 0.95, 0.99, 1, 1.05, 1.45, 2.675, 4.75, 9.95, 99.95];
    values.push(999.95, 1234.56, 9999.99, 123456.789, 1e15 + 0.5, 2 ** 53, 1e20, 1e21, 1e-7);
    values.push(-0, -1.25, Number.NaN, Number.POSITIVE_INFINITY);
    for (let i = 0; i <= 20_000; i++) values.push(i / 1000, i / 7, i * 1.37);
    for (const [max, min] of [
      [1, 0],
      [1, 1],
      [3, 0],
    ] as const) {
      const intl = new Intl.NumberFormat('id-ID', {
        minimumFractionDigits: min,
        maximumFractionDigits: max,
      });
      for (const value of values) expect(formatDecimal(value, max, min)).toBe(intl.format(value));
    }
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
