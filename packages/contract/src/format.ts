/** Display helpers shared by every screen; all money is whole rupiah. */

/**
 * Made on first use, not when the module loads: building an Intl formatter loads its locale (and
 * time zone) data, tens of milliseconds on a phone, and every page imports this module whether
 * or not it shows money or a schedule.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const idr = once(
  () =>
    new Intl.NumberFormat('id-ID', {
      style: 'currency',
      currency: 'IDR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);

/**
 * 50000 → "Rp 50.000" (the space is a no-break space, as id-ID prints it). Whole rupiah, every
 * amount the app has, are written out here exactly as Intl writes them: building Intl's
 * Indonesian currency format took ~25 ms on a desktop (four times that on a phone) in the render
 * that first showed a balance. Anything else (fractions, -0, beyond 2^53) still goes to Intl.
 */
export function formatIDR(amount: number): string {
  if (!Number.isSafeInteger(amount) || Object.is(amount, -0)) return idr().format(amount);
  const digits = String(Math.abs(amount)).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${amount < 0 ? '-' : ''}Rp\u00a0${digits}`;
}

type DateInput = Date | string | number;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/*
 * Dates and decimals are written here rather than by Intl, for the reason formatIDR gives: the
 * first Intl formatter a page builds loads ICU's locale data, ~20 ms on a desktop and ~90 ms of
 * blocked main thread on Lighthouse's phone, in the render that first shows a date, a distance
 * or a rating (decision 2026-11-28-formats-without-intl). format.test.ts compares every one with
 * Intl over years of moments and thousands of numbers; what the names below cannot write (time
 * zones other than the viewer's, Jakarta's and UTC, Jakarta before 1970, years outside
 * 1000–9999, invalid dates, negative or exponent-sized numbers) still goes to Intl.
 */
const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];
const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
];
const WEEKDAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];

/** WIB is UTC+7 all year: Jakarta has kept no daylight saving since 1964. */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
/** Years 1000–9999 in any zone (a day of margin either side). */
const MIN_TIME = Date.UTC(1000, 0, 2);
const MAX_TIME = Date.UTC(9999, 11, 30);

type CalendarFields = {
  year: number;
  /** 0–11 */
  month: number;
  day: number;
  /** 0 (Minggu) – 6 */
  weekday: number;
  hour: number;
  minute: number;
};

/**
 * A moment's calendar fields in the viewer's zone (`undefined`), Jakarta's or UTC; null when
 * Intl must write it: another zone, a year outside 1000–9999, Jakarta before 1970 (its offset
 * was not always +7), an invalid date.
 */
function calendarFields(date: Date, timeZone: string | undefined): CalendarFields | null {
  const time = date.getTime();
  if (!(time >= MIN_TIME && time < MAX_TIME)) return null;
  if (timeZone === 'Asia/Jakarta' && time < 0) return null;
  if (timeZone === undefined) {
    return {
      year: date.getFullYear(),
      month: date.getMonth(),
      day: date.getDate(),
      weekday: date.getDay(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  }
  if (timeZone !== 'UTC' && timeZone !== 'Asia/Jakarta') return null;
  const shifted = timeZone === 'UTC' ? date : new Date(time + WIB_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** Intl's answer, for what calendarFields leaves to it: its parts by type. */
function intlParts(date: Date, options: Intl.DateTimeFormatOptions): Record<string, string> {
  return Object.fromEntries(
    new Intl.DateTimeFormat('id-ID', options).formatToParts(date).map((p) => [p.type, p.value]),
  );
}

/** "22 November 2026"; the viewer's time zone unless one is given. */
export function formatDateLong(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  const f = calendarFields(date, timeZone);
  if (!f) {
    const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone } as const;
    return new Intl.DateTimeFormat('id-ID', options).format(date);
  }
  return `${f.day} ${MONTHS[f.month]} ${f.year}`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "05/03/2026", always in UTC. */
export function formatDateDMY(value: DateInput): string {
  const d = toDate(value);
  return `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** "14:05" in the viewer's time zone. */
export function formatTime(value: DateInput): string {
  const d = toDate(value);
  return `${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/** Age as the spec defines it: the difference of calendar years. */
export function ageFromBirthDate(birthDate: DateInput, now: Date = new Date()): number {
  return now.getFullYear() - toDate(birthDate).getFullYear();
}

/** Hours and minutes as Jakarta writes them: "09.05". */
const clock = (hour: string | number | undefined, minute: string | number | undefined) =>
  `${String(hour).padStart(2, '0')}.${String(minute).padStart(2, '0')}`;

/**
 * A job's 'Waktu pengerjaan': "Sabtu, 28 November 2026, 09.00 WIB". Always Jakarta time, so the
 * Jalu and the Yasa read the same hour whatever their device's zone.
 */
export function formatScheduledAt(value: DateInput): string {
  const date = toDate(value);
  const f = calendarFields(date, 'Asia/Jakarta');
  if (!f) {
    const p = intlParts(date, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Jakarta',
    });
    return `${p.weekday}, ${p.day} ${p.month} ${p.year}, ${clock(p.hour, p.minute)} WIB`;
  }
  return `${WEEKDAYS[f.weekday]}, ${f.day} ${MONTHS[f.month]} ${f.year}, ${clock(f.hour, f.minute)} WIB`;
}

/**
 * A moment in the console's tables and logs: "27 Nov 2026, 13.05 WIB", always Jakarta time, so
 * every operator reads the same hour (one formatter for every date the console shows).
 */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  const f = calendarFields(date, 'Asia/Jakarta');
  if (!f) {
    const p = intlParts(date, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Jakarta',
    });
    return `${p.day} ${p.month} ${p.year}, ${clock(p.hour, p.minute)} WIB`;
  }
  return `${f.day} ${MONTHS_SHORT[f.month]} ${f.year}, ${clock(f.hour, f.minute)} WIB`;
}

/** A calendar day ('2026-11-27', as the overview's series has them) as "27 Nov". */
export function formatDayMonth(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  const f = calendarFields(date, 'UTC');
  if (!f) {
    return new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(date);
  }
  return `${f.day} ${MONTHS_SHORT[f.month]}`;
}

const decimalFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number with Indonesian grouping and decimal comma, as Intl's id-ID writes it: 1234.56 with
 * one digit → "1.234,6", 4.75 with one digit at least → "4,8". Rounds half away from zero on the
 * number's shortest decimal form, as ICU does (0.15 → "0,2", where toFixed gives 0.1).
 */
export function formatDecimal(
  value: number,
  maxFractionDigits: number,
  minFractionDigits = 0,
): string {
  const shortest = String(value);
  if (!/^\d+(\.\d+)?$/.test(shortest) || Object.is(value, -0)) {
    const key = `${minFractionDigits}-${maxFractionDigits}`;
    let intl = decimalFormats.get(key);
    if (!intl) {
      intl = new Intl.NumberFormat('id-ID', {
        minimumFractionDigits: minFractionDigits,
        maximumFractionDigits: maxFractionDigits,
      });
      decimalFormats.set(key, intl);
    }
    return intl.format(value);
  }
  const [whole = '', fraction = ''] = shortest.split('.');
  let digits = whole + fraction.slice(0, maxFractionDigits).padEnd(maxFractionDigits, '0');
  if (fraction.charCodeAt(maxFractionDigits) >= 53 /* '5' */) digits = incremented(digits);
  const integer = digits.slice(0, digits.length - maxFractionDigits) || '0';
  const kept = digits.slice(digits.length - maxFractionDigits).replace(/0+$/, '');
  const shown = kept.padEnd(minFractionDigits, '0');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, '.');
  return shown ? `${grouped},${shown}` : grouped;
}

/** A string of decimal digits plus one ("199" → "200", "99" → "100"). */
function incremented(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${Number(digits[i]) + 1}${'0'.repeat(digits.length - i - 1)}`;
}
