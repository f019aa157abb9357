import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentConfig } from '@bantuin/contract';
import { z } from 'zod';

/** What a provider says about one transaction, in Midtrans' words. */
export interface ProviderStatus {
  transactionStatus: string;
  fraudStatus?: string;
  grossAmount?: number;
}

export type TopupOutcome = 'paid' | 'pending' | 'failed';

/** The payment side of a top-up, Midtrans Snap or the built-in sandbox. */
export interface PaymentProvider {
  readonly name: PaymentConfig['provider'];
  /** Opens a transaction for the popup; answers the token `snap.pay` takes. */
  createTransaction(input: {
    orderId: string;
    amount: number;
    customer: { email: string; phone: string };
  }): Promise<{ token: string }>;
  /** The provider's status of an order; null when it has not heard of it (not paid yet). */
  fetchStatus(orderId: string): Promise<ProviderStatus | null>;
  /**
   * Sends `amount` of a paid order back to the payment it came from. `refundKey` makes a repeat
   * harmless (Midtrans' refund_key). Resolves once refunded; throws RefundRefusedError when the
   * provider said no (nothing moved), anything else when its answer is unknown.
   */
  refund(input: {
    orderId: string;
    refundKey: string;
    amount: number;
    reason: string;
  }): Promise<void>;
  /**
   * Asks the provider to cancel an unpaid order (the person pressed 'Batalkan'). Resolves
   * whatever it answered about an order it cannot cancel: the caller asks `fetchStatus` next.
   */
  cancel(orderId: string): Promise<void>;
  /** The server key notifications are signed with. */
  readonly serverKey: string;
  clientConfig(): PaymentConfig;
}

/** The provider refused a refund (e.g. the payment method cannot be refunded): nothing moved. */
export class RefundRefusedError extends Error {
  constructor(readonly providerMessage: string) {
    super(`refund refused: ${providerMessage}`);
  }
}

/** Midtrans' rule: money is ours on settlement, or on capture that fraud checks accepted. */
export function outcomeOf(status: ProviderStatus): TopupOutcome {
  switch (status.transactionStatus) {
    case 'settlement':
      return 'paid';
    case 'capture':
      return status.fraudStatus === 'accept' ? 'paid' : 'pending';
    case 'deny':
    case 'cancel':
    case 'expire':
    case 'failure':
      return 'failed';
    default:
      return 'pending';
  }
}

/**
 * Midtrans' status_code for each transaction_status (2xx success/pending/denied, 4xx expired,
 * 5xx failure). The signature covers only the code, so a status that contradicts it is forged.
 */
export function statusCodeAgrees(statusCode: string, transactionStatus: string): boolean {
  switch (transactionStatus) {
    case 'settlement':
    case 'capture':
      return statusCode === '200';
    case 'pending':
      return statusCode === '201';
    case 'deny':
      return statusCode === '202';
    case 'cancel':
      return statusCode === '200' || statusCode === '202';
    case 'expire':
      return statusCode === '407';
    default:
      return true;
  }
}

/** The HTTP notification Midtrans (and the sandbox) posts to our webhook. */
export const notificationSchema = z.looseObject({
  order_id: z.string().min(1).max(100),
  status_code: z.string().min(1).max(10),
  gross_amount: z.string().min(1).max(30),
  signature_key: z.string().min(1).max(256),
  transaction_status: z.string().min(1).max(50),
  fraud_status: z.string().max(50).optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** SHA-512 of order_id + status_code + gross_amount + server key, hex. */
export function notificationSignature(
  n: Pick<Notification, 'order_id' | 'status_code' | 'gross_amount'>,
  serverKey: string,
): string {
  return createHash('sha512')
    .update(`${n.order_id}${n.status_code}${n.gross_amount}${serverKey}`)
    .digest('hex');
}

export function isSignatureValid(n: Notification, serverKey: string): boolean {
  const expected = Buffer.from(notificationSignature(n, serverKey));
  const given = Buffer.from(n.signature_key.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Midtrans writes amounts as "50000.00". */
export const formatGrossAmount = (amount: number) => `${amount}.00`;

export function parseGrossAmount(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : undefined;
}
