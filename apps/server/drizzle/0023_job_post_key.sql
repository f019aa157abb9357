-- Posting a job takes an Idempotency-Key (issue 28: offline, nothing posted twice): a twin of
-- a post, even twenty at once, writes nothing and answers the first job.
ALTER TABLE "jobs" ADD COLUMN "post_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_post_key_idx" ON "jobs" ("client_id", "post_key")
  WHERE "post_key" IS NOT NULL;
