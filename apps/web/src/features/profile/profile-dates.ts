import { ageFromBirthDate, formatDateLong } from '@bantuin/contract';

/**
 * A birth date is a calendar day ('YYYY-MM-DD'), not an instant: read as local midnight, so no
 * time zone shows it as the day before.
 */
function calendarDay(value: string): Date {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** "17 Agustus 1995". */
export function formatBirthDate(dateOfBirth: string): string {
  return formatDateLong(calendarDay(dateOfBirth));
}

/** "30 tahun": the difference of calendar years (spec §5). */
export function formatAge(dateOfBirth: string, now: Date = new Date()): string {
  return `${ageFromBirthDate(calendarDay(dateOfBirth), now)} tahun`;
}

/** Today as 'YYYY-MM-DD' in the viewer's calendar: the latest day a date picker offers. */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
