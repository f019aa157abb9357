import { act } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { setSocketFactoryForTests } from '@/lib/socket';

type Listener = (...args: unknown[]) => void;
type Ack = (answer: unknown) => void;
/** What the fake server does with an emit from the app; a returned value is the ack's answer. */
type ServerHandler = (...args: unknown[]) => unknown;

export type EmittedEvent = { event: string; args: unknown[] };

/**
 * A stand-in for a socket.io-client `Socket` with the parts the app uses: `on`/`off`, `emit`
 * with an acknowledgement callback as last argument, `connected`/`active`, `connect()` and
 * `disconnect()` with the same reserved events ('connect', 'disconnect', 'connect_error').
 * The test plays the server: `answer()` what an emit gets back, `serverEmit()` an event,
 * `drop()` / `reconnect()` the connection.
 */
export class FakeSocket {
  connected = false;
  active = true;
  /** Every emit from the app, in order (acks left out of `args`). */
  readonly emitted: EmittedEvent[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly server = new Map<string, ServerHandler>();

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener?: Listener): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  /** Like Socket.IO: an ack is answered asynchronously, and only while connected. */
  emit(event: string, ...args: unknown[]): this {
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as Ack) : undefined;
    this.emitted.push({ event, args });
    const handler = this.server.get(event);
    if (!handler || !this.connected) return this;
    const answer = handler(...args);
    if (ack && answer !== undefined) {
      queueMicrotask(() => {
        if (this.connected) ack(answer);
      });
    }
    return this;
  }

  connect(): this {
    if (!this.connected) {
      this.active = true;
      this.connected = true;
      this.fire('connect');
    }
    return this;
  }

  /** The app hangs up (logout): no reconnection, as with the real client. */
  disconnect(): this {
    this.active = false;
    if (this.connected) {
      this.connected = false;
      this.fire('disconnect', 'io client disconnect');
    }
    return this;
  }

  // ---- The test's side: the server and the network. ----

  /** How the server answers `event` from now on (the return value goes to the ack). */
  answer(event: string, handler: ServerHandler): this {
    this.server.set(event, handler);
    return this;
  }

  /** The server sends `event` to this socket. */
  serverEmit(event: string, payload: unknown): void {
    act(() => this.fire(event, payload));
  }

  /** The connection drops (the real client then retries on its own). */
  drop(reason = 'transport close'): void {
    act(() => {
      this.connected = false;
      this.fire('disconnect', reason);
    });
  }

  /** A (re)connection succeeds. */
  reconnect(): void {
    act(() => {
      this.connected = true;
      this.fire('connect');
    });
  }

  /** A connection attempt is refused, e.g. by the server's token check. */
  refuseConnection(message: string, data?: unknown): void {
    act(() => {
      this.connected = false;
      this.active = false;
      this.fire('connect_error', Object.assign(new Error(message), { data }));
    });
  }

  /** Emits of `event` from the app, their arguments only. */
  emitsOf(event: string): unknown[][] {
    return this.emitted.filter((entry) => entry.event === event).map((entry) => entry.args);
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

/**
 * Makes the app's shared connection (lib/socket) this fake, for the rest of the test. It is
 * connected from the start unless `connected: false`; then call `reconnect()`.
 */
export function fakeSocket({ connected = true }: { connected?: boolean } = {}): FakeSocket {
  const socket = new FakeSocket();
  socket.connected = connected;
  setSocketFactoryForTests(() => Promise.resolve(socket as unknown as Socket));
  return socket;
}
