import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Lets the listed origins (another web or mobile front end) call the API; none by default. */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  if (!origins.length) return;
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });
}
