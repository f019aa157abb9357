import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { configVariables, loadConfig } from '../src/config.js';

// The files operators start from set variables the configuration must accept as written:
// compose.yaml once set TRUST_PROXY='true' long after the parser had started refusing it.
const repoFile = (name: string) =>
  readFileSync(new URL(`../../../${name}`, import.meta.url), 'utf8');

/** compose's `${NAME:-default}` / `${NAME}` as compose fills them with nothing in .env. */
const withComposeDefaults = (value: string) =>
  value.replace(
    /\$\{[A-Z0-9_]+(?::?-([^}]*))?\}/g,
    (_whole, fallback: string | undefined) => fallback ?? '',
  );

function composeAppEnvironment(): Record<string, string> {
  const compose = parseYaml(repoFile('compose.yaml')) as {
    services: Record<string, { build?: unknown; environment?: Record<string, unknown> }>;
  };
  const app = Object.values(compose.services).find((service) => service.build);
  if (!app?.environment) throw new Error('compose.yaml: no service built from the Dockerfile');
  return Object.fromEntries(
    Object.entries(app.environment).map(([name, value]) => [
      name,
      withComposeDefaults(String(value ?? '')),
    ]),
  );
}

/** The runtime stage's ENV (the last FROM onwards), `ENV A=1 B=2` or `ENV A 1`. */
function dockerfileEnvironment(): Record<string, string> {
  const text = repoFile('Dockerfile').replace(/\\\n/g, ' ');
  const runtime = text.slice(text.lastIndexOf('\nFROM '));
  const env: Record<string, string> = {};
  for (const [, rest = ''] of runtime.matchAll(/^ENV\s+(.+)$/gm)) {
    if (!rest.includes('=')) {
      const [name, ...value] = rest.trim().split(/\s+/);
      env[name!] = value.join(' ');
      continue;
    }
    for (const [, name, value] of rest.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)) {
      env[name!] = value!.replace(/^"|"$/g, '');
    }
  }
  return env;
}

function envExample(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of repoFile('.env.example').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) env[match[1]!] = match[2]!;
  }
  return env;
}

const unknown = (env: Record<string, string>) =>
  Object.keys(env).filter((name) => !configVariables.includes(name));

describe('the configuration files', () => {
  it('read what they should (a sanity check of the readers above)', () => {
    expect(dockerfileEnvironment()).toMatchObject({ NODE_ENV: 'production', PORT: '3000' });
    expect(composeAppEnvironment()).toHaveProperty('DATABASE_URL');
    expect(Object.keys(envExample()).length).toBeGreaterThan(40);
  });

  it('set only variables the server reads', () => {
    expect(unknown(dockerfileEnvironment())).toEqual([]);
    expect(unknown(composeAppEnvironment())).toEqual([]);
    expect(unknown(envExample())).toEqual([]);
  });

  it('compose.yaml on top of the Dockerfile starts (its try-out defaults)', () => {
    const config = loadConfig({ ...dockerfileEnvironment(), ...composeAppEnvironment() });
    expect(config.trustProxy).toBe(1);
    expect(config.s3?.bucket).toBe('bantuin');
    expect(config.payments).toEqual({ sandbox: true, production: true });
  });

  it('.env.example as it is starts, and on top of the Dockerfile once payments are chosen', () => {
    expect(() => loadConfig(envExample())).not.toThrow();
    expect(() =>
      loadConfig({
        ...dockerfileEnvironment(),
        ...envExample(),
        PAYMENTS_SANDBOX: 'true',
        NOTIFICATIONS_SANDBOX: 'true',
      }),
    ).not.toThrow();
  });

  it('the image alone refuses to start until payments and mail are chosen (fail closed)', () => {
    expect(() => loadConfig(dockerfileEnvironment())).toThrow(/PAYMENTS_SANDBOX: production/);
    expect(() => loadConfig(dockerfileEnvironment())).toThrow(/NOTIFICATIONS_SANDBOX: production/);
    expect(() =>
      loadConfig({
        ...dockerfileEnvironment(),
        PAYMENTS_SANDBOX: 'true',
        NOTIFICATIONS_SANDBOX: 'true',
      }),
    ).not.toThrow();
  });
});
