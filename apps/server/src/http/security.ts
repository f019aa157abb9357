import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Map tiles come from OpenStreetMap unless configured otherwise. */
const tileHosts = ['https://*.tile.openstreetmap.org'];

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Leaflet and React set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileHosts],
        connectSrc: ["'self'"],
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
