import { z } from 'zod';

/** Default rules of a withdrawal; the server's are configurable (WITHDRAW_MIN, WITHDRAW_FEE). */
export const WITHDRAW_DEFAULT_MIN = 50_000;
export const WITHDRAW_DEFAULT_FEE = 2_500;

export const PAYOUT_CHANNEL_TYPES = ['bank', 'ewallet'] as const;
export type PayoutChannelType = (typeof PAYOUT_CHANNEL_TYPES)[number];

/** Where a withdrawal can go. `code` is ours; the Midtrans adapter maps it to Iris' bank code. */
export const PAYOUT_CHANNELS = [
  { code: 'bca', name: 'BCA', type: 'bank' },
  { code: 'bni', name: 'BNI', type: 'bank' },
  { code: 'bri', name: 'BRI', type: 'bank' },
  { code: 'mandiri', name: 'Mandiri', type: 'bank' },
  { code: 'permata', name: 'Permata', type: 'bank' },
  { code: 'cimb', name: 'CIMB Niaga', type: 'bank' },
  { code: 'bsi', name: 'BSI', type: 'bank' },
  { code: 'gopay', name: 'GoPay', type: 'ewallet' },
  { code: 'ovo', name: 'OVO', type: 'ewallet' },
  { code: 'dana', name: 'DANA', type: 'ewallet' },
  { code: 'shopeepay', name: 'ShopeePay', type: 'ewallet' },
] as const satisfies ReadonlyArray<{ code: string; name: string; type: PayoutChannelType }>;

export type PayoutChannelCode = (typeof PAYOUT_CHANNELS)[number]['code'];
export const PAYOUT_CHANNEL_CODES = PAYOUT_CHANNELS.map((c) => c.code) as [
  PayoutChannelCode,
  ...PayoutChannelCode[],
];

export const payoutChannelSchema = z.object({
  code: z.enum(PAYOUT_CHANNEL_CODES),
  name: z.string(),
  type: z.enum(PAYOUT_CHANNEL_TYPES),
});
export type PayoutChannel = z.infer<typeof payoutChannelSchema>;

export const payoutChannelOf = (code: string) => PAYOUT_CHANNELS.find((c) => c.code === code);

/** A bank account number: 6–20 digits. An e-wallet: its phone number, 08… or 628…. */
const BANK_ACCOUNT = /^\d{6,20}$/;
const EWALLET_PHONE = /^(08|628)\d{7,12}$/;

/** PUT /profile/payout-account. Spaces and dashes people type in a number are dropped. */
export const payoutAccountBodySchema = z
  .object(
    {
      channel: z.enum(PAYOUT_CHANNEL_CODES, { error: 'Pilih bank atau e-wallet tujuan' }),
      accountNumber: z
        .string({ error: 'Nomor rekening wajib diisi' })
        .max(40, 'Nomor rekening terlalu panjang')
        .transform((value) => value.replace(/[\s-]/g, '')),
      /** Asked again on every change: a stolen token alone cannot redirect the money. */
      password: z
        .string({ error: 'Masukkan kata sandimu untuk mengubah rekening' })
        .min(1, 'Masukkan kata sandimu untuk mengubah rekening')
        .max(128, 'Kata sandi terlalu panjang'),
    },
    { error: 'Data rekening wajib diisi' },
  )
  .superRefine((body, ctx) => {
    const type = payoutChannelOf(body.channel)?.type;
    if (type === 'bank' && !BANK_ACCOUNT.test(body.accountNumber)) {
      ctx.addIssue({
        code: 'custom',
        path: ['accountNumber'],
        message: 'Nomor rekening harus 6–20 angka',
      });
    }
    if (type === 'ewallet' && !EWALLET_PHONE.test(body.accountNumber)) {
      ctx.addIssue({
        code: 'custom',
        path: ['accountNumber'],
        message: 'Nomor e-wallet harus nomor HP yang diawali 08 atau 628',
      });
    }
  });
export type PayoutAccountBody = z.infer<typeof payoutAccountBodySchema>;

/** The saved account; `accountName` is the holder's name as the bank or e-wallet knows it. */
export const payoutAccountSchema = z.object({
  channel: z.enum(PAYOUT_CHANNEL_CODES),
  accountNumber: z.string(),
  accountName: z.string(),
  /** After a change of account, withdrawals wait until then (PAYOUT_ACCOUNT_HOLD_HOURS). */
  withdrawalsHeldUntil: z.iso.datetime().nullable().optional(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const withdrawalBodySchema = z.object(
  {
    amount: z
      .number({ error: 'Nominal penarikan wajib diisi dengan angka' })
      .int('Nominal penarikan harus bilangan bulat rupiah')
      .max(Number.MAX_SAFE_INTEGER, 'Nominal penarikan terlalu besar'),
  },
  { error: 'Nominal penarikan wajib diisi' },
);
export type WithdrawalBody = z.infer<typeof withdrawalBodySchema>;

/** Optional header of POST /profile/withdrawals: a repeat with the same key answers the first. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .min(1, 'Idempotency-Key tidak boleh kosong')
  .max(100, 'Idempotency-Key maksimal 100 karakter')
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key hanya boleh huruf, angka dan tanda baca');

export const WITHDRAWAL_STATUSES = ['processing', 'completed', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** 201 of POST /profile/withdrawals (and the answer to a repeat with the same key). */
export const withdrawalCreatedSchema = z.object({
  _id: z.uuid(),
  amount: z.number().int(),
  fee: z.number().int(),
  status: z.enum(WITHDRAWAL_STATUSES),
  createdAt: z.iso.datetime(),
});
export type WithdrawalCreated = z.infer<typeof withdrawalCreatedSchema>;

/** One line of GET /profile/withdrawals, newest first. */
export const withdrawalSchema = withdrawalCreatedSchema.extend({
  /** Why a failed payout failed, in Indonesian; null otherwise. */
  failureReason: z.string().nullable(),
  channel: z.enum(PAYOUT_CHANNEL_CODES),
  /** Masked but the last 4 digits, e.g. `••••••7890`. */
  accountNumber: z.string(),
  completedAt: z.iso.datetime().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** GET /payout/config: the rules the Tarik Saldo form shows, and which provider pays out. */
export const payoutConfigSchema = z.object({
  provider: z.enum(['sandbox', 'midtrans']),
  min: z.number().int(),
  fee: z.number().int(),
});
export type PayoutConfig = z.infer<typeof payoutConfigSchema>;

/** Sandbox only: POST /payout/sandbox/{withdrawalId}. */
export const SANDBOX_PAYOUT_OUTCOMES = ['completed', 'failed'] as const;
export const sandboxPayoutBodySchema = z.object(
  { outcome: z.enum(SANDBOX_PAYOUT_OUTCOMES, { error: 'outcome harus completed atau failed' }) },
  { error: 'outcome wajib diisi' },
);

/** Payload of the `withdrawal_updated` socket event, sent to the owner after the outcome. */
export const withdrawalUpdatedEventSchema = z.object({
  withdrawalId: z.uuid(),
  status: z.enum(WITHDRAWAL_STATUSES),
});
export type WithdrawalUpdatedEvent = z.infer<typeof withdrawalUpdatedEventSchema>;

/** Shows an account number with all but its last 4 digits hidden. */
export function maskAccountNumber(accountNumber: string): string {
  const visible = accountNumber.slice(-4);
  return `${'•'.repeat(Math.max(accountNumber.length - 4, 0))}${visible}`;
}
