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

/** "22 November 2026"; the viewer's time zone unless one is given. */
export function formatDateLong(value: DateInput, timeZone?: string): string {
  return new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(toDate(value));
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

const scheduleParts = once(
  () =>
    new Intl.DateTimeFormat('id-ID', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Jakarta',
    }),
);

/**
 * A job's 'Waktu pengerjaan': "Sabtu, 28 November 2026, 09.00 WIB". Always Jakarta time, so the
 * Jalu and the Yasa read the same hour whatever their device's zone.
 */
export function formatScheduledAt(value: DateInput): string {
  const parts = Object.fromEntries(
    scheduleParts()
      .formatToParts(toDate(value))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}.${parts.minute} WIB`;
}

const dateTimeParts = once(
  () =>
    new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Jakarta',
    }),
);

/**
 * A moment in the console's tables and logs: "27 Nov 2026, 13.05 WIB", always Jakarta time, so
 * every operator reads the same hour (one formatter for every date the console shows).
 */
export function formatDateTime(value: DateInput): string {
  const parts = Object.fromEntries(
    dateTimeParts()
      .formatToParts(toDate(value))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}.${parts.minute} WIB`;
}

/** A calendar day ('2026-11-27', as the overview's series has them) as "27 Nov". */
export function formatDayMonth(isoDate: string): string {
  return new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
