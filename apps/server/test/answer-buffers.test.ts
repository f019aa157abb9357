import { EventEmitter } from 'node:events';
import Fastify, { type FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerBuffers } from '../src/http/answer-buffers.js';
import { serializedItemsOnce } from '../src/http/serialized-once.js';

// A buffer goes back for another answer only once its own answer has left ('finish').
const reply = () => {
  const raw = new EventEmitter();
  return { raw, reply: { raw } as unknown as FastifyReply };
};

describe('answer buffers', () => {
  it('give answers in flight buffers of their own, and one that has left to the next', () => {
    const buffers = answerBuffers();
    const [a, b, c] = [reply(), reply(), reply()];
    const first = buffers.take(a.reply, 5_000);
    const second = buffers.take(b.reply, 6_000);
    expect(first.length).toBe(5_000);
    expect(first.buffer).not.toBe(second.buffer);
    expect(buffers.freeCount).toBe(0);
    a.raw.emit('finish');
    expect(buffers.freeCount).toBe(1);
    const third = buffers.take(c.reply, 7_000);
    expect(third.buffer).toBe(first.buffer);
    expect(third.length).toBe(7_000);
  });

  it('leave a buffer whose connection closed before its answer left, and small answers, alone', () => {
    const buffers = answerBuffers();
    const [closed, small] = [reply(), reply()];
    buffers.take(closed.reply, 20_000);
    closed.raw.emit('close');
    buffers.take(small.reply, 1_000);
    small.raw.emit('finish');
    expect(buffers.freeCount).toBe(0);
  });

  it('keep at most so many of a size', () => {
    const buffers = answerBuffers({ freePerSize: 2 });
    const answers = [reply(), reply(), reply()];
    for (const answer of answers) buffers.take(answer.reply, 10_000);
    for (const answer of answers) answer.raw.emit('finish');
    expect(buffers.freeCount).toBe(2);
  });
});

// A page made for one request is written into a buffer used again; one sent a second time gets
// bytes of its own, which later pages written into that reused buffer must not change.
describe('serializedItemsOnce', () => {
  it('sends each page as its items, whichever buffer it was written into', async () => {
    const app = Fastify();
    const send = serializedItemsOnce();
    const pages: Record<string, readonly object[]> = {
      a: Object.freeze([{ n: 'a'.repeat(3_000) }, { n: 'b'.repeat(3_000) }]),
      b: Object.freeze([{ n: 'c'.repeat(3_000) }, { n: 'd'.repeat(3_000) }]),
    };
    app.get<{ Params: { page: string } }>(
      '/:page',
      {
        schema: {
          response: {
            200: {
              type: 'array',
              items: { type: 'object', properties: { n: { type: 'string' } } },
            },
          },
        },
      },
      (request, reply) => send(reply, pages[request.params.page]!),
    );
    try {
      for (const page of ['a', 'b', 'a', 'b', 'a', 'b', 'a']) {
        const res = await app.inject({ method: 'GET', url: `/${page}` });
        expect(res.json()).toEqual(pages[page]);
      }
    } finally {
      await app.close();
    }
  });
});
