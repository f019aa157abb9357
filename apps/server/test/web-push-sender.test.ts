import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { generateVapidKeys, webPushSender } from '../src/adapters/push/web-push.js';
import { newPushSubscriber } from './support/notifications.js';

// The sender on its own, against push services that misbehave in the ways the network does
// (the happy path with decryption and VAPID checks is in notifications.test.ts).
let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function pushService(handle: Parameters<typeof createServer>[1]) {
  server = createServer(handle);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const sender = (timeoutMs = 2000) =>
  webPushSender(generateVapidKeys(), 'mailto:ops@bantuin.id', timeoutMs);

describe('web push sender', () => {
  it('reuses one connection for pushes sent one after another', async () => {
    const sockets = new Set<Socket>();
    const origin = await pushService((request, response) => {
      sockets.add(request.socket);
      request.resume();
      request.on('end', () => response.writeHead(201).end());
    });
    const subscription = newPushSubscriber(`${origin}/push/a`);
    const push = sender();
    for (let i = 0; i < 3; i += 1)
      expect(await push.send(subscription, `{"n":${i}}`)).toEqual({ ok: true });
    expect(sockets.size).toBe(1);
  });

  it('answers a retryable failure when the push service does not answer in time', async () => {
    const origin = await pushService((request) => request.resume());
    const startedAt = Date.now();
    const result = await sender(300).send(newPushSubscriber(`${origin}/push/a`), '{}');
    expect(result).toMatchObject({ ok: false, status: 0, gone: false });
    expect(Date.now() - startedAt).toBeLessThan(2000);
  });

  it('counts a push accepted and then cut off as sent (another try would show it twice)', async () => {
    let requests = 0;
    const origin = await pushService((request, response) => {
      requests += 1;
      request.resume();
      response.writeHead(201, { 'content-length': '100' });
      response.write('partial');
      setImmediate(() => response.socket?.destroy());
    });
    const push = sender();
    const subscription = newPushSubscriber(`${origin}/push/a`);
    expect(await push.send(subscription, '{}')).toEqual({ ok: true });
    // The cut connection is not reused for the next push.
    expect(await push.send(subscription, '{}')).toEqual({ ok: true });
    expect(requests).toBe(2);
  });

  it('does not follow a redirect, and marks 404 and 410 as gone', async () => {
    const origin = await pushService((request, response) => {
      request.resume();
      if (request.url === '/moved') response.writeHead(301, { location: '/gone' }).end();
      else response.writeHead(request.url === '/gone' ? 410 : 404).end();
    });
    const push = sender();
    expect(await push.send(newPushSubscriber(`${origin}/moved`), '{}')).toMatchObject({
      ok: false,
      status: 301,
      gone: false,
    });
    expect(await push.send(newPushSubscriber(`${origin}/gone`), '{}')).toMatchObject({
      status: 410,
      gone: true,
    });
    expect(await push.send(newPushSubscriber(`${origin}/missing`), '{}')).toMatchObject({
      status: 404,
      gone: true,
    });
  });
});
