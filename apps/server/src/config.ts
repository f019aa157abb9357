import path from 'node:path';
import {
  CANCELLATION_DEFAULTS,
  emailSchema,
  JOB_FEE_DEFAULT_MAX,
  JOB_FEE_DEFAULT_MIN,
  newPasswordSchema,
  SHOPPING_LIMITS,
  TOPUP_DEFAULT_MAX,
  TOPUP_DEFAULT_MIN,
  WITHDRAW_DEFAULT_FEE,
  WITHDRAW_DEFAULT_MIN,
} from '@bantuin/contract';
import { z } from 'zod';
import type { LoginThrottleRules } from './modules/accounts/login-throttle.js';
import { opsEnv, opsSettings, type OpsConfig } from './config-ops.js';
import {
  notificationsEnv,
  notificationsSettings,
  type NotificationsConfig,
} from './config-notifications.js';
import { trustEnv, trustSettings, type TrustConfig } from './config-trust.js';
import { SERVER_PATHS } from './paths.js';

const defaultWebDist = SERVER_PATHS.webDist;

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * Every setting the server reads from its environment, with its default and a description:
 * README's configuration table and .env.example are written from these (`npm run docs:config`).
 */
export const envSchema = z.object({
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(3000)
    .meta({ description: 'HTTP port (API, web app and chat on one port)' }),
  HOST: z.string().min(1).default('0.0.0.0').meta({ description: 'interface to listen on' }),
  DATA_DIR: z.string().min(1).default('./data').meta({
    description:
      'embedded database (one process per folder: a second is refused), uploaded photos (`DATA_DIR/uploads`, served at `/uploads/`)',
  }),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .meta({
      description: '`postgres://…` to use a PostgreSQL server; unset → PGlite in `DATA_DIR/pglite`',
    }),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional().meta({
    description:
      'at least 32 characters; unset → generated once and kept in the database, shared by every process on it',
    shownDefault: 'generated',
  }),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+\s*(s|m|h|d)$/, 'must look like 7d, 12h, 30m or 60s')
    .default('7d')
    .meta({ description: 'access token lifetime (`60s`, `30m`, `12h`, `7d`)' }),
  PUBLIC_URL: z.url().optional().meta({
    description:
      'the address people reach the app at (OpenAPI server, links, the link preview image)',
    shownDefault: '`http://localhost:$PORT`',
  }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .meta({ description: '`fatal` `error` `warn` `info` `debug` `trace` `silent`' }),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10).meta({
    description: 'login + registration requests per minute per IP address (answer 429 past it)',
  }),
  LOGIN_FREE_FAILURES: z.coerce.number().int().min(1).default(5).meta({
    description:
      'failed logins of one account (from any address) before each further try must wait (429 `LOGIN_LOCKED`, saying until when; counted in Redis with `REDIS_URL`)',
  }),
  LOGIN_DELAY_SECONDS: z.coerce.number().int().min(1).default(60).meta({
    description:
      'the first such wait; it doubles with each further failure up to `LOGIN_DELAY_MAX_MINUTES`, and a successful login clears it',
  }),
  LOGIN_DELAY_MAX_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(60)
    .meta({ description: 'the longest wait between two logins of one account' }),
  VALIDATE_RESPONSES: booleanFromEnv.default(false).meta({
    description:
      '`true` checks every answer against its zod schema before sending (tests and e2e do; slower)',
  }),
  OPEN_LIST_CACHE_MS: z.coerce.number().int().min(0).default(5000).meta({
    description:
      "longest life of a process's cached job reads: open-jobs pages, job views, applicant counts (any change ends them at once); `0` turns that cache off",
  }),
  TRUST_PROXY: z.string().optional().meta({
    description:
      "behind a reverse proxy: the number of proxies in front (e.g. `1`) or their addresses/CIDRs (`10.0.0.1,172.16.0.0/12`), so rate limits see the client's address; `true` is refused (it would trust whatever `X-Forwarded-For` a client writes)",
    shownDefault: '`false`',
    example: 'false',
  }),
  NODE_ENV: z.string().optional().meta({
    description:
      '`production` (like `MIDTRANS_PRODUCTION=true`) makes the server refuse to start without Midtrans keys unless `PAYMENTS_SANDBOX=true`',
  }),
  PAYMENTS_SANDBOX: booleanFromEnv.optional().meta({
    description:
      '`true` → play-money sandbox even in production (a warning at every start); `false` → real keys required',
    shownDefault: '`true` outside production, refused in production',
  }),
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDist).meta({
    description: 'the built web app the server serves',
    shownDefault: '`apps/web/dist`',
    example: '',
  }),
  TOPUP_MIN: z.coerce
    .number()
    .int()
    .min(1)
    .default(TOPUP_DEFAULT_MIN)
    .meta({ description: 'smallest top-up, whole rupiah' }),
  TOPUP_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(TOPUP_DEFAULT_MAX)
    .meta({ description: 'largest top-up, whole rupiah' }),
  TOPUP_RATE_LIMIT: z.coerce.number().int().min(1).default(20).meta({
    description:
      'top-up openings, confirmations and refunds (`POST /payment/refunds`) per minute per IP address',
  }),
  JOB_FEE_MIN: z.coerce.number().int().min(1).default(JOB_FEE_DEFAULT_MIN).meta({
    description: 'smallest fee of a job, whole rupiah (the admin fee of 2000 comes on top)',
  }),
  JOB_FEE_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(JOB_FEE_DEFAULT_MAX)
    .meta({ description: 'largest fee of a job, whole rupiah' }),
  SHOPPING_CAP_MIN: z.coerce.number().int().min(1).default(SHOPPING_LIMITS.capDefaultMin).meta({
    description:
      "smallest 'Batas belanja' of a Nitip with a shopping list, whole rupiah (held in escrow with the fee)",
  }),
  SHOPPING_CAP_MAX: z.coerce.number().int().min(1).default(SHOPPING_LIMITS.capDefaultMax).meta({
    description: "largest 'Batas belanja' of a Nitip with a shopping list, whole rupiah",
  }),
  OPEN_JOB_TTL_DAYS: z.coerce.number().positive().default(7).meta({
    description:
      'an open job posted without a time is cancelled with a full refund this many days after posting if no Yasa was accepted (a timed job: at its time)',
  }),
  NOMINATIM_URL: z.url().default('https://nominatim.openstreetmap.org').meta({
    description:
      'geocoder behind `GET /geocode/reverse` and the address search `GET /geocode/search` (answers cached in the database)',
  }),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'must be a tile URL with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .meta({ description: 'map tile URL template with `{z}`, `{x}`, `{y}` (and optionally `{s}`)' }),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default(
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    )
    .meta({
      description: 'attribution shown on the map (HTML)',
      shownDefault: "OpenStreetMap's",
      example: '',
    }),
  GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().min(0).default(1000).meta({
    description:
      "minimum time between two requests to the geocoder, per process (Nominatim's policy)",
  }),
  GEOCODE_RATE_LIMIT: z.coerce.number().int().min(1).default(60).meta({
    description: 'requests per minute per IP address to each geocoding route (reverse, search)',
  }),
  GEOCODE_QUEUE_PER_USER: z.coerce.number().int().min(0).default(3).meta({
    description:
      'uncached geocoding lookups (reverse or search) one person may have waiting for the geocoder (one more: 429)',
  }),
  GEOCODE_QUEUE_MAX: z.coerce.number().int().min(0).default(20).meta({
    description: 'uncached lookups waiting for the geocoder in total, per process (one more: 503)',
  }),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(20).meta({
    description:
      'requests with photos (profile picture, job posting, proof, review, complaint and its answer) per minute per user, all routes together',
  }),
  UPLOAD_QUEUE_MAX: z.coerce.number().int().min(0).default(8).meta({
    description:
      "uploads waiting while another one's photos are decoded, per process (one more: 503)",
  }),
  AUTO_RELEASE_HOURS: z.coerce.number().positive().default(48).meta({
    description: 'a proof of work the Jalu leaves unconfirmed this long is paid out automatically',
  }),
  AUTO_RELEASE_SWEEP_SECONDS: z.coerce.number().positive().default(60).meta({
    description:
      'how often each server process looks for payments due for release and open jobs past their time',
  }),
  FREE_CANCEL_HOURS: z.coerce.number().min(0).default(CANCELLATION_DEFAULTS.freeCancelHours).meta({
    description:
      'a Jalu cancels an accepted job for free while its scheduled time is further away than this',
  }),
  NO_SHOW_HOURS: z.coerce.number().positive().default(CANCELLATION_DEFAULTS.noShowHours).meta({
    description:
      'cancelling is free again once the scheduled time is this long past without proof (the Yasa did not come)',
  }),
  LATE_CANCEL_PERCENT: z.coerce
    .number()
    .int()
    .min(0)
    .max(100)
    .default(CANCELLATION_DEFAULTS.lateCancelPercent)
    .meta({
      description:
        'share of the fee paid to the Yasa when the Jalu cancels late (whole rupiah, rounded down)',
    }),
  MIDTRANS_SERVER_KEY: z.string().min(1).optional().meta({
    description:
      'with `MIDTRANS_CLIENT_KEY`: real payments through Midtrans Snap; unset → the built-in sandbox',
  }),
  MIDTRANS_CLIENT_KEY: z.string().min(1).optional().meta({
    description:
      'with `MIDTRANS_SERVER_KEY`: real payments through Midtrans Snap (set both or neither)',
  }),
  MIDTRANS_PRODUCTION: booleanFromEnv
    .default(false)
    .meta({ description: "`true` → Midtrans' production addresses instead of its sandbox" }),
  /** Overrides of Midtrans' addresses, for a local fake in tests. */
  MIDTRANS_API_URL: z.url().optional().meta({
    description: "overrides Midtrans' API address (tests point it at a local fake)",
    shownDefault: "Midtrans'",
  }),
  MIDTRANS_SNAP_URL: z.url().optional().meta({
    description: "overrides Midtrans' Snap address (tests point it at a local fake)",
    shownDefault: "Midtrans'",
  }),
  WITHDRAW_MIN: z.coerce
    .number()
    .int()
    .min(1)
    .default(WITHDRAW_DEFAULT_MIN)
    .meta({ description: 'smallest withdrawal (Tarik Saldo), whole rupiah' }),
  WITHDRAW_FEE: z.coerce
    .number()
    .int()
    .min(0)
    .default(WITHDRAW_DEFAULT_FEE)
    .meta({ description: 'fee of one withdrawal, charged on top of the amount (`0` = free)' }),
  WITHDRAW_RATE_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .meta({ description: 'withdrawal requests per minute per user' }),
  PAYOUT_ACCOUNT_HOLD_HOURS: z.coerce.number().min(0).default(24).meta({
    description:
      'after a change of payout account (which asks for the password again), withdrawals to it wait this long (`0` = no wait); the first account pays out at once',
  }),
  SANDBOX_PAYOUT_SECONDS: z.coerce.number().min(0).default(5).meta({
    description:
      'the payout sandbox completes a payout by itself after this long; `0` = only when told',
  }),
  PAYOUT_STALE_MINUTES: z.coerce
    .number()
    .positive()
    .default(30)
    .meta({ description: 'a payout still processing this long is asked about at the provider' }),
  PAYOUT_SWEEP_SECONDS: z.coerce
    .number()
    .min(0)
    .default(60)
    .meta({ description: 'how often each server process looks for stale payouts (`0` = never)' }),
  MIDTRANS_PAYOUT_CREATOR_KEY: z.string().min(1).optional().meta({
    description:
      'with the approver and merchant keys (all three or none): pay out through Midtrans Payouts (Iris); unset → the built-in payout sandbox. Payments and payouts are real together or sandbox together (any mix refuses to start), and real payouts refuse to start on a database that ever took sandbox top-ups',
  }),
  MIDTRANS_PAYOUT_APPROVER_KEY: z
    .string()
    .min(1)
    .optional()
    .meta({ description: 'Iris approver key (see `MIDTRANS_PAYOUT_CREATOR_KEY`)' }),
  MIDTRANS_PAYOUT_MERCHANT_KEY: z
    .string()
    .min(1)
    .optional()
    .meta({ description: 'Iris merchant key (see `MIDTRANS_PAYOUT_CREATOR_KEY`)' }),
  /** Override of the Iris address, for a local fake in tests. */
  MIDTRANS_PAYOUT_API_URL: z.url().optional().meta({
    description:
      "overrides Iris' base URL (`https://app.sandbox.midtrans.com/iris`, or `https://app.midtrans.com/iris` with `MIDTRANS_PRODUCTION=true`)",
    shownDefault: "Iris'",
  }),
  /** An admin created at start when missing (an existing account is never changed). */
  ADMIN_EMAIL: emailSchema.optional().meta({
    description:
      'with `ADMIN_PASSWORD`: this admin is created at start when no account has the email (an existing one is never changed)',
  }),
  ADMIN_PASSWORD: newPasswordSchema
    .optional()
    .meta({ description: "the password of `ADMIN_EMAIL`'s admin, at least 8 characters" }),
  ...opsEnv,
  ...notificationsEnv,
  ...trustEnv,
});

export type Env = z.input<typeof envSchema>;

/** Every variable the server reads (a name not here is ignored, so files setting one are wrong). */
export const configVariables: readonly string[] = Object.keys(envSchema.shape);

export interface AppConfig extends OpsConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database persisted in `dataDir`. */
  databaseUrl?: string;
  /** Unset: generated once and kept in the database, shared by every process on it. */
  jwtSecret?: string;
  jwtExpiresIn: string;
  publicUrl: string;
  logLevel: string;
  authRateLimit: number;
  /** Failed logins per account before each further one waits, doubling (LOGIN_*). */
  loginThrottle: LoginThrottleRules;
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: TrustProxy;
  payments: PaymentsMode;
  /** Check every answer against its zod schema before sending (tests); off: compiled serializers only. */
  validateResponses?: boolean;
  /** Longest life of a cached first page of open jobs (changes end it sooner); 0: no cache. */
  openListCacheMs: number;
  /** The built web app; not served when the folder has no index.html. */
  webDistDir: string;
  jobFeeMin: number;
  jobFeeMax: number;
  /** An open job without a time expires this long after posting (with a time: at it). */
  openJobTtlMs: number;
  /** Bounds of a Nitip's 'Batas belanja' (SHOPPING_CAP_MIN / SHOPPING_CAP_MAX). */
  shoppingCap: { min: number; max: number };
  nominatimUrl: string;
  mapTileUrl: string;
  mapTileAttribution: string;
  geocoderMinIntervalMs: number;
  geocodeRateLimit: number;
  /** Uncached reverse lookups one person / everyone may have waiting for the geocoder. */
  geocodeQueuePerUser: number;
  geocodeQueueMax: number;
  /** Upload requests per person per minute, across every route that takes photos. */
  uploadRateLimit: number;
  /** Upload requests waiting for the (one-at-a-time) image decoder; one more answers 503. */
  uploadQueueMax: number;
  /** A proof the Jalu leaves unconfirmed this long is paid out automatically. */
  autoReleaseAfterMs: number;
  /** How often each process looks for jobs due for release; 0 turns the sweep off. */
  autoReleaseSweepMs: number;
  topupMin: number;
  topupMax: number;
  topupRateLimit: number;
  /** When cancelling an accepted job is free, and what a late one pays the Yasa. */
  cancellation: CancellationRules;
  /** Set when both Midtrans keys are configured; otherwise the built-in sandbox takes payments. */
  midtrans?: MidtransConfig;
  payouts: PayoutsConfig;
  /** Created at start if no account has this email (ADMIN_EMAIL, ADMIN_PASSWORD). */
  bootstrapAdmin?: { email: string; password: string };
  /** In-memory PGlite, for tests. */
  inMemoryDatabase?: boolean;
  /** Channels and queue of notifications; unset (tests): every channel in its sandbox. */
  notifications?: NotificationsConfig;
  /** Identity checks of Yasa and what they unlock (IDENTITY_*, REQUIRE_VERIFIED_*). */
  trust: TrustConfig;
}

export interface CancellationRules {
  /** Free while the scheduled time is further away than this. */
  freeBeforeMs: number;
  /** Free once the scheduled time is this long past without proof (the Yasa did not come). */
  noShowAfterMs: number;
  /** Of the fee, to the Yasa, on a late cancellation (whole rupiah, rounded down). */
  latePercent: number;
}

export interface MidtransConfig {
  serverKey: string;
  clientKey: string;
  apiUrl: string;
  snapUrl: string;
}

export interface PayoutsConfig {
  /** Smallest withdrawal, whole rupiah. */
  min: number;
  /** Charged on top of each withdrawal. */
  fee: number;
  /** Withdrawal requests per user per minute. */
  rateLimit: number;
  /** After a change of payout account, withdrawals wait this long (0: not at all). */
  accountHoldMs: number;
  /** The sandbox completes a payout by itself after this long; 0: only when told. */
  sandboxCompleteAfterMs: number;
  /** A payout still processing this long is asked about by the sweep. */
  staleAfterMs: number;
  /** How often each process sweeps stale payouts; 0 turns the sweep off. */
  sweepEveryMs: number;
  /** Set when all three Iris keys are configured; otherwise the sandbox pays out. */
  midtrans?: MidtransPayoutConfig;
}

export interface MidtransPayoutConfig {
  creatorKey: string;
  approverKey: string;
  merchantKey: string;
  /** Iris' base URL, e.g. https://app.sandbox.midtrans.com/iris */
  apiUrl: string;
}

export type TrustProxy = false | number | string[];

/** Whether money is play money, decided once (payments and payouts both follow it). */
export interface PaymentsMode {
  /** The built-in sandbox takes payments: anyone holding a payment token can "pay". */
  sandbox: boolean;
  /** NODE_ENV=production or MIDTRANS_PRODUCTION=true. */
  production: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the environment once; a bad value stops start-up with a list of every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.TOPUP_MIN > e.TOPUP_MAX) problems.push('TOPUP_MIN: must not be above TOPUP_MAX');
  if (e.JOB_FEE_MIN > e.JOB_FEE_MAX) problems.push('JOB_FEE_MIN: must not be above JOB_FEE_MAX');
  if (e.SHOPPING_CAP_MIN > e.SHOPPING_CAP_MAX) {
    problems.push('SHOPPING_CAP_MIN: must not be above SHOPPING_CAP_MAX');
  }
  if (!!e.MIDTRANS_SERVER_KEY !== !!e.MIDTRANS_CLIENT_KEY) {
    problems.push('MIDTRANS_SERVER_KEY, MIDTRANS_CLIENT_KEY: set both or neither');
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY, problems);
  const payments = decidePaymentsMode(
    {
      production: e.NODE_ENV === 'production' || e.MIDTRANS_PRODUCTION,
      realKeys: !!(e.MIDTRANS_SERVER_KEY && e.MIDTRANS_CLIENT_KEY),
      sandboxRequested: e.PAYMENTS_SANDBOX,
    },
    problems,
  );
  const payoutKeys = [
    e.MIDTRANS_PAYOUT_CREATOR_KEY,
    e.MIDTRANS_PAYOUT_APPROVER_KEY,
    e.MIDTRANS_PAYOUT_MERCHANT_KEY,
  ];
  if (payoutKeys.some(Boolean) && !payoutKeys.every(Boolean)) {
    problems.push(
      'MIDTRANS_PAYOUT_CREATOR_KEY, MIDTRANS_PAYOUT_APPROVER_KEY, MIDTRANS_PAYOUT_MERCHANT_KEY: set all three or none',
    );
  } else {
    problems.push(...sandboxMixProblems(payments.sandbox, payoutKeys.every(Boolean)));
  }
  if (!!e.ADMIN_EMAIL !== !!e.ADMIN_PASSWORD) {
    problems.push('ADMIN_EMAIL, ADMIN_PASSWORD: set both or neither');
  }
  const ops = opsSettings(e, problems);
  const notifications = notificationsSettings(e, e.NODE_ENV === 'production', problems);
  if (problems.length) throw new ConfigError(problems);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    jwtExpiresIn: e.JWT_EXPIRES_IN.replace(/\s+/g, ''),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    loginThrottle: {
      freeFailures: e.LOGIN_FREE_FAILURES,
      baseDelayMs: e.LOGIN_DELAY_SECONDS * 1000,
      maxDelayMs: e.LOGIN_DELAY_MAX_MINUTES * 60_000,
    },
    trustProxy,
    payments,
    validateResponses: e.VALIDATE_RESPONSES,
    openListCacheMs: e.OPEN_LIST_CACHE_MS,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    jobFeeMin: e.JOB_FEE_MIN,
    jobFeeMax: e.JOB_FEE_MAX,
    openJobTtlMs: Math.round(e.OPEN_JOB_TTL_DAYS * 86_400_000),
    shoppingCap: { min: e.SHOPPING_CAP_MIN, max: e.SHOPPING_CAP_MAX },
    nominatimUrl: e.NOMINATIM_URL,
    mapTileUrl: e.MAP_TILE_URL,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION,
    geocoderMinIntervalMs: e.GEOCODER_MIN_INTERVAL_MS,
    geocodeRateLimit: e.GEOCODE_RATE_LIMIT,
    geocodeQueuePerUser: e.GEOCODE_QUEUE_PER_USER,
    geocodeQueueMax: e.GEOCODE_QUEUE_MAX,
    uploadRateLimit: e.UPLOAD_RATE_LIMIT,
    uploadQueueMax: e.UPLOAD_QUEUE_MAX,
    autoReleaseAfterMs: Math.round(e.AUTO_RELEASE_HOURS * 3_600_000),
    autoReleaseSweepMs: Math.round(e.AUTO_RELEASE_SWEEP_SECONDS * 1000),
    topupMin: e.TOPUP_MIN,
    topupMax: e.TOPUP_MAX,
    topupRateLimit: e.TOPUP_RATE_LIMIT,
    cancellation: {
      freeBeforeMs: Math.round(e.FREE_CANCEL_HOURS * 3_600_000),
      noShowAfterMs: Math.round(e.NO_SHOW_HOURS * 3_600_000),
      latePercent: e.LATE_CANCEL_PERCENT,
    },
    bootstrapAdmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    midtrans:
      !payments.sandbox && e.MIDTRANS_SERVER_KEY && e.MIDTRANS_CLIENT_KEY
        ? {
            serverKey: e.MIDTRANS_SERVER_KEY,
            clientKey: e.MIDTRANS_CLIENT_KEY,
            apiUrl: (
              e.MIDTRANS_API_URL ??
              (e.MIDTRANS_PRODUCTION
                ? 'https://api.midtrans.com'
                : 'https://api.sandbox.midtrans.com')
            ).replace(/\/$/, ''),
            snapUrl: (
              e.MIDTRANS_SNAP_URL ??
              (e.MIDTRANS_PRODUCTION
                ? 'https://app.midtrans.com'
                : 'https://app.sandbox.midtrans.com')
            ).replace(/\/$/, ''),
          }
        : undefined,
    payouts: {
      min: e.WITHDRAW_MIN,
      fee: e.WITHDRAW_FEE,
      rateLimit: e.WITHDRAW_RATE_LIMIT,
      accountHoldMs: Math.round(e.PAYOUT_ACCOUNT_HOLD_HOURS * 3_600_000),
      sandboxCompleteAfterMs: Math.round(e.SANDBOX_PAYOUT_SECONDS * 1000),
      staleAfterMs: Math.round(e.PAYOUT_STALE_MINUTES * 60_000),
      sweepEveryMs: Math.round(e.PAYOUT_SWEEP_SECONDS * 1000),
      midtrans:
        e.MIDTRANS_PAYOUT_CREATOR_KEY &&
        e.MIDTRANS_PAYOUT_APPROVER_KEY &&
        e.MIDTRANS_PAYOUT_MERCHANT_KEY
          ? {
              creatorKey: e.MIDTRANS_PAYOUT_CREATOR_KEY,
              approverKey: e.MIDTRANS_PAYOUT_APPROVER_KEY,
              merchantKey: e.MIDTRANS_PAYOUT_MERCHANT_KEY,
              apiUrl: (
                e.MIDTRANS_PAYOUT_API_URL ??
                (e.MIDTRANS_PRODUCTION
                  ? 'https://app.midtrans.com/iris'
                  : 'https://app.sandbox.midtrans.com/iris')
              ).replace(/\/$/, ''),
            }
          : undefined,
    },
    ...ops,
    notifications,
    trust: trustSettings(e),
  };
}

/**
 * Fail closed: the sandbox lets anyone holding a payment token credit any amount, so outside
 * production it is the default (a newcomer's `npm start` works) and in production it runs
 * only when PAYMENTS_SANDBOX=true says so. Without real keys there is nothing else to run.
 */
export function decidePaymentsMode(
  input: { production: boolean; realKeys: boolean; sandboxRequested?: boolean },
  problems: string[],
): PaymentsMode {
  const { production, realKeys, sandboxRequested } = input;
  if (sandboxRequested === true && realKeys) {
    problems.push(
      'PAYMENTS_SANDBOX: true while Midtrans keys are set; choose one (unset PAYMENTS_SANDBOX to take real payments)',
    );
  }
  if (realKeys) return { sandbox: sandboxRequested === true, production };
  if (sandboxRequested === false) {
    problems.push(
      'MIDTRANS_SERVER_KEY, MIDTRANS_CLIENT_KEY: PAYMENTS_SANDBOX=false needs real payment keys',
    );
  } else if (production && sandboxRequested !== true) {
    problems.push(
      'PAYMENTS_SANDBOX: production (NODE_ENV=production or MIDTRANS_PRODUCTION=true) without ' +
        'MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY; set the keys, or PAYMENTS_SANDBOX=true to ' +
        'run on play money on purpose',
    );
  }
  return { sandbox: true, production };
}

/**
 * Payments and payouts are play money together or real money together: a sandbox top-up anyone
 * can "pay" must never be withdrawn through a real payout provider, and real top-ups must never
 * be paid out in play money.
 */
export function sandboxMixProblems(paymentsSandbox: boolean, realPayouts: boolean): string[] {
  if (paymentsSandbox && realPayouts) {
    return [
      'MIDTRANS_PAYOUT_CREATOR_KEY, MIDTRANS_PAYOUT_APPROVER_KEY, MIDTRANS_PAYOUT_MERCHANT_KEY: ' +
        'real payouts while payments run in the sandbox (play money) would pay out money nobody ' +
        'paid in; set MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY too, or unset the payout keys',
    ];
  }
  if (!paymentsSandbox && !realPayouts) {
    return [
      'MIDTRANS_PAYOUT_CREATOR_KEY, MIDTRANS_PAYOUT_APPROVER_KEY, MIDTRANS_PAYOUT_MERCHANT_KEY: ' +
        'real payments need real payout keys (the payout sandbox is play money)',
    ];
  }
  return [];
}

/** What the operator must read at every start (main.ts logs each as a warning). */
export function startupWarnings(
  config: AppConfig,
  nodeFlags: readonly string[] = [
    ...process.execArgv,
    ...(process.env.NODE_OPTIONS ?? '').split(/\s+/),
  ],
): string[] {
  const warnings: string[] = [];
  if (!config.databaseUrl && !nodeFlags.includes('--liftoff-only')) {
    warnings.push(
      'PGlite without `node --liftoff-only`: V8 re-optimises the embedded database after every start, ~0.5 GiB more memory for a few seconds (start with `npm start` or the Docker image, or add the flag)',
    );
  }
  if (!config.databaseUrl && !nodeFlags.some((flag) => flag.startsWith('--max-semi-space-size'))) {
    warnings.push(
      'PGlite without `--max-semi-space-size=4`: V8 lets its young generation grow under load, ~120 MiB more memory (start with `npm start`, or set NODE_OPTIONS=--max-semi-space-size=4)',
    );
  }
  if (config.notifications?.sandboxInProduction) {
    warnings.push(
      'NOTIFICATIONS_SANDBOX=true in production: emails (without SMTP_URL) and WhatsApp messages (without WHATSAPP_TOKEN) are kept in the database, not sent',
    );
  }
  if (config.payments.sandbox) {
    warnings.push(
      config.payments.production
        ? 'PAYMENTS_SANDBOX=true in production: payments are play money and anyone with a payment token can credit a wallet'
        : 'Payments run in the sandbox (play money): set MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY to take real payments',
    );
  }
  return warnings;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const IPV6 = /^[0-9a-f:]*:[0-9a-f:.]*$/i;

/**
 * `true` would trust the left-most X-Forwarded-For entry, which the client writes, so every
 * per-address rate limit could be dodged. Only hops or known proxy addresses are accepted.
 */
function parseTrustProxy(value: string | undefined, problems: string[]): TrustProxy {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') {
    problems.push(
      'TRUST_PROXY: true would trust any X-Forwarded-For address a client writes; give the ' +
        'number of proxies in front of the server (e.g. 1) or their addresses/CIDRs ' +
        '(e.g. 10.0.0.1,172.16.0.0/12)',
    );
    return false;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => {
    const [address, bits, ...rest] = entry.split('/');
    if (rest.length || !address) return true;
    const v4 = IPV4.test(address);
    if (!v4 && !IPV6.test(address)) return true;
    if (bits === undefined) return false;
    return !/^\d+$/.test(bits) || Number(bits) > (v4 ? 32 : 128);
  });
  if (bad.length) {
    problems.push(`TRUST_PROXY: ${bad.join(', ')} is not a hop count, an IP address or a CIDR`);
    return false;
  }
  return entries;
}
