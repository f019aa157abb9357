import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Map tiles come from OpenStreetMap unless configured otherwise. */
const tileHosts = ['https://*.tile.openstreetmap.org'];

export interface SecurityOptions {
  /** Origins of the payment popup (script and iframe), when a real provider is configured. */
  paymentOrigins: string[];
}

export async function registerSecurity(
  app: FastifyInstance,
  { paymentOrigins }: SecurityOptions,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paymentOrigins],
        frameSrc: ["'self'", ...paymentOrigins],
        // Leaflet and React set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileHosts],
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
  });
  // Off by default; routes opt in with `config.rateLimit`.
  await app.register(rateLimit, { global: false });
}
