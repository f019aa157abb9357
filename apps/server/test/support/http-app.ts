import type { FastifyInstance } from 'fastify';

interface InjectLike {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

/**
 * `app.inject` over real HTTP, so the helpers written for in-process apps drive a server
 * running in another process.
 */
export function httpApp(baseUrl: string): FastifyInstance {
  async function inject(options: InjectLike) {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    let body: Uint8Array | string | undefined;
    if (Buffer.isBuffer(options.payload)) body = new Uint8Array(options.payload);
    else if (options.payload !== undefined) {
      body = JSON.stringify(options.payload);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl}${options.url}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      redirect: 'manual',
    });
    const raw = Buffer.from(await response.arrayBuffer());
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: raw.toString(),
      rawPayload: raw,
      json: <T = unknown>() => JSON.parse(raw.toString()) as T,
    };
  }
  return { inject } as unknown as FastifyInstance;
}
