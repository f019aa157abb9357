import type { FastifyInstance } from 'fastify';

export interface ApiRoute {
  method: string;
  /** The path with every parameter filled in (a UUID unless `params` says otherwise). */
  url: string;
  /** The path as declared, e.g. `/jobs/{id}`. */
  path: string;
  contentTypes: string[];
}

const SOME_UUID = '00000000-0000-4000-8000-000000000000';

/** Every route of the app, from the OpenAPI document the routes' own schemas produce. */
export function apiRoutes(app: FastifyInstance, params: Record<string, string> = {}): ApiRoute[] {
  const document = (app as unknown as { swagger(): OpenApi }).swagger();
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? SOME_UUID);
      routes.push({
        method: method.toUpperCase(),
        url,
        path,
        contentTypes: Object.keys(operation.requestBody?.content ?? {}),
      });
    }
  }
  return routes;
}

interface OpenApi {
  paths?: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
}
