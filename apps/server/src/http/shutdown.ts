import type { FastifyInstance } from 'fastify';

/**
 * While the app closes, answers still being sent end their connection: a keep-alive socket
 * left idle after the last request would otherwise hold shutdown until its timeout.
 */
export function closeConnectionsWhenStopping(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
}
