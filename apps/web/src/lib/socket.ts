import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { afterFirstPaint } from './after-first-paint';
import { ApiError } from './api-error';
import { clearSession, getAccessToken } from './session';
import { sessionExpired } from './session-expiry';

/*
 * One Socket.IO connection per signed-in session (same origin, the server's /socket.io), shared
 * by every page that wants live updates (lib/live-updates in the area layouts, the chat). It opens on
 * first use with the stored token, reconnects on its own, and is closed on logout; a different
 * token (another login in this tab) gets a new connection. socket.io-client itself loads with the
 * first page that asks, not with the app, and not before that page has loaded and painted
 * (afterFirstPaint): live updates can wait a moment, the first paint should not.
 */

type Connection = { token: string; socket: Promise<Socket> };
let current: Connection | null = null;

type SocketFactory = () => Promise<Socket>;

/** Any signed-in call answers whether the session stands; the profile is the lightest. */
const SESSION_CHECK_PATH = '/profile/me';

const openSocket: SocketFactory = () =>
  afterFirstPaint()
    .then(() => import('socket.io-client'))
    .then(({ io }) =>
      io({
        // `auth` as a function: every (re)connection sends the token stored at that moment.
        auth: (send) => send({ token: getAccessToken() ?? '' }),
        // A WebSocket straight away; HTTP long-polling only where one cannot open. Polling first
        // (the default) took four requests and their handlers on the main thread before the
        // upgrade, right after the page painted.
        transports: ['websocket', 'polling'],
        tryAllTransports: true,
      }),
    );
let connect: SocketFactory = openSocket;

/**
 * A suspension reaches an open page through its connection: the server closes it, and the client
 * does not reconnect after a server's close on its own. So the API is asked whether the session
 * stands, and only a suspension's answer ends it here (its screen, at once). Any other refusal is
 * left to the page's next call: a session this page ended itself ('Hapus akun', logging out) is
 * routed by that page, and a second route to /login would race it.
 */
function watchSessionEnd(socket: Socket): Socket {
  socket.on('connect_error', (error: Error & { data?: { code?: string } }) => {
    if (error.data?.code !== 'ACCOUNT_SUSPENDED') return;
    endSuspendedSession(new ApiError(error.message, 403, 'ACCOUNT_SUSPENDED', true));
  });
  socket.on('disconnect', (reason: string) => {
    const token = getAccessToken();
    if (reason !== 'io server disconnect' || !token) return;
    // Imported here, not at the top: the router imports this module (closeSocket), and a
    // static import would bring the API client and zod into the landing's entry chunk.
    import('./api-client')
      .then(({ apiRequest }) =>
        // Not `authenticated`: api-client would route a 401 too.
        apiRequest(SESSION_CHECK_PATH, {
          authenticated: false,
          headers: { Authorization: `Bearer ${token}` },
        }),
      )
      .catch((error: unknown) => {
        if (!(error instanceof ApiError) || error.code !== 'ACCOUNT_SUSPENDED') return;
        if (getAccessToken() !== token) return; // signed out or in again meanwhile
        endSuspendedSession(new ApiError(error.message, error.status, error.code, true));
      });
  });
  return socket;
}

function endSuspendedSession(error: ApiError): void {
  clearSession();
  sessionExpired(error);
}

/**
 * Tests only: how the next connection is opened (a stand-in with Socket.IO's client API, see
 * test/fake-socket); no argument restores the real one. The current connection is closed.
 */
export function setSocketFactoryForTests(factory?: SocketFactory): void {
  closeSocket();
  connect = factory ?? openSocket;
}

/** The session's connection, opened on first use; null when no one is signed in. */
export function getSocket(): Promise<Socket | null> {
  const token = getAccessToken();
  if (!token) {
    closeSocket();
    return Promise.resolve(null);
  }
  if (current?.token === token) return current.socket;
  closeSocket();
  const socket = connect().then(watchSessionEnd);
  current = { token, socket };
  return socket;
}

/** Ends the connection (logout); the next getSocket() opens a new one. */
export function closeSocket(): void {
  const closing = current;
  current = null;
  void closing?.socket.then(
    (socket) => socket.disconnect(),
    () => {},
  );
}

/**
 * Calls `handler` for each `event` the server sends while the component is mounted. The handler
 * may change between renders without resubscribing.
 */
export function useSocketEvent<T = unknown>(event: string, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    let unsubscribed = false;
    let subscribed: Socket | null = null;
    const listener = (payload: T) => latest.current(payload);
    getSocket().then(
      (socket) => {
        if (unsubscribed || !socket) return;
        subscribed = socket;
        socket.on(event, listener);
      },
      // The page still works without live updates (a reload shows what changed).
      (error: unknown) => console.warn('Pembaruan langsung tidak tersedia:', error),
    );
    return () => {
      unsubscribed = true;
      subscribed?.off(event, listener);
    };
  }, [event]);
}
