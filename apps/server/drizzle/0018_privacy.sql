-- Leaving and taking one's data (issue 27; docs/decisions/2026-11-27-account-deletion-and-export.md).
-- A deleted account stays as an anonymised row (its ledger lines, jobs and reviews point at it).
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- A deleted person's phone number is erased, whatever their role.
ALTER TABLE "users" DROP CONSTRAINT "users_phone_unless_admin";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_unless_admin"
  CHECK ("role"::text = 'admin' OR "phone_number" IS NOT NULL OR "deleted_at" IS NOT NULL);--> statement-breakpoint
-- 'Unduh data saya': each request, prepared in the background. The download link is signed
-- (HMAC of the id), so nothing secret is stored here.
CREATE TABLE "data_exports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "status" text DEFAULT 'pending' NOT NULL,
  "content" jsonb,
  "requested_at" timestamp with time zone DEFAULT now() NOT NULL,
  "ready_at" timestamp with time zone,
  "expires_at" timestamp with time zone,
  CONSTRAINT "data_exports_status" CHECK ("status" IN ('pending', 'ready', 'failed'))
);--> statement-breakpoint
CREATE INDEX "data_exports_user_requested_idx" ON "data_exports" ("user_id", "requested_at");
