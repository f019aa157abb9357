import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startupWarnings } from '../src/config.js';
import { createTestApp } from './support/app.js';

/** Real payments in production need real payouts too (the payout sandbox is play money). */
const PAYOUT_KEYS = {
  MIDTRANS_PAYOUT_CREATOR_KEY: 'creator',
  MIDTRANS_PAYOUT_APPROVER_KEY: 'approver',
  MIDTRANS_PAYOUT_MERCHANT_KEY: 'merchant',
};

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'bantuin-config-'));

const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const NODE_FLAGS = JSON.parse(
  readFileSync(path.join(REPO, 'apps/server/node-flags.json'), 'utf8'),
) as { always: string[]; embeddedDatabase: string[] };
/** What the Docker image and the server package's `start` run with (on either database). */
const SERVER_NODE_FLAGS = NODE_FLAGS.always;
/** What `npm start` and the e2e run with on PGlite. */
const PGLITE_NODE_FLAGS = [...NODE_FLAGS.always, ...NODE_FLAGS.embeddedDatabase];

describe('loadConfig', () => {
  it('has working defaults and leaves the JWT secret to the database', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: dir,
      jwtExpiresIn: '7d',
      publicUrl: 'http://localhost:3000',
      authRateLimit: 10,
      topupMin: 10_000,
      topupMax: 10_000_000,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.midtrans).toBeUndefined();
    // Generated once and kept in the database (tested in ops.test.ts), never per process.
    expect(config.jwtSecret).toBeUndefined();
    expect(config).toMatchObject({ shutdownTimeoutMs: 10_000, corsOrigins: [], s3: undefined });
  });

  it('lists every bad value at once', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        MIDTRANS_SERVER_KEY: 'only-one',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL');
    expect(problems).toContain('JWT_SECRET');
  });

  it('needs both Midtrans keys, and picks production addresses when asked', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), MIDTRANS_SERVER_KEY: 'server-only' })).toThrow(
      /set both or neither/,
    );
    const config = loadConfig({
      DATA_DIR: dataDir(),
      MIDTRANS_SERVER_KEY: 'server',
      MIDTRANS_CLIENT_KEY: 'client',
      MIDTRANS_PRODUCTION: 'true',
      ...PAYOUT_KEYS,
    });
    expect(config.midtrans).toEqual({
      serverKey: 'server',
      clientKey: 'client',
      apiUrl: 'https://api.midtrans.com',
      snapUrl: 'https://app.midtrans.com',
    });
  });
});

describe('payments sandbox', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig({ DATA_DIR: dataDir(), ...env });
    } catch (error) {
      if (error instanceof ConfigError) return error.problems.join('\n');
      throw error;
    }
    return '';
  };

  it('keeps the sandbox for a plain start, with a warning', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.payments).toEqual({ sandbox: true, production: false });
    expect(startupWarnings(config).join('\n')).toMatch(/PAYMENTS_SANDBOX|sandbox/);
  });

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['MIDTRANS_PRODUCTION=true', { MIDTRANS_PRODUCTION: 'true' }],
  ])('refuses to start in production (%s) without real keys', (_what, env) => {
    expect(problemsOf(env)).toMatch(/PAYMENTS_SANDBOX/);
  });

  it('starts the sandbox in production only when asked to, and warns', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX: 'true',
      SMTP_URL: 'smtp://mail.bantuin.id:587',
    });
    expect(config.payments).toEqual({ sandbox: true, production: true });
    expect(config.midtrans).toBeUndefined();
    expect(startupWarnings(config).join('\n')).toMatch(/PAYMENTS_SANDBOX=true/);
  });

  it('takes real payments in production with keys, without a warning', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      MIDTRANS_SERVER_KEY: 'server',
      MIDTRANS_CLIENT_KEY: 'client',
      ...PAYOUT_KEYS,
      SMTP_URL: 'smtp://mail.bantuin.id:587',
    });
    expect(config.payments).toEqual({ sandbox: false, production: true });
    expect(startupWarnings(config, PGLITE_NODE_FLAGS)).toEqual([]);
  });

  it('warns when PGlite runs without the Node flags the server is started with', () => {
    const embedded = loadConfig({ DATA_DIR: dataDir() });
    const warning = /PGlite without `(node --liftoff-only|--max-semi-space-size=4)`/;
    const pgliteWarnings = (flags: string[]) =>
      startupWarnings(embedded, flags).filter((line) => warning.test(line));
    expect(pgliteWarnings([])).toHaveLength(2);
    expect(pgliteWarnings(SERVER_NODE_FLAGS)).toHaveLength(1);
    expect(pgliteWarnings(PGLITE_NODE_FLAGS)).toEqual([]);
    // The Docker image on PGlite: the young generation's limit through NODE_OPTIONS.
    expect(pgliteWarnings([...SERVER_NODE_FLAGS, '--max-semi-space-size=4'])).toEqual([]);
    const server = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://db/bantuin' });
    expect(startupWarnings(server, []).join('\n')).not.toMatch(warning);
  });

  it('starts the server with the same Node flags everywhere (npm start, the image, tests)', () => {
    // node-flags.json is read by scripts/start.mjs, the e2e and the bench; these two repeat its
    // `always` (the image runs on PostgreSQL; on PGlite the rest comes through NODE_OPTIONS).
    const dockerCmd = /^CMD (\[.*\])$/m.exec(readFileSync(path.join(REPO, 'Dockerfile'), 'utf8'));
    expect(JSON.parse(dockerCmd![1]!)).toEqual([
      'node',
      ...SERVER_NODE_FLAGS,
      'apps/server/dist/main.js',
    ]);
    const { scripts } = JSON.parse(
      readFileSync(path.join(REPO, 'apps/server/package.json'), 'utf8'),
    ) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(['node', ...SERVER_NODE_FLAGS, 'dist/main.js'].join(' '));
  });

  it('refuses real payments in production with play-money payouts', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        MIDTRANS_SERVER_KEY: 'server',
        MIDTRANS_CLIENT_KEY: 'client',
      }),
    ).toMatch(/MIDTRANS_PAYOUT_CREATOR_KEY/);
  });

  // Failed on the code before 2026-11-27: the sandbox beside real Iris keys started, so a
  // play-money top-up could leave as a real payout.
  it.each([
    ['in production on purpose', { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' }],
    ['outside production', {}],
  ])('refuses play-money payments beside real payout keys (%s)', (_what, env) => {
    expect(problemsOf({ ...env, ...PAYOUT_KEYS })).toMatch(
      /real payouts while payments run in the sandbox/,
    );
  });

  it('refuses real payments beside the payout sandbox outside production too', () => {
    expect(problemsOf({ MIDTRANS_SERVER_KEY: 'server', MIDTRANS_CLIENT_KEY: 'client' })).toMatch(
      /real payments need real payout keys/,
    );
    expect(
      problemsOf({ MIDTRANS_SERVER_KEY: 'server', MIDTRANS_CLIENT_KEY: 'client', ...PAYOUT_KEYS }),
    ).toBe('');
  });

  it('refuses production without SMTP_URL unless the notification sandbox is asked for, and says so', () => {
    const paid = {
      NODE_ENV: 'production',
      MIDTRANS_SERVER_KEY: 's',
      MIDTRANS_CLIENT_KEY: 'c',
      ...PAYOUT_KEYS,
    };
    expect(problemsOf(paid)).toMatch(/NOTIFICATIONS_SANDBOX: production without SMTP_URL/);
    const onPurpose = loadConfig({ DATA_DIR: dataDir(), ...paid, NOTIFICATIONS_SANDBOX: 'true' });
    expect(onPurpose.notifications?.whatsappOff).toBe(false);
    expect(startupWarnings(onPurpose).join('\n')).toMatch(
      /NOTIFICATIONS_SANDBOX=true in production/,
    );
    // Email configured, WhatsApp not: WhatsApp is off rather than kept in the database.
    const mailOnly = loadConfig({
      DATA_DIR: dataDir(),
      ...paid,
      SMTP_URL: 'smtp://mail.bantuin.id',
    });
    expect(mailOnly.notifications?.whatsappOff).toBe(true);
    expect(startupWarnings(mailOnly, PGLITE_NODE_FLAGS)).toEqual([]);
  });

  it('refuses PAYMENTS_SANDBOX=false without keys and a sandbox beside real keys', () => {
    expect(problemsOf({ PAYMENTS_SANDBOX: 'false' })).toMatch(/MIDTRANS_SERVER_KEY/);
    expect(
      problemsOf({ PAYMENTS_SANDBOX: 'true', MIDTRANS_SERVER_KEY: 's', MIDTRANS_CLIENT_KEY: 'c' }),
    ).toMatch(/PAYMENTS_SANDBOX/);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    ['unset', undefined, false],
    ['false', 'false', false],
    ['a hop count', '1', 1],
    ['addresses and CIDRs', '10.0.0.1, 172.16.0.0/12', ['10.0.0.1', '172.16.0.0/12']],
  ])('takes %s', (_what, value, expected) => {
    const env: Record<string, string> = { DATA_DIR: dataDir() };
    if (value !== undefined) env.TRUST_PROXY = value;
    expect(loadConfig(env).trustProxy).toEqual(expected);
  });

  it.each(['true', '1.2.3.999', 'proxy.example.com', '-1'])(
    'refuses %s with the reason',
    (value) => {
      let error: unknown;
      try {
        loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.join()).toMatch(/TRUST_PROXY/);
      if (value === 'true') expect((error as ConfigError).message).toMatch(/X-Forwarded-For/);
    },
  );
});

describe('TRUST_PROXY against spoofed addresses', () => {
  it('rate-limits a client behind one proxy whatever X-Forwarded-For it writes', async () => {
    const t = await createTestApp({ authRateLimit: 5, trustProxy: 1 });
    try {
      const statuses = [];
      for (let i = 0; i < 8; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/login',
          // The client wrote the first entry; the proxy appended the address it saw.
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
          payload: { email: 'nobody@example.id', password: 'wrong-password' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
      expect(statuses.slice(5)).toEqual(Array(3).fill(429));
    } finally {
      await t.close();
    }
  });
});
