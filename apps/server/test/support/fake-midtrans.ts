import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
  body: unknown;
}

/**
 * A local stand-in for Midtrans' Snap and Core APIs. It refuses requests without the right
 * Basic auth (as Midtrans does), records what it got, and answers statuses the test sets.
 */
export class FakeMidtrans {
  readonly requests: RecordedRequest[] = [];
  readonly statuses = new Map<string, Record<string, string>>();
  /** Refunds it took, by refund_key (a repeat with the same key refunds nothing more). */
  readonly refunds = new Map<string, { orderId: string; amount: number; reason: string }>();
  /** Orders whose payment method cannot be refunded: answered with status_code 412. */
  readonly unrefundable = new Set<string>();
  failNextWith?: number;
  private server?: Server;
  url = '';

  constructor(private readonly serverKey: string) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const request: RecordedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization,
      body: raw ? JSON.parse(raw) : undefined,
    };
    this.requests.push(request);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };

    const expectedAuth = `Basic ${Buffer.from(`${this.serverKey}:`).toString('base64')}`;
    if (request.authorization !== expectedAuth) {
      return send(401, { status_code: '401', status_message: 'Access denied' });
    }
    if (this.failNextWith) {
      const status = this.failNextWith;
      this.failNextWith = undefined;
      return send(status, { status_message: 'simulated failure' });
    }
    if (request.method === 'POST' && request.path === '/snap/v1/transactions') {
      const orderId = (request.body as { transaction_details: { order_id: string } })
        .transaction_details.order_id;
      return send(201, {
        token: `snap-token-${orderId}`,
        redirect_url: `${this.url}/snap/v4/redirection/${orderId}`,
      });
    }
    const statusMatch = /^\/v2\/([^/]+)\/status$/.exec(request.path);
    if (request.method === 'GET' && statusMatch) {
      const status = this.statuses.get(decodeURIComponent(statusMatch[1]!));
      // Midtrans' answer for an order nobody has paid: HTTP 200 carrying status_code 404.
      if (!status)
        return send(200, { status_code: '404', status_message: "Transaction doesn't exist." });
      return send(200, { status_code: '200', ...status });
    }
    const refundMatch = /^\/v2\/([^/]+)\/refund$/.exec(request.path);
    if (request.method === 'POST' && refundMatch) {
      return send(200, this.refund(decodeURIComponent(refundMatch[1]!), request.body));
    }
    send(404, { status_message: 'not found' });
  }

  /** Midtrans' refund API: HTTP 200 whatever happens, the verdict in status_code. */
  private refund(orderId: string, body: unknown): Record<string, unknown> {
    const { refund_key, amount, reason } = (body ?? {}) as Record<string, unknown>;
    if (typeof refund_key !== 'string' || !refund_key || typeof reason !== 'string') {
      return { status_code: '400', status_message: 'refund_key and reason are required' };
    }
    if (!Number.isSafeInteger(amount) || (amount as number) <= 0) {
      return { status_code: '400', status_message: 'amount must be a positive integer' };
    }
    const status = this.statuses.get(orderId);
    if (!status || status.transaction_status !== 'settlement') {
      return { status_code: '412', status_message: 'Transaction status cannot be updated.' };
    }
    if (this.unrefundable.has(orderId)) {
      return { status_code: '412', status_message: 'Payment type does not support refund.' };
    }
    const earlier = this.refunds.get(refund_key);
    if (earlier) {
      if (earlier.orderId !== orderId || earlier.amount !== amount) {
        return { status_code: '406', status_message: 'Duplicate refund_key with other content.' };
      }
    } else {
      const refunded = [...this.refunds.values()]
        .filter((r) => r.orderId === orderId)
        .reduce((sum, r) => sum + r.amount, 0);
      if (refunded + (amount as number) > Number(status.gross_amount)) {
        return { status_code: '412', status_message: 'Refund amount exceeds the paid amount.' };
      }
      this.refunds.set(refund_key, { orderId, amount: amount as number, reason });
    }
    return {
      status_code: '200',
      status_message: 'Success, refund request is approved',
      order_id: orderId,
      refund_key,
      refund_amount: `${amount as number}.00`,
    };
  }
}
