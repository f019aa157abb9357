import { z } from 'zod';

/** GET /profile/wallet, and the answer of a confirmed top-up: the balance in whole rupiah. */
export const walletSchema = z.object({ amount: z.number().int() });
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
