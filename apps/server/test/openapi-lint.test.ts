import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';

const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
/** Recommended, less the licence rules: see its comments. */
const redoclyConfig = fileURLToPath(new URL('../../../redocly.yaml', import.meta.url));

interface Operation {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
}

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>> };
const operations = () =>
  Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, url, operation })),
  );

beforeAll(async () => {
  // A real address: Redocly's recommended rules refuse localhost as a server.
  t = await createTestApp({ publicUrl: 'https://bantuin.id' });
  const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
  doc = res.json();
});
afterAll(() => t.close());

describe('the OpenAPI document at /docs', () => {
  it("passes Redocly's recommended rules (redocly.yaml) without an error or a warning", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bantuin-openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const lint = await promisify(execFile)(
      process.execPath,
      [redocly, 'lint', file, '--config', redoclyConfig, '--format', 'json'],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout: string }) => error);
    const problems = (
      JSON.parse(lint.stdout) as {
        problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
      }
    ).problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(problems).toEqual([]);
  }, 60_000);

  it('names every operation once, from its method and path', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/clients/jobs/{id}/workers']?.get?.operationId).toBe(
      'getClientsJobsByIdWorkers',
    );
  });

  it('says `security: []` only where no token is needed, and asks for one where it is', async () => {
    const answers = [];
    for (const { method, url, operation } of operations()) {
      const concrete = url.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({ method: method.toUpperCase(), url: concrete });
      answers.push({
        route: `${method} ${url}`,
        public: operation.security?.length === 0,
        status: res.statusCode,
      });
    }
    // Without a token: a public route never answers 401; a guarded one does, unless its input
    // (validated before the guard) is refused first.
    for (const answer of answers) {
      if (answer.public) expect(answer.status, answer.route).not.toBe(401);
      else expect([400, 401, 415], answer.route).toContain(answer.status);
    }
    expect(
      answers.filter((answer) => !answer.public && answer.status === 401).length,
    ).toBeGreaterThan(40);
  });

  it.each([
    ['post', '/clients/jobs/bersih', ['title', 'fee', 'coordinates', 'image']],
    ['patch', '/clients/profile', ['name', 'image']],
    ['patch', '/workers/profile', ['bio', 'image']],
    ['patch', '/workers/jobs/{id}/worker', ['description', 'image']],
    ['post', '/clients/jobs/{id}/review', ['rating', 'image']],
    ['post', '/clients/jobs/{id}/dispute', ['reason', 'image']],
    ['patch', '/workers/jobs/{id}/dispute', ['response', 'image']],
  ])('documents the multipart body of %s %s', (method, url, fields) => {
    const body = doc.paths[url]?.[method]?.requestBody?.content['multipart/form-data']?.schema;
    expect(Object.keys((body?.properties ?? {}) as object)).toEqual(expect.arrayContaining(fields));
    const image = (body?.properties as Record<string, Record<string, unknown>>).image;
    expect(image).toMatchObject({ type: 'array', items: { type: 'string', format: 'binary' } });
    expect(image?.description).toMatch(/at most 8 MB/);
  });
});
