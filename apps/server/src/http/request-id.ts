import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What a proxy's id may look like; anything else (or nothing) gets a fresh UUID. */
const ACCEPTABLE_ID = /^[\w.:@/+=-]{1,128}$/;

/** Fastify's `genReqId`: the caller's `X-Request-Id` when sane, so one id follows a request. */
export function requestIdFrom(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
}

/** Echoes the id on every answer, so a person's report can be matched to the log. */
export function echoRequestId(app: FastifyInstance): void {
  // Callback style: an async hook costs every request a promise and a microtask turn.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
