import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../../http/errors.js';
import { gaugeSources, httpDuration, metricsRegistry, type GaugeSource } from './metrics.js';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Times every request by route pattern, and serves GET /metrics (Prometheus text format). */
export function registerMetrics(
  app: FastifyInstance,
  options: { token?: string; source: GaugeSource },
): void {
  gaugeSources.add(options.source);
  app.addHook('onClose', async () => {
    gaugeSources.delete(options.source);
  });

  app.addHook('onResponse', (request, reply, done) => {
    // Unknown paths share one label, so scanners cannot grow the series without bound.
    const route = request.routeOptions.url ?? 'unmatched';
    httpDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (options.token) {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      if (!match?.[1] || !sameToken(match[1], options.token)) throw unauthenticated();
    }
    return reply
      .type(metricsRegistry.contentType)
      .header('cache-control', 'no-store')
      .send(await metricsRegistry.metrics());
  });
}
