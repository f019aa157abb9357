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
    send(404, { status_message: 'not found' });
  }
}
