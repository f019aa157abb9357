import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

export interface SecurityOptions {
  /** Origins of the payment popup (script and iframe), when a real provider is configured. */
  paymentOrigins: string[];
  /** The map tile URL template; its host may serve images. */
  mapTileUrl: string;
  /** Set: rate-limit counters live in Redis, shared by every process. */
  redis?: { client: Redis; prefix: string };
}

export async function registerSecurity(
  app: FastifyInstance,
  { paymentOrigins, mapTileUrl, redis }: SecurityOptions,
): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paymentOrigins],
        frameSrc: ["'self'", ...paymentOrigins],
        // Leaflet and React set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(mapTileUrl)],
        connectSrc: ["'self'", ...paymentOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // The app is often reached over plain http on a laptop or LAN.
        upgradeInsecureRequests: null,
      },
    },
    // Sent below only over https: on plain http it means nothing and misleads.
    strictTransportSecurity: false,
  });
  // The app asks for the position (map pickers); it never uses camera or microphone.
  headers['permissions-policy'] = 'camera=(), microphone=(), geolocation=(self)';
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(API_ANSWER_HEADERS);
    // `protocol` honours X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    done();
  });
  // Anything a browser may render as a page (the app shell, /docs, files, images) gets the
  // whole policy; a JSON answer keeps the short set above.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) reply.headers(headers);
    done(null, payload);
  });
  // Off by default; routes opt in with `config.rateLimit`.
  await app.register(rateLimit, {
    global: false,
    // With Redis away, requests pass rather than the whole API refusing.
    ...(redis ? { redis: redis.client, nameSpace: `${redis.prefix}rate:`, skipOnError: true } : {}),
  });
}

/**
 * What a JSON answer needs (OWASP's REST security headers): never sniffed into something
 * executable, never framed, never read by another origin's page, no referrer. The document
 * directives of the full policy (scripts, styles, images, DNS prefetch, opener, permissions)
 * mean nothing for JSON, and on a small answer they were most of its bytes: ~900 bytes of
 * headers against a 20-byte wallet, a tenth of a cached read's CPU.
 */
export const API_ANSWER_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
});

/**
 * The headers helmet sets, worked out once. Our policy has no per-request part (no nonces), yet
 * helmet's own middleware re-parses every directive on every request: a profile of a cheap
 * read showed it at 14 % of the server's CPU.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** `https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org`. */
export function tileOrigin(template: string): string {
  const match = /^(https?:\/\/)([^/]+)/.exec(template);
  if (!match) return "'self'";
  return `${match[1]}${match[2]!.replace(/\{s\}/g, '*')}`;
}
