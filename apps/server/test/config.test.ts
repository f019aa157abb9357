import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'bantuin-config-'));

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
    });
    expect(config.midtrans).toEqual({
      serverKey: 'server',
      clientKey: 'client',
      apiUrl: 'https://api.midtrans.com',
      snapUrl: 'https://app.midtrans.com',
    });
  });
});
