import type { PayoutChannelCode } from '@bantuin/contract';
import type { MidtransPayoutConfig } from '../../config.js';
import {
  formatPayoutAmount,
  outcomeOfIrisStatus,
  payoutProviderFailure,
  PayoutRefusedError,
  type PayoutProvider,
} from './provider.js';

const TIMEOUT_MS = 10_000;

/**
 * Our channel codes in Iris' words. OVO is paid through CIMB's virtual account with the 8066
 * prefix before the phone number, as Midtrans documents it.
 */
const IRIS_BANKS: Record<PayoutChannelCode, { bank: string; accountPrefix?: string }> = {
  bca: { bank: 'bca' },
  bni: { bank: 'bni' },
  bri: { bank: 'bri' },
  mandiri: { bank: 'mandiri' },
  permata: { bank: 'permata' },
  cimb: { bank: 'cimb' },
  bsi: { bank: 'bsm' },
  gopay: { bank: 'gopay' },
  ovo: { bank: 'cimb_va', accountPrefix: '8066' },
  dana: { bank: 'dana' },
  shopeepay: { bank: 'shopeepay' },
};

const irisAccount = (channel: PayoutChannelCode, accountNumber: string) => {
  const { bank, accountPrefix = '' } = IRIS_BANKS[channel];
  return { bank, account: `${accountPrefix}${accountNumber}` };
};

/** An answer from Iris, or `undefined` when none came (network error, timeout). */
interface IrisAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Midtrans Payouts (Iris): the creator key creates payouts and validates accounts, the approver
 * key approves them; both as HTTP Basic user with an empty password.
 */
export function createIrisPayoutProvider(config: MidtransPayoutConfig): PayoutProvider {
  const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

  async function call(
    path: string,
    key: string,
    init: { method: 'GET' | 'POST'; body?: unknown },
  ): Promise<IrisAnswer | undefined> {
    try {
      const response = await fetch(`${config.apiUrl}${path}`, {
        method: init.method,
        headers: {
          authorization: basic(key),
          accept: 'application/json',
          'content-type': 'application/json',
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      return { status: response.status, body };
    } catch {
      return undefined;
    }
  }

  return {
    name: 'midtrans',
    merchantKey: config.merchantKey,

    async validateAccount(channel, accountNumber) {
      const { bank, account } = irisAccount(channel, accountNumber);
      const query = new URLSearchParams({ bank, account });
      const answer = await call(`/api/v1/account_validation?${query}`, config.creatorKey, {
        method: 'GET',
      });
      if (!answer || answer.status === 401 || answer.status >= 500) throw payoutProviderFailure();
      // Iris answers 4xx with `errors.account` for an account the bank does not know.
      if (answer.status >= 400) return null;
      const name = answer.body.account_name;
      if (typeof name !== 'string' || !name.trim()) return null;
      return { accountName: name.trim() };
    },

    async createPayout({ withdrawalId, amount, channel, accountNumber, accountName }) {
      const { bank, account } = irisAccount(channel, accountNumber);
      const created = await call('/api/v1/payouts', config.creatorKey, {
        method: 'POST',
        body: {
          payouts: [
            {
              beneficiary_name: accountName,
              beneficiary_account: account,
              beneficiary_bank: bank,
              amount: formatPayoutAmount(amount),
              notes: `Bantuin ${withdrawalId}`,
            },
          ],
        },
      });
      if (!created) throw payoutProviderFailure();
      if (created.status >= 300) throw new PayoutRefusedError();
      const payouts = created.body.payouts as Array<{ reference_no?: unknown }> | undefined;
      const reference = payouts?.[0]?.reference_no;
      if (typeof reference !== 'string') throw payoutProviderFailure();

      // A payout waits in Iris' queue until the approver approves it. If this call fails the
      // payout stays `queued`; the stale sweep reports it and an operator approves it.
      await call('/api/v1/payouts/approve', config.approverKey, {
        method: 'POST',
        body: { reference_nos: [reference] },
      });
      return { reference };
    },

    async fetchStatus(reference) {
      const answer = await call(
        `/api/v1/payouts/${encodeURIComponent(reference)}`,
        config.creatorKey,
        {
          method: 'GET',
        },
      );
      if (!answer || answer.status >= 400 || typeof answer.body.status !== 'string') {
        throw payoutProviderFailure();
      }
      return outcomeOfIrisStatus(answer.body.status);
    },
  };
}
