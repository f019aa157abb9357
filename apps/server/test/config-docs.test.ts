import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configDocs, configVariables, renderEnvExample } from '../src/config-docs.js';
import { loadConfig } from '../src/config.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('configuration docs written from the schema', () => {
  it('describes every variable', () => {
    const undescribed = configVariables()
      .filter((variable) => !variable.description)
      .map((variable) => variable.name);
    expect(undescribed, 'add .meta({ description }) to these in config.ts').toEqual([]);
  });

  it("README's table and .env.example are what `npm run docs:config` writes", async () => {
    for (const doc of await configDocs(root)) {
      expect(doc.now, `${doc.file} is stale: run npm run docs:config`).toBe(doc.wanted);
    }
  });

  it('.env.example, copied as it is, starts the server with its defaults', () => {
    const env = Object.fromEntries(
      renderEnvExample()
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(env)).toEqual(configVariables().map((variable) => variable.name));
    expect(loadConfig(env)).toMatchObject({ port: 3000, trustProxy: false });
  });
});
