import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Settings of trust and safety (issue 30): identity checks of Yasa. */
export const trustEnv = {
  IDENTITY_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64 (`openssl rand -base64 32`)')
    .optional()
    .meta({
      description:
        'AES-256-GCM key (32 bytes, base64) that encrypts identity photos and NIKs at rest; unset → generated once and kept in the database (`app_secrets`), apart from the photos it protects (disk or bucket). Set it in production and keep it out of backups of the photos; losing it makes the stored photos unreadable',
      shownDefault: 'generated, in the database',
    }),
  IDENTITY_RETENTION_DAYS: z.coerce.number().positive().default(30).meta({
    description:
      'days after a decision (approve or reject) at which the KTP photo, the selfie and the whole NIK are erased; the outcome, the NIK’s last four digits and the decider remain',
  }),
  IDENTITY_PROVIDER: z.enum(['manual', 'fake-ekyc']).default('manual').meta({
    description:
      '`manual` → an operator reviews every submission in the admin console; `fake-ekyc` → the local stand-in of an eKYC provider (KTP OCR, liveness, face match) decides at once: for development and tests only',
  }),
  REQUIRE_VERIFIED_PAYOUT: booleanFromEnv.default(true).meta({
    description: 'a Yasa must be verified (Terverifikasi) before withdrawing money',
    example: 'true',
  }),
  REQUIRE_VERIFIED_TO_APPLY: booleanFromEnv.default(false).meta({
    description: 'a Yasa must be verified (Terverifikasi) before applying to a job',
    example: 'false',
  }),
};

type TrustEnv = z.output<z.ZodObject<typeof trustEnv>>;

export interface TrustConfig {
  /** 32 bytes; unset → generated once and kept in the database. */
  identityKey?: Buffer;
  /** Images are erased this long after the decision. */
  identityRetentionMs: number;
  identityProvider: 'manual' | 'fake-ekyc';
  requireVerifiedPayout: boolean;
  requireVerifiedToApply: boolean;
  /** How often each process erases expired identity images; 0 turns the sweep off. */
  identitySweepEveryMs: number;
}

export function trustSettings(e: TrustEnv): TrustConfig {
  return {
    identityKey: e.IDENTITY_KEY ? Buffer.from(e.IDENTITY_KEY, 'base64') : undefined,
    identityRetentionMs: Math.round(e.IDENTITY_RETENTION_DAYS * 86_400_000),
    identityProvider: e.IDENTITY_PROVIDER,
    requireVerifiedPayout: e.REQUIRE_VERIFIED_PAYOUT,
    requireVerifiedToApply: e.REQUIRE_VERIFIED_TO_APPLY,
    identitySweepEveryMs: 3_600_000,
  };
}
