import type { FastifyReply } from 'fastify';

/**
 * Buffers for answers made anew on every request (a `near=` page from a new point), each used
 * again once its answer has left: the response's 'finish' comes when the socket has handed every
 * byte to the kernel, and not at all if the connection closes first (that buffer is then left to
 * the garbage collector). The kernel copies an answer out of memory it copied from a moment ago
 * much faster than out of memory just allocated: a `near=` page from a new point, 50 jobs, went
 * from 7,055 to 8,476 req/s with them (PERFORMANCE.md, 2026-11-28 fifth session). Nothing may
 * keep such a buffer past its answer: an answer kept for later is allocated on its own.
 */
export function answerBuffers(options: { freePerSize?: number } = {}) {
  const freePerSize = options.freePerSize ?? 64;
  // By size, a power of two from 4 KB (below it Node's own pool serves `allocUnsafe`).
  const free = new Map<number, Buffer[]>();
  return {
    /** `length` bytes for `reply`'s answer, to be written before it is sent. */
    take(reply: FastifyReply, length: number): Buffer {
      if (length < 4096) return Buffer.allocUnsafe(length);
      const size = 2 ** Math.ceil(Math.log2(length));
      let sized = free.get(size);
      if (!sized) free.set(size, (sized = []));
      const buffer = sized.pop() ?? Buffer.allocUnsafeSlow(size);
      const list = sized;
      reply.raw.once('finish', () => {
        if (list.length < freePerSize) list.push(buffer);
      });
      return buffer.subarray(0, length);
    },
    /** Buffers waiting to be used again (for tests). */
    get freeCount() {
      let count = 0;
      for (const list of free.values()) count += list.length;
      return count;
    },
  };
}
