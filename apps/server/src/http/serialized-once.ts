import type { FastifyReply } from 'fastify';
import { answerBuffers } from './answer-buffers.js';

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

/**
 * For a list route whose items are shared frozen objects (each open job's answer for every Yasa,
 * `lib/answer-cards.ts`), in pages made afresh: each item's bytes are made once by the
 * route's own serializer, and each page is those bytes copied into one buffer. The page's bytes
 * are kept for that very items array once it is sent a second time (a cached page, or one read
 * for several Yasa at once, is sent again as it is); a page made for one request only is
 * written into a buffer used again (`answerBuffers`).
 */
export function serializedItemsOnce() {
  const send = serializedOnceWithNumbers();
  return (reply: FastifyReply, items: readonly object[]) =>
    send(reply, items, undefined, 'when-repeated');
}

/**
 * For a list route whose items are shared frozen objects, each answered with one number of its
 * own beside it (a `near=` page's distances from the asking Yasa): each item's bytes are made
 * once by the route's own serializer, and each answer is those bytes with `"<field>":<number>`
 * written in before every item's closing brace. The items must not hold `field`, and the
 * route's item schema must allow it as a number. With `keepAnswer`, the answer's bytes are kept
 * for that very items array (always sent with the same numbers); 'when-repeated': from its
 * second sending on. One per route, as `serializedOnce`.
 * Without `field` (`serializedItemsOnce`), the items are sent as they are.
 */
export function serializedOnceWithNumbers(field?: string) {
  // An item's JSON without its closing brace: '{"_id":…' (an item is an object with fields).
  const openItems = new WeakMap<object, Buffer>();
  // ',"<field>":<number>}' by number: a few hundred distinct distances in a city.
  const closings = new Map<number, Buffer>();
  const closeItem = Buffer.from('}');
  const closing = (number: number) => {
    let bytes = closings.get(number);
    if (!bytes) {
      if (!Number.isFinite(number)) throw new Error(`${field} is not a finite number`);
      if (closings.size >= 10_000) closings.clear();
      closings.set(number, (bytes = Buffer.from(`,"${field}":${number}}`)));
    }
    return bytes;
  };
  // The answer's bytes by its items, for a page answered again (it comes with the same numbers).
  const bodies = new WeakMap<readonly object[], Buffer>();
  const buffers = answerBuffers();
  const sentOnce = new WeakSet<readonly object[]>();
  return (
    reply: FastifyReply,
    items: readonly object[],
    numbers: readonly number[] | undefined,
    keepAnswer: boolean | 'when-repeated' = false,
  ) => {
    const known = bodies.get(items);
    if (known) return reply.type('application/json; charset=utf-8').send(known);
    // Memory just allocated costs the copy its page faults (and the garbage collector a buffer):
    // only an answer that is sent again gets bytes of its own.
    let keep = keepAnswer === true;
    if (keepAnswer === 'when-repeated') {
      keep = sentOnce.has(items);
      if (!keep) sentOnce.add(items);
    }
    const opens = items.map((item) => {
      let open = openItems.get(item);
      if (!open) {
        // '[{…}]' from the route's serializer, checked as every answer is: '{…' kept.
        open = Buffer.from((reply.serialize([item]) as string).slice(1, -2));
        openItems.set(item, open);
      }
      return open;
    });
    const closes = numbers ? numbers.map(closing) : items.map(() => closeItem);
    let length = 2 + Math.max(0, items.length - 1);
    for (let i = 0; i < opens.length; i++) length += opens[i]!.length + closes[i]!.length;
    // One copy into one buffer ('[', then each item, ',' between them, ']').
    // A kept answer is sent again later: it must not be a buffer used again once it has left.
    const body = keep ? Buffer.allocUnsafe(length) : buffers.take(reply, length);
    let at = 0;
    body[at++] = 0x5b;
    for (let i = 0; i < opens.length; i++) {
      if (i > 0) body[at++] = 0x2c;
      body.set(opens[i]!, at);
      at += opens[i]!.length;
      body.set(closes[i]!, at);
      at += closes[i]!.length;
    }
    body[at] = 0x5d;
    if (keep) bodies.set(items, body);
    return reply.type('application/json; charset=utf-8').send(body);
  };
}
