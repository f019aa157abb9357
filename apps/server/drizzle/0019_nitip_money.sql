-- Jobs that expire (issue 29): an open job with no accepted Yasa is cancelled by the expiry sweep
-- once this time passes (its scheduled time, or OPEN_JOB_TTL_DAYS after posting; set at posting).
ALTER TABLE "jobs" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Older open jobs: their time, or seven days (the default TTL) after posting.
UPDATE "jobs" SET "expires_at" = coalesce("scheduled_at", "created_at" + interval '7 days')
WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_expiry_idx" ON "jobs" ("expires_at") WHERE "status" = 'open';
