import { vi } from 'vitest';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type FakeReply = { status: number; body?: unknown };

export type RecordedRequest = {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
};

/**
 * Requests no route of the current test answered. The app turns a throwing `fetch` into a
 * network error it handles, so an assertion inside the fake would be swallowed: the setup's
 * afterEach fails the test on these instead.
 */
export const unexpectedRequests: string[] = [];

/**
 * What every signed-in frame asks (the bell's count in the top bar): answered when a test does
 * not declare it, and not recorded, so a test's requests are its page's own.
 */
const AMBIENT_ROUTES: Record<string, FakeReply> = {
  'GET /notifications/unread-count': { status: 200, body: { count: 0 } },
  // The area's 'Verifikasi email' banner (hidden for a verified person).
  'GET /profile/verification': {
    status: 200,
    body: { emailVerified: true, phoneVerified: true, pendingEmail: null },
  },
};

/**
 * A stand-in for the server: `fetch` answers only the routes a test declares ("POST /login"),
 * records every request, and fails the test on anything unexpected (see unexpectedRequests).
 */
export function fakeApi(
  routes: Partial<Record<`${Method} ${string}`, FakeReply | (() => Promise<FakeReply>)>>,
) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const declared = routes[`${method} ${url}` as keyof typeof routes];
    const ambient = declared ? undefined : AMBIENT_ROUTES[`${method} ${url}`];
    if (!ambient) requests.push({ method, url, headers: new Headers(init.headers), body });
    const route = declared ?? ambient;
    if (!route) {
      unexpectedRequests.push(`${method} ${url}`);
      throw new TypeError(`unexpected request ${method} ${url}`);
    }
    const reply = typeof route === 'function' ? await route() : route;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
