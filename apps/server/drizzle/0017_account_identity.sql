-- Accounts people can keep (issue 27, identity part): sessions, verified email and phone,
-- single-use links and codes. Every table here holds a person's data (export and erase).
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
-- One row per login; the access token names it (`sid`). An ended one refuses its token.
CREATE TABLE "sessions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "device" text NOT NULL,
  "ip" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "ended_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" ("user_id", "created_at");--> statement-breakpoint
-- The per-request lookup reads the ended sessions whose tokens could still be presented.
CREATE INDEX "sessions_user_ended_idx" ON "sessions" ("user_id", "expires_at")
  WHERE "ended_at" IS NOT NULL;--> statement-breakpoint
-- Links sent by mail (password reset, email verification, email change): only the SHA-256 of
-- the token is kept; `used_at` makes each single-use.
CREATE TABLE "account_tokens" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "purpose" text NOT NULL,
  "token_hash" text NOT NULL,
  "email" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  CONSTRAINT "account_tokens_purpose" CHECK ("purpose" IN ('password_reset', 'email_verify', 'email_change'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_idx" ON "account_tokens" ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" ("user_id", "purpose", "created_at");--> statement-breakpoint
-- The one live WhatsApp code of a person's phone (a new code replaces it).
CREATE TABLE "phone_codes" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "phone_number" text NOT NULL,
  "code_hash" text NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
