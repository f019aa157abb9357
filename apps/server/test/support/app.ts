import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/app.js';
import { users } from '../../src/db/schema.js';
import type { AppConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { createTestDatabase } from './database.js';
import { assertLedgerBalanced } from './ledger.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig & { jwtSecret: string };
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig & { jwtSecret: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bantuin-test-'));
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    jwtExpiresIn: '7d',
    publicUrl: 'http://localhost:3000',
    logLevel: 'silent',
    authRateLimit: 10_000,
    loginThrottle: { freeFailures: 5, baseDelayMs: 60_000, maxDelayMs: 3_600_000 },
    trustProxy: false,
    // Every answer is checked against the contract (and the compiled serializer against zod).
    validateResponses: true,
    openListCacheMs: 5000,
    payments: { sandbox: true, production: false },
    webDistDir: path.join(dataDir, 'no-web-app'),
    jobFeeMin: 10_000,
    jobFeeMax: 10_000_000,
    openJobTtlMs: 7 * 86_400_000,
    shoppingCap: { min: 10_000, max: 5_000_000 },
    // Nothing answers here unless a test starts a stub geocoder and points at it.
    nominatimUrl: 'http://127.0.0.1:9',
    geocoderMinIntervalMs: 0,
    mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapTileAttribution: '&copy; OpenStreetMap contributors',
    geocodeRateLimit: 10_000,
    geocodeQueuePerUser: 3,
    geocodeQueueMax: 20,
    uploadRateLimit: 10_000,
    uploadQueueMax: 8,
    autoReleaseAfterMs: 48 * 3_600_000,
    // Tests call the sweep themselves unless they ask for the timer.
    autoReleaseSweepMs: 0,
    topupMin: 10_000,
    topupMax: 10_000_000,
    topupRateLimit: 10_000,
    // Tests decide sandbox payouts themselves and run the stale sweep on demand.
    payouts: {
      min: 50_000,
      fee: 2_500,
      rateLimit: 10_000,
      accountHoldMs: 24 * 3_600_000,
      sandboxCompleteAfterMs: 0,
      staleAfterMs: 30 * 60_000,
      sweepEveryMs: 0,
    },
    // Existing tests withdraw as unverified Yasa; the trust tests turn the requirement on.
    trust: {
      identityRetentionMs: 30 * 86_400_000,
      identityProvider: 'manual',
      requireVerifiedPayout: false,
      requireVerifiedToApply: false,
      identitySweepEveryMs: 0,
    },
    cancellation: { freeBeforeMs: 2 * 3_600_000, noShowAfterMs: 3 * 3_600_000, latePercent: 20 },
    ...overrides,
  } as AppConfig & { jwtSecret: string };
}

const databases = new WeakMap<FastifyInstance, DatabaseHandle>();

/** The database of an app made by `createTestApp` (helpers that get only the app). */
export function databaseOf(app: FastifyInstance): DatabaseHandle {
  const database = databases.get(app);
  if (!database) throw new Error('not an app of createTestApp');
  return database;
}

/**
 * Marks the person's email verified, as opening the 'Verifikasi email' link does (tested in
 * account-security.test.ts): money may leave only then.
 */
export async function markEmailVerified(app: FastifyInstance, userId: string): Promise<void> {
  await databaseOf(app)
    .db.update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Marks the person's phone verified, as the WhatsApp code does: WhatsApp goes only there. */
export async function markPhoneVerified(app: FastifyInstance, userId: string): Promise<void> {
  await databaseOf(app)
    .db.update(users)
    .set({ phoneVerifiedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The real app on a real database, without a listening socket. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  const { app } = await buildApp(config, { database, logger: false });
  databases.set(app, database);
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await assertLedgerBalanced(database.db);
      await app.close();
      await database.close();
    },
  };
}
