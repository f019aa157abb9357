import { z } from 'zod';
import { formatIDR } from './format.js';

/**
 * Tips ('Beri tip', issue 29): after the job is done, its Jalu may give the Yasa a tip from the
 * wallet, once per job, within `windowDays` of completion; all of it goes to the Yasa.
 */
export const TIP_LIMITS = {
  min: 1_000,
  max: 1_000_000,
  /** The amounts the review page suggests. */
  suggested: [5_000, 10_000, 20_000],
  windowDays: 7,
} as const;

/** POST /clients/jobs/:id/tip */
export const tipBodySchema = z.object(
  {
    amount: z
      .number({ error: 'Nominal tip wajib diisi dengan angka' })
      .int('Nominal tip harus bilangan bulat rupiah')
      .min(TIP_LIMITS.min, `Tip minimal ${formatIDR(TIP_LIMITS.min)}`)
      .max(TIP_LIMITS.max, `Tip maksimal ${formatIDR(TIP_LIMITS.max)}`),
  },
  { error: 'Nominal tip wajib diisi' },
);
export type TipBody = z.infer<typeof tipBodySchema>;

/** A job's tip as both sides see it (`Job.tip`). */
export const jobTipSchema = z.object({
  amount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type JobTip = z.infer<typeof jobTipSchema>;

/** 201 of POST /clients/jobs/:id/tip. */
export const tipResultSchema = z.object({ message: z.string(), tip: jobTipSchema });

export const TIP_MESSAGES = {
  sent: 'Tip terkirim. Terima kasih sudah menghargai Yasa!',
} as const;
