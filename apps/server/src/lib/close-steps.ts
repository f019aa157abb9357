import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The named close steps (see `onClosing`); main.ts logs the unfinished ones at its deadline. */
    closeSteps: CloseSteps;
  }
}

export interface CloseSteps {
  /** Marks a step as running; the returned function marks it done. */
  start(step: string): () => void;
  /** Steps started and not finished, with how long each has run so far. */
  pending(): { step: string; ms: number }[];
}

/** Decorates the root instance; call before any plugin adds a close step. */
export function registerCloseSteps(app: FastifyInstance): void {
  // Keyed by a token of each start: two steps may share a name.
  const running = new Map<object, { step: string; startedAt: number }>();
  app.decorate<CloseSteps>('closeSteps', {
    start(step) {
      const token = {};
      running.set(token, { step, startedAt: performance.now() });
      return () => running.delete(token);
    },
    pending: () =>
      [...running.values()].map(({ step, startedAt }) => ({
        step,
        ms: Math.round(performance.now() - startedAt),
      })),
  });
}

/**
 * A preClose or onClose hook with a name: a shutdown that overruns its deadline then says which
 * steps it was still waiting for, not only that it overran.
 */
export function onClosing(
  app: FastifyInstance,
  hook: 'preClose' | 'onClose',
  step: string,
  run: () => unknown,
): void {
  app.addHook(hook, async () => {
    const done = app.closeSteps.start(step);
    try {
      await run();
    } finally {
      done();
    }
  });
}
