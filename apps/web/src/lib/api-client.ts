import { errorResponseSchema, SHOWN_ERROR_MESSAGES } from '@bantuin/contract';
import type { z } from 'zod';
import { ApiError, NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from './api-error';
import { withSmallPhotos } from './photo-upload';
import { trackRequest } from './requests-in-flight';
import { clearSession, getAccessToken } from './session';
import { sessionExpired as expireSession } from './session-expiry';

export {
  ApiError,
  errorMessageOf,
  hasErrorCode,
  hasStatus,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from './api-error';

type Json = Record<string, unknown> | unknown[];

export type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: Json | FormData;
  query?: Record<string, string | number | undefined>;
  /** Defaults to true: every call but login and registration carries the bearer token. */
  authenticated?: boolean;
  /** Checks the answer's shape, so a server change fails loudly here instead of deep in a page. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an `Idempotency-Key`. */
  headers?: Record<string, string>;
};

/** The app decides what "go back to /login" means (router, cache, toast); see app/router. */
export { setSessionExpiredHandler } from './session-expiry';

function buildUrl(path: string, query: ApiRequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A proxy in front of the API answers these when the API itself is down or unreachable. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

function toApiError(status: number, payload: unknown, sessionExpired: boolean): ApiError {
  const parsed = errorResponseSchema.safeParse(payload);
  if (parsed.success) {
    const { code, message, fields } = parsed.data;
    // A few answers keep the spec's English for older clients; people read Indonesian.
    const shown = SHOWN_ERROR_MESSAGES[code as keyof typeof SHOWN_ERROR_MESSAGES] ?? message;
    return new ApiError(shown, status, code, sessionExpired, fields);
  }
  if (GATEWAY_STATUSES.has(status))
    return new ApiError(NETWORK_ERROR_MESSAGE, status, 'NETWORK_ERROR');
  return new ApiError(UNEXPECTED_ERROR_MESSAGE, status, 'UNEXPECTED_RESPONSE', sessionExpired);
}

function isSuspension(payload: unknown): boolean {
  const parsed = errorResponseSchema.safeParse(payload);
  return parsed.success && parsed.data.code === 'ACCOUNT_SUSPENDED';
}

/**
 * Calls the same-origin API and returns the JSON answer, or throws an ApiError. Each call counts
 * as under way until it settles (lib/requests-in-flight).
 */
export function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  return trackRequest(request(path, options));
}

async function request<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const { method = 'GET', body, query, authenticated = true, schema, signal } = options;
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  if (authenticated) {
    const token = getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  let payload: BodyInit | undefined;
  // Photos are made small before they leave the phone (lib/photo-upload).
  if (body instanceof FormData) payload = await withSmallPhotos(body);
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
  }

  const data = await readJson(response);
  if (!response.ok) {
    // A refused session: the token is no good (401) or its person is suspended (403
    // ACCOUNT_SUSPENDED). Either way it is forgotten, or /login would bounce back into the area.
    const suspended = authenticated && response.status === 403 && isSuspension(data);
    const sessionExpired = (authenticated && response.status === 401) || suspended;
    const error = toApiError(response.status, data, sessionExpired);
    if (sessionExpired) {
      clearSession();
      expireSession(error);
    }
    throw error;
  }
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new ApiError(UNEXPECTED_ERROR_MESSAGE, response.status, 'BAD_RESPONSE');
  return parsed.data;
}
