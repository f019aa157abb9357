import { z } from 'zod';

/** 'Waktu pengerjaan' must lie in this window from the moment the job is posted. */
export const SCHEDULE_LIMITS = { minAheadMinutes: 30, maxAheadDays: 30 } as const;

/**
 * `scheduledAt` as a client sends it: ISO 8601 with an offset, 30 minutes to 30 days from now.
 * Output: the instant as a UTC ISO string.
 */
export const scheduledAtSchema = z
  .string({ error: 'Waktu pengerjaan harus berupa teks tanggal' })
  .trim()
  .pipe(z.iso.datetime({ offset: true, error: 'Waktu pengerjaan tidak valid' }))
  .transform((value) => new Date(value).toISOString())
  .refine(
    (value) => Date.parse(value) >= Date.now() + SCHEDULE_LIMITS.minAheadMinutes * 60_000,
    `Waktu pengerjaan minimal ${SCHEDULE_LIMITS.minAheadMinutes} menit dari sekarang`,
  )
  .refine(
    (value) => Date.parse(value) <= Date.now() + SCHEDULE_LIMITS.maxAheadDays * 86_400_000,
    `Waktu pengerjaan maksimal ${SCHEDULE_LIMITS.maxAheadDays} hari dari sekarang`,
  );
