import { createHash, timingSafeEqual } from 'node:crypto';
import type { PayoutChannelCode } from '@bantuin/contract';
import { z } from 'zod';
import { AppError, upstreamFailed } from '../../lib/errors.js';

/** Where a payout stands at the provider. */
export type PayoutOutcome =
  { status: 'processing' } | { status: 'completed' } | { status: 'failed'; reason: string };

export interface PayoutRequest {
  withdrawalId: string;
  amount: number;
  channel: PayoutChannelCode;
  accountNumber: string;
  accountName: string;
}

/** The paying-out side of a withdrawal: Midtrans Payouts (Iris) or the built-in sandbox. */
export interface PayoutProvider {
  readonly name: 'sandbox' | 'midtrans';
  /** The holder's name, or null when the provider knows no such account. */
  validateAccount(
    channel: PayoutChannelCode,
    accountNumber: string,
  ): Promise<{ accountName: string } | null>;
  /**
   * Sends the payout on its way; answers the provider's reference. Throws `payoutRefused()` when
   * the provider definitely did not take it, anything else when that is unknown (a timeout).
   */
  createPayout(request: PayoutRequest): Promise<{ reference: string }>;
  fetchStatus(reference: string): Promise<PayoutOutcome>;
  /** The key notifications are signed with. */
  readonly merchantKey: string;
}

/** The provider answered and did not take the payout: nothing will be paid. */
export class PayoutRefusedError extends AppError {
  constructor() {
    super(
      502,
      'PAYOUT_PROVIDER_ERROR',
      'Layanan penarikan sedang bermasalah, saldo kamu tidak berkurang. Coba lagi nanti',
    );
  }
}

export const payoutProviderFailure = () =>
  upstreamFailed('PAYOUT_PROVIDER_ERROR', 'Layanan penarikan sedang bermasalah, coba lagi nanti');

/** The notification Iris (and the sandbox) posts to POST /payout/notification. */
export const payoutNotificationSchema = z.looseObject({
  reference_no: z.string().min(1).max(100),
  amount: z.string().min(1).max(30),
  status: z.string().min(1).max(30),
  updated_at: z.string().max(50).optional(),
  error_code: z.string().max(100).optional(),
  error_message: z.string().max(500).optional(),
});
export type PayoutNotification = z.infer<typeof payoutNotificationSchema>;

export const FAILURE_REASONS = {
  failed: 'Transfer ditolak oleh bank atau e-wallet tujuan. Saldo sudah dikembalikan.',
  rejected: 'Penarikan dibatalkan oleh layanan pembayaran. Saldo sudah dikembalikan.',
} as const;

/** Iris' statuses: queued → approved → processed → completed | failed; rejected when refused. */
export function outcomeOfIrisStatus(status: string): PayoutOutcome {
  switch (status) {
    case 'completed':
      return { status: 'completed' };
    case 'failed':
      return { status: 'failed', reason: FAILURE_REASONS.failed };
    case 'rejected':
      return { status: 'failed', reason: FAILURE_REASONS.rejected };
    default:
      return { status: 'processing' };
  }
}

/** Iris-Signature: SHA-512 of the raw body followed by the merchant key, hex. */
export function irisSignature(rawBody: string, merchantKey: string): string {
  return createHash('sha512')
    .update(rawBody + merchantKey)
    .digest('hex');
}

export function isIrisSignatureValid(
  rawBody: string,
  signature: string | undefined,
  merchantKey: string,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(irisSignature(rawBody, merchantKey));
  const given = Buffer.from(signature.trim().toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Iris writes amounts as "50000.00". */
export const formatPayoutAmount = (amount: number) => `${amount}.00`;
