import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import type { TestUser } from './factories.js';

/** Starts the app on a free loopback port (sockets need a real listener) and answers its URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

const open: Socket[] = [];

/** A connected client for `user` (or for the given token); rejects with the server's refusal. */
export function connect(url: string, user?: TestUser | { token: string }): Promise<Socket> {
  const socket = io(url, {
    auth: user ? { token: user.token } : {},
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  open.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export function closeSockets() {
  for (const socket of open.splice(0)) socket.disconnect();
}

/** The next `event` on `socket` (that `matches`, when given), or a rejection after `ms`. */
export function nextEvent<T = unknown>(
  socket: Socket,
  event: string,
  ms = 5000,
  matches: (payload: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    socket.on(event, listener);
  });
}

/** Collects every `event` on `socket` from now on. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}
