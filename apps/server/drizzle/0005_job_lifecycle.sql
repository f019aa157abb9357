ALTER TYPE "public"."job_status" ADD VALUE 'disputed' BEFORE 'done';--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_worker_when_assigned";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_worker_when_assigned" CHECK ("jobs"."status" = 'cancelled' OR ("jobs"."status" = 'open') = ("jobs"."worker_id" IS NULL));--> statement-breakpoint
CREATE INDEX "jobs_open_scheduled_idx" ON "jobs" USING btree ("scheduled_at","id") WHERE "jobs"."status" = 'open';--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "cancelled_jobs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "backed_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "worker_id" uuid;--> statement-breakpoint
UPDATE "chats" SET "worker_id" = "jobs"."worker_id" FROM "jobs" WHERE "jobs"."id" = "chats"."job_id";--> statement-breakpoint
DELETE FROM "chats" WHERE "worker_id" IS NULL;--> statement-breakpoint
ALTER TABLE "chats" ALTER COLUMN "worker_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" DROP CONSTRAINT "chats_job_id_unique";--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_job_worker_idx" ON "chats" USING btree ("job_id","worker_id");--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"response" text,
	"response_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"responded_at" timestamp with time zone,
	"worker_amount" bigint,
	"resolution_note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_job_id_unique" UNIQUE("job_id"),
	CONSTRAINT "disputes_worker_amount_not_negative" CHECK ("disputes"."worker_amount" IS NULL OR "disputes"."worker_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
