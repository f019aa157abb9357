import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface IrisRequest {
  method: string;
  path: string;
  /** Which key the request was signed with: 'creator', 'approver' or 'none'. */
  key: 'creator' | 'approver' | 'none';
  body: unknown;
}

export const IRIS_KEYS = {
  creator: 'IRIS-creator-test-key',
  approver: 'IRIS-approver-test-key',
  merchant: 'IRIS-merchant-test-key',
};

/**
 * A local stand-in for Midtrans Payouts (Iris): checks Basic auth per endpoint (creator key for
 * validation, creation and status; approver key for approval), checks bodies, records requests,
 * and answers what the test set up.
 */
export class FakeIris {
  readonly requests: IrisRequest[] = [];
  /** account number → holder name; any other account does not exist. */
  readonly accounts = new Map<string, string>();
  /** reference_no → Iris status. */
  readonly payouts = new Map<string, { status: string; amount: string }>();
  failNextWith?: number;
  private server?: Server;
  private sequence = 0;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/iris`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private keyOf(authorization: string | undefined): IrisRequest['key'] {
    const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
    if (authorization === basic(IRIS_KEYS.creator)) return 'creator';
    if (authorization === basic(IRIS_KEYS.approver)) return 'approver';
    return 'none';
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://fake');
    const request: IrisRequest = {
      method: req.method ?? '',
      path: `${url.pathname}${url.search}`,
      key: this.keyOf(req.headers.authorization),
      body: raw ? JSON.parse(raw) : undefined,
    };
    this.requests.push(request);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const needs = (key: IrisRequest['key']) => {
      if (request.key === key) return true;
      send(401, { error_message: 'Unauthorized' });
      return false;
    };
    if (this.failNextWith) {
      const status = this.failNextWith;
      this.failNextWith = undefined;
      return send(status, { error_message: 'simulated failure' });
    }

    if (req.method === 'GET' && url.pathname === '/iris/api/v1/account_validation') {
      if (!needs('creator')) return;
      const account = url.searchParams.get('account') ?? '';
      const name = this.accounts.get(account);
      if (!name || !url.searchParams.get('bank')) {
        return send(400, {
          error_message: 'An error occurred when doing account validation',
          errors: { account: ['Account does not exist'] },
        });
      }
      return send(200, {
        account_name: name,
        account_no: account,
        bank_name: url.searchParams.get('bank'),
      });
    }
    if (req.method === 'POST' && url.pathname === '/iris/api/v1/payouts') {
      if (!needs('creator')) return;
      const payouts = (request.body as { payouts?: Array<Record<string, unknown>> }).payouts;
      const payout = payouts?.[0];
      const valid =
        payouts?.length === 1 &&
        typeof payout?.beneficiary_name === 'string' &&
        typeof payout.beneficiary_account === 'string' &&
        typeof payout.beneficiary_bank === 'string' &&
        typeof payout.amount === 'string' &&
        /^\d+\.00$/.test(payout.amount);
      if (!valid) return send(400, { error_message: 'invalid payout' });
      this.sequence += 1;
      const reference = `iris-ref-${this.sequence}`;
      this.payouts.set(reference, { status: 'queued', amount: payout!.amount as string });
      return send(201, { payouts: [{ status: 'queued', reference_no: reference }] });
    }
    if (req.method === 'POST' && url.pathname === '/iris/api/v1/payouts/approve') {
      if (!needs('approver')) return;
      const references = (request.body as { reference_nos?: string[] }).reference_nos ?? [];
      if (!references.length || references.some((r) => !this.payouts.has(r))) {
        return send(400, { error_message: 'unknown reference' });
      }
      for (const r of references) this.payouts.get(r)!.status = 'approved';
      return send(202, { status: 'ok' });
    }
    const detail = /^\/iris\/api\/v1\/payouts\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && detail) {
      if (!needs('creator')) return;
      const payout = this.payouts.get(decodeURIComponent(detail[1]!));
      if (!payout) return send(404, { error_message: 'Payout not found' });
      return send(200, { reference_no: detail[1], ...payout });
    }
    send(404, { error_message: 'not found' });
  }
}
