import type { FastifyReply } from 'fastify';

/**
 * For a route whose answers are often the very same object (a cached page shared by every
 * Yasa): sends it serialised by the route's own response serializer, once per object rather
 * than once per request. Only for objects nobody changes after they are answered (frozen).
 * One per route: the bytes depend on the route's schema.
 */
export function serializedOnce() {
  const bodies = new WeakMap<object, Buffer>();
  return (reply: FastifyReply, value: object) => {
    let body = bodies.get(value);
    if (!body) {
      // Our serializer compiler always makes strings (http/serializer.ts).
      body = Buffer.from(reply.serialize(value) as string);
      bodies.set(value, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  };
}
