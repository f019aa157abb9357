import type { MidtransConfig } from '../../config.js';
import { upstreamFailed, type UpstreamDetail } from '../../lib/errors.js';
import {
  parseGrossAmount,
  RefundRefusedError,
  type PaymentProvider,
  type ProviderStatus,
} from './provider.js';

const TIMEOUT_MS = 10_000;

/** A refusal for the client; the upstream status and body excerpt go to the log. */
const providerFailure = (upstream: UpstreamDetail = {}) =>
  upstreamFailed(
    'PAYMENT_PROVIDER_ERROR',
    'Layanan pembayaran sedang bermasalah, coba lagi nanti',
    upstream,
  );

/** Midtrans Snap: transactions through the Snap API, status through the Core API. */
export function createMidtransProvider(config: MidtransConfig): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${config.serverKey}:`).toString('base64')}`;
  const headers = { authorization, accept: 'application/json', 'content-type': 'application/json' };

  async function call(url: string, init: RequestInit): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw providerFailure({
        upstreamStatus: error instanceof Error ? error.name : 'UNREACHABLE',
      });
    }
    const text = await response.text().catch(() => '');
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
    } catch {
      // Not JSON: the excerpt below shows what it was.
    }
    if (!response.ok) {
      throw providerFailure({ upstreamStatus: response.status, upstreamBody: text.slice(0, 300) });
    }
    return body;
  }

  return {
    name: 'midtrans',
    serverKey: config.serverKey,

    async createTransaction({ orderId, amount, customer }) {
      const body = await call(`${config.snapUrl}/snap/v1/transactions`, {
        method: 'POST',
        body: JSON.stringify({
          transaction_details: { order_id: orderId, gross_amount: amount },
          item_details: [{ id: 'topup', price: amount, quantity: 1, name: 'Top up saldo Bantuin' }],
          customer_details: { email: customer.email, phone: customer.phone },
        }),
      });
      if (typeof body.token !== 'string') throw providerFailure();
      return { token: body.token };
    },

    async fetchStatus(orderId): Promise<ProviderStatus | null> {
      const body = await call(`${config.apiUrl}/v2/${encodeURIComponent(orderId)}/status`, {
        method: 'GET',
      });
      // Midtrans answers HTTP 200 with status_code "404" for an order nobody has paid yet.
      if (body.status_code === '404') return null;
      if (typeof body.transaction_status !== 'string') throw providerFailure();
      return {
        transactionStatus: body.transaction_status,
        fraudStatus: typeof body.fraud_status === 'string' ? body.fraud_status : undefined,
        grossAmount: parseGrossAmount(
          typeof body.gross_amount === 'string' ? body.gross_amount : undefined,
        ),
      };
    },

    async cancel(orderId) {
      try {
        await call(`${config.apiUrl}/v2/${encodeURIComponent(orderId)}/cancel`, { method: 'POST' });
      } catch (error) {
        // 404 (no payment chosen yet) or 412 (not cancellable any more): the status decides.
        const upstream = (error as { upstreamStatus?: unknown }).upstreamStatus;
        if (typeof upstream === 'number' && upstream >= 400 && upstream < 500) return;
        throw error;
      }
    },

    async refund({ orderId, refundKey, amount, reason }) {
      let body: Record<string, unknown>;
      try {
        body = await call(`${config.apiUrl}/v2/${encodeURIComponent(orderId)}/refund`, {
          method: 'POST',
          body: JSON.stringify({ refund_key: refundKey, amount, reason }),
        });
      } catch (error) {
        // An HTTP 4xx is a refusal; a timeout or a 5xx leaves the outcome unknown.
        const upstream = (error as { upstreamStatus?: unknown }).upstreamStatus;
        if (typeof upstream === 'number' && upstream >= 400 && upstream < 500) {
          throw new RefundRefusedError(`HTTP ${upstream}`);
        }
        throw error;
      }
      // Midtrans answers HTTP 200 and puts its verdict in status_code (e.g. 412: not refundable).
      const code = String(body.status_code ?? '');
      if (code === '200') return;
      const message = typeof body.status_message === 'string' ? body.status_message : '';
      if (code.startsWith('4')) throw new RefundRefusedError(`${code} ${message}`);
      throw providerFailure({ upstreamStatus: code, upstreamBody: message.slice(0, 300) });
    },

    clientConfig: () => ({
      provider: 'midtrans',
      snapJsUrl: `${config.snapUrl}/snap/snap.js`,
      clientKey: config.clientKey,
    }),
  };
}
