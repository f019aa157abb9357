import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { onClosing, registerCloseSteps } from '../src/lib/close-steps.js';

it('names the close steps still running, in plugins too, and forgets each when it ends', async () => {
  const app = Fastify({ logger: false });
  registerCloseSteps(app);
  let releaseQueue!: () => void;
  const queueStopped = new Promise<void>((resolve) => (releaseQueue = resolve));
  let queueStarted!: () => void;
  const queueStopping = new Promise<void>((resolve) => (queueStarted = resolve));
  await app.register(async (plugin) => {
    onClosing(plugin, 'preClose', 'queue', () => {
      queueStarted();
      return queueStopped;
    });
  });
  onClosing(app, 'onClose', 'database', async () => {});
  await app.ready();
  expect(app.closeSteps.pending()).toEqual([]);

  const closed = app.close();
  await queueStopping;
  expect(app.closeSteps.pending().map(({ step }) => step)).toEqual(['queue']);
  releaseQueue();
  await closed;
  expect(app.closeSteps.pending()).toEqual([]);
});

it('keeps a step that failed out of the pending list', async () => {
  const app = Fastify({ logger: false });
  registerCloseSteps(app);
  onClosing(app, 'onClose', 'mailer', () => Promise.reject(new Error('already closed')));
  await app.ready();
  await app.close().catch(() => {});
  expect(app.closeSteps.pending()).toEqual([]);
});
