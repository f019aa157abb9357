ALTER TYPE "public"."role" ADD VALUE 'admin';--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "phone_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_unless_admin" CHECK ("users"."role"::text = 'admin' OR "users"."phone_number" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_status_created_idx" ON "jobs" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_created_idx" ON "ledger_transfers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_job_idx" ON "ledger_transfers" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE TABLE "job_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"from_state" "job_status",
	"to_state" "job_status" NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_events_job_idx" ON "job_events" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "job_events_to_state_idx" ON "job_events" USING btree ("to_state","created_at");--> statement-breakpoint
-- The history of jobs that existed before events were recorded, rebuilt from their timestamps.
INSERT INTO "job_events" ("job_id", "from_state", "to_state", "actor_id", "created_at")
SELECT "id", NULL::"job_status", 'open'::"job_status", "client_id", "created_at" FROM "jobs"
UNION ALL SELECT "id", 'open'::"job_status", 'assigned'::"job_status", "client_id", "assigned_at" FROM "jobs" WHERE "assigned_at" IS NOT NULL
UNION ALL SELECT "id", 'assigned'::"job_status", 'worker_confirmed'::"job_status", "worker_id", "worker_confirmed_at" FROM "jobs" WHERE "worker_confirmed_at" IS NOT NULL
UNION ALL SELECT "id", 'worker_confirmed'::"job_status", 'done'::"job_status", CASE WHEN "auto_released" THEN NULL ELSE "client_id" END, "finished_at" FROM "jobs" WHERE "finished_at" IS NOT NULL
UNION ALL SELECT "id", 'open'::"job_status", 'cancelled'::"job_status", "client_id", "cancelled_at" FROM "jobs" WHERE "cancelled_at" IS NOT NULL;
