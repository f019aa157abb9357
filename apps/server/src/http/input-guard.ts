import { CONTROL_CHARACTERS_MESSAGE, hasForbiddenControlCharacters } from '@bantuin/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.js';

/** True when any string (or key) in a parsed JSON value holds a forbidden control character. */
export function holdsControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasForbiddenControlCharacters(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsControlCharacters(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => hasForbiddenControlCharacters(key) || holdsControlCharacters(item, depth + 1),
  );
}

/**
 * Path parameters and the query are decoded from the URL, and only a percent escape decodes to a
 * control character: a URL without `%` (nearly every request) need not have them walked.
 */
const urlMayDecodeToControlCharacters = (url: string): boolean =>
  url.includes('%') || hasForbiddenControlCharacters(url);

/**
 * Every route's path, query and JSON body, before its schema runs: a NUL byte would reach
 * PostgreSQL (which refuses it with a 500) and other control characters have no business in
 * a name or an address. Multipart text fields get the same check in `readMultipart`.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      (urlMayDecodeToControlCharacters(request.url) &&
        (holdsControlCharacters(request.params) || holdsControlCharacters(request.query))) ||
      holdsControlCharacters(request.body)
    ) {
      done(badRequest(CONTROL_CHARACTERS_MESSAGE, 'VALIDATION_ERROR'));
      return;
    }
    done();
  });
}
