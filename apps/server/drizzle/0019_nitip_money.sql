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
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_tip_positive" CHECK ("tip_amount" IS NULL OR "tip_amount" > 0);--> statement-breakpoint
-- Nitip carries the shopping money: 'Batas belanja' held in escrow with the fee, the list, the
-- receipt and what was added above the cap.
ALTER TYPE "public"."transfer_kind" ADD VALUE IF NOT EXISTS 'shopping_payout';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE IF NOT EXISTS 'shopping_refund';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE IF NOT EXISTS 'shopping_extra';--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "shopping_cap" bigint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "purchase_total" bigint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "receipt_images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "receipt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "extra_approved" boolean;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "extra_held" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_shopping_cap_positive" CHECK ("shopping_cap" IS NULL OR "shopping_cap" > 0);--> statement-breakpoint
CREATE TYPE "public"."job_item_state" AS ENUM('pending', 'bought', 'replaced', 'unavailable');--> statement-breakpoint
CREATE TABLE "job_items" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "job_id" uuid NOT NULL REFERENCES "jobs"("id") ON DELETE cascade,
  "position" integer NOT NULL,
  "name" text NOT NULL,
  "quantity" integer NOT NULL,
  "note" text,
  "estimated_price" bigint,
  "state" "job_item_state" DEFAULT 'pending' NOT NULL,
  "replacement" text,
  "replacement_approved" boolean
);--> statement-breakpoint
CREATE UNIQUE INDEX "job_items_job_position_idx" ON "job_items" ("job_id", "position");
