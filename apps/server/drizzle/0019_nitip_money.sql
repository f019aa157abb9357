-- Jobs that expire (issue 29): an open job with no accepted Yasa is cancelled by the expiry sweep
-- once this time passes (its scheduled time, or OPEN_JOB_TTL_DAYS after posting; set at posting).
ALTER TABLE "jobs" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Older open jobs: their time, or seven days (the default TTL) after posting.
UPDATE "jobs" SET "expires_at" = coalesce("scheduled_at", "created_at" + interval '7 days')
WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_expiry_idx" ON "jobs" ("expires_at") WHERE "status" = 'open';--> statement-breakpoint
-- Tips: the Jalu's tip to the Yasa of a done job, once: written with the tip's ledger row under
-- the job's row lock, which every tip request takes first. (A partial unique index on the new
-- enum value cannot be made in the migration's own transaction.)
ALTER TYPE "public"."transfer_kind" ADD VALUE IF NOT EXISTS 'tip';--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "tip_amount" bigint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "tipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_tip_positive" CHECK ("tip_amount" IS NULL OR "tip_amount" > 0);
