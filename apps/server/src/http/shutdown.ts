import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from '../lib/errors.js';

/** Methods a proxy resends to another replica when this one answers 503. */
const PROXY_RESENDS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Still answered while draining: the process is alive, and its metrics are scraped directly. */
const ALWAYS_ANSWERED = new Set(['/livez', '/metrics']);
/** The drain ends early once no request has arrived for this long. */
const QUIET_MS = 500;

export interface ShutdownDrain {
  /** True from the start of the drain on. */
  readonly draining: boolean;
  /**
   * Keeps listening until no request arrived for half a second, or `maxMs` passed. Meanwhile
   * reads are answered 503 so that a proxy with passive health checks (deploy/nginx.conf:
   * `max_fails`) resends them to another replica and then stops sending here at all; writes,
   * which a proxy never resends, are served. Closing the listening socket only then means no
   * proxy is in the middle of handing this process a request: a connection the kernel had
   * queued when the socket closes is reset, and a POST on it would fail (seen in the
   * deployment smoke test).
   */
  drain(maxMs: number): Promise<void>;
}

/**
 * The graceful part of shutdown: the drain above, and while the app closes, answers still being
 * sent end their connection (a keep-alive socket left idle after the last request would
 * otherwise hold shutdown until its timeout).
 */
export function shutdownDrain(app: FastifyInstance): ShutdownDrain {
  let stopping = false;
  let draining = false;
  let lastRequestAt = 0;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onRequest', (request, reply, done) => {
    lastRequestAt = performance.now();
    const path = request.url.split('?', 1)[0] ?? '';
    if (draining && PROXY_RESENDS.has(request.method) && !ALWAYS_ANSWERED.has(path)) {
      reply.header('retry-after', '1');
      done(serviceUnavailable('Server sedang berhenti', 'SHUTTING_DOWN'));
      return;
    }
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping || draining) reply.header('connection', 'close');
    done(null, payload);
  });
  return {
    get draining() {
      return draining;
    },
    async drain(maxMs) {
      draining = true;
      const startedAt = performance.now();
      lastRequestAt = startedAt;
      while (true) {
        const now = performance.now();
        const quietFor = now - lastRequestAt;
        const left = startedAt + maxMs - now;
        if (quietFor >= QUIET_MS || left <= 0) return;
        await new Promise((resolve) => setTimeout(resolve, Math.min(QUIET_MS - quietFor, left)));
      }
    },
  };
}
