import { z } from 'zod';

/** Settings for running several processes and operating them (issue 12). */
export const opsEnv = {
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10).meta({
    description:
      'on SIGTERM/SIGINT: stop accepting, let requests finish, exit by this deadline whatever happens',
  }),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0).meta({
    description:
      'behind a proxy with passive health checks (deploy/nginx.conf), before closing on SIGTERM: keep listening up to this long, answering reads 503 so the proxy resends them and stops sending here, serving writes; ends once no request came for 0.5 s. 0: close at once (one process)',
  }),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional()
    .meta({
      description:
        '`redis://…`: rate limits and the chat limit counted in Redis, shared by every process; unset → per process',
    }),
  REDIS_KEY_PREFIX: z
    .string()
    .min(1)
    .default('bantuin:')
    .meta({ description: 'prefix of every Redis key (several deployments or tests on one Redis)' }),
  STORAGE: z.enum(['local', 's3']).default('local').meta({
    description:
      '`s3` → photos in an S3-compatible bucket (needed for more than one machine); `local` → `DATA_DIR/uploads`',
  }),
  S3_ENDPOINT: z.url().optional().meta({
    description: "the bucket's server (MinIO, R2…: path-style addressing)",
    shownDefault: 'AWS',
  }),
  S3_BUCKET: z
    .string()
    .min(1)
    .optional()
    .meta({ description: 'required with `STORAGE=s3`; the bucket must exist' }),
  S3_REGION: z.string().min(1).default('us-east-1').meta({ description: "the bucket's region" }),
  S3_ACCESS_KEY_ID: z.string().min(1).optional().meta({
    description:
      "with `S3_SECRET_ACCESS_KEY` (both or neither): the bucket's credentials; unset → the SDK's usual sources (instance role…)",
  }),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .min(1)
    .optional()
    .meta({ description: 'the secret of `S3_ACCESS_KEY_ID`' }),
  S3_PUBLIC_URL: z.url().optional().meta({
    description:
      'a public address of the bucket: `/uploads/…` redirects there; unset → the app streams photos',
  }),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional().meta({
    description:
      "set (16+ characters) → `GET /metrics` needs `Authorization: Bearer <token>`; unset → it answers requests from loopback only (the client's address behind a trusted proxy)",
  }),
  CORS_ORIGINS: z.string().optional().meta({
    description:
      'comma-separated origins of other front ends allowed to call the API and the socket',
    shownDefault: 'none',
  }),
  CHAT_SOCKETS_PER_USER: z.coerce.number().int().min(1).default(5).meta({
    description: "a person's chat connections per process; beyond it the oldest is closed",
  }),
};

type OpsEnv = z.output<z.ZodObject<typeof opsEnv>>;

export interface S3Config {
  bucket: string;
  region: string;
  /** Unset: AWS itself. Set (MinIO, R2, s3rver…): path-style addressing at this address. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where browsers fetch objects directly; unset → the app serves them at /uploads/. */
  publicUrl?: string;
}

export interface OpsConfig {
  /** Shutdown gives requests this long to finish, then the process exits anyway. */
  shutdownTimeoutMs?: number;
  /** Before closing: how long the drain may last (http/shutdown.ts); 0 closes at once. */
  shutdownDrainMs?: number;
  /** Rate-limit counters live here when set (shared by every process), in memory otherwise. */
  redisUrl?: string;
  redisKeyPrefix?: string;
  /** Unset: photos on local disk in `DATA_DIR/uploads`. */
  s3?: S3Config;
  /** Set: GET /metrics wants `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** Origins of other front ends allowed to call the API and the socket. */
  corsOrigins?: string[];
  /** A person's sockets beyond this many close, oldest first. */
  chatSocketsPerUser?: number;
}

export function opsSettings(e: OpsEnv, problems: string[]): OpsConfig {
  let s3: S3Config | undefined;
  if (e.STORAGE === 's3') {
    if (!e.S3_BUCKET) problems.push('S3_BUCKET: required when STORAGE=s3');
    if (!!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY) {
      problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
    }
    s3 = {
      bucket: e.S3_BUCKET ?? '',
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
    };
  }
  const corsOrigins = (e.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      problems.push(`CORS_ORIGINS: ${origin} is not an origin like https://app.example.id`);
    }
  }
  return {
    shutdownTimeoutMs: Math.round(e.SHUTDOWN_TIMEOUT_SECONDS * 1000),
    shutdownDrainMs: Math.round(e.SHUTDOWN_DRAIN_SECONDS * 1000),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    s3,
    metricsToken: e.METRICS_TOKEN,
    corsOrigins,
    chatSocketsPerUser: e.CHAT_SOCKETS_PER_USER,
  };
}
