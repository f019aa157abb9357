import { z } from 'zod';

/**
 * GET /profile/wallet, and the answer of a confirmed top-up: the balance in whole rupiah and its
 * earned part, the most Tarik Saldo can take (fee included). The rest came from top-ups and goes
 * back only as a refund to its payment (POST /payment/refunds).
 */
export const walletSchema = z.object({
  amount: z.number().int(),
  withdrawable: z.number().int(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** Default bounds of one top-up; the server's are configurable (TOPUP_MIN, TOPUP_MAX). */
export const TOPUP_DEFAULT_MIN = 10_000;
export const TOPUP_DEFAULT_MAX = 10_000_000;

export const topupBodySchema = z.object(
  {
    amount: z
      .number({ error: 'Nominal top up wajib diisi dengan angka' })
      .int('Nominal top up harus bilangan bulat rupiah'),
  },
  { error: 'Nominal top up wajib diisi' },
);
export type TopupBody = z.infer<typeof topupBodySchema>;

export const topupResponseSchema = z.object({ trans_token: z.string(), topupId: z.uuid() });
export type TopupResponse = z.infer<typeof topupResponseSchema>;

/**
 * A top-up opened but not paid yet ('Bayar nanti', or the popup closed): the wallet shows it
 * with 'Lanjutkan pembayaran' (the popup again, with `trans_token`) and 'Batalkan'.
 */
export const pendingTopupSchema = z.object({
  topupId: z.uuid(),
  amount: z.number().int(),
  trans_token: z.string(),
  createdAt: z.iso.datetime(),
});
export type PendingTopup = z.infer<typeof pendingTopupSchema>;
export const TOPUP_CANCELLED_MESSAGE = 'Top up dibatalkan';
/** How long a pending top-up is shown: Midtrans Snap's token lives 24 hours. */
export const PENDING_TOPUP_SHOWN_HOURS = 24;

export const confirmTopupBodySchema = z.object(
  { topupId: z.uuid({ error: 'topupId tidak valid' }) },
  { error: 'topupId wajib diisi' },
);

export const PAYMENT_PROVIDERS = ['sandbox', 'midtrans'] as const;
export const paymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  snapJsUrl: z.string(),
  clientKey: z.string(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** Why money moved, as a wallet owner sees it. */
export const WALLET_ENTRY_KINDS = [
  'topup',
  'job_hold',
  'job_refund',
  'job_payout',
  'admin_fee',
  /** Tarik Saldo: the amount leaving the wallet for the bank or e-wallet (held until paid). */
  'withdrawal',
  /** Tarik Saldo: the fee of a withdrawal. */
  'withdrawal_fee',
  /** A failed withdrawal: amount and fee back in the wallet. */
  'withdrawal_return',
  /** Unspent top-up money going back to the payment it came from. */
  'topup_refund',
  /** The payment provider refused that refund: the money is back in the wallet. */
  'topup_refund_return',
  /** A Jalu's tip to the Yasa of a done job (out of one wallet, into the other). */
  'tip',
  /** Nitip: the shopping the Yasa paid for, reimbursed from the job's escrow. */
  'shopping_payout',
  /** Nitip: the unspent part of 'Batas belanja' back to the Jalu. */
  'shopping_refund',
  /** Nitip: the Jalu's approved amount above 'Batas belanja', into the job's escrow. */
  'shopping_extra',
] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

/** How 'Riwayat Saldo' names each kind of line. */
export const WALLET_ENTRY_LABELS = {
  topup: 'Top up',
  job_hold: 'Pembayaran pekerjaan',
  job_refund: 'Pengembalian dana',
  job_payout: 'Pendapatan pekerjaan',
  admin_fee: 'Biaya admin',
  withdrawal: 'Tarik saldo',
  withdrawal_fee: 'Biaya tarik saldo',
  withdrawal_return: 'Tarik saldo dikembalikan',
  topup_refund: 'Dikembalikan ke pembayaran asal',
  topup_refund_return: 'Pengembalian ke pembayaran gagal',
  tip: 'Tip',
  shopping_payout: 'Belanja',
  shopping_refund: 'Pengembalian sisa belanja',
  shopping_extra: 'Tambahan belanja',
} as const satisfies Record<WalletEntryKind, string>;

export const walletTransactionSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  /** Positive when money came in, negative when it went out. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: z.iso.datetime(),
  jobTitle: z.string().nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

/** Outcomes the built-in sandbox popup can produce, as Midtrans names them. */
export const SANDBOX_OUTCOMES = ['settlement', 'pending', 'deny', 'expire'] as const;
export const sandboxOutcomeBodySchema = z.object({ outcome: z.enum(SANDBOX_OUTCOMES) });

/** POST /payment/refunds: send unspent top-up money back to the payments it came from. */
export const refundBodySchema = z.object(
  {
    amount: z
      .number({ error: 'Nominal pengembalian wajib diisi dengan angka' })
      .int('Nominal pengembalian harus bilangan bulat rupiah')
      .positive('Nominal pengembalian harus lebih dari 0')
      .max(Number.MAX_SAFE_INTEGER, 'Nominal pengembalian terlalu besar'),
  },
  { error: 'Nominal pengembalian wajib diisi' },
);
export type RefundBody = z.infer<typeof refundBodySchema>;

export const REFUND_STATUSES = ['processing', 'completed', 'failed'] as const;

/**
 * 201 of POST /payment/refunds (and the answer to a repeat with the same Idempotency-Key):
 * `status` is `processing` while any top-up's refund waits for the provider, `failed` when the
 * provider refused them all (the money is back in the wallet), else `completed`.
 */
export const refundSchema = z.object({
  _id: z.uuid(),
  amount: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.iso.datetime(),
});
export type Refund = z.infer<typeof refundSchema>;
