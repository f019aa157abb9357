CREATE TYPE "public"."job_status" AS ENUM('open', 'assigned', 'worker_confirmed', 'done', 'cancelled');--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chats_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
CREATE TABLE "geocode_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"address" text NOT NULL,
	"address_notes" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"fee" bigint NOT NULL,
	"admin_fee" bigint NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "job_status" DEFAULT 'open' NOT NULL,
	"worker_id" uuid,
	"assigned_at" timestamp with time zone,
	"confirmation_description" text,
	"confirmation_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"worker_confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"auto_released" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_fee_positive" CHECK ("jobs"."fee" > 0),
	CONSTRAINT "jobs_worker_when_assigned" CHECK (("jobs"."status" = 'open' OR "jobs"."status" = 'cancelled') = ("jobs"."worker_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_job_id_unique" UNIQUE("job_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_once_idx" ON "job_applications" USING btree ("job_id","worker_id");--> statement-breakpoint
CREATE INDEX "job_applications_worker_idx" ON "job_applications" USING btree ("worker_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_client_created_idx" ON "jobs" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_worker_created_idx" ON "jobs" USING btree ("worker_id","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_open_created_idx" ON "jobs" USING btree ("created_at","id") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_release_due_idx" ON "jobs" USING btree ("worker_confirmed_at") WHERE "jobs"."status" = 'worker_confirmed';--> statement-breakpoint
CREATE INDEX "reviews_worker_created_idx" ON "reviews" USING btree ("worker_id","created_at","id");--> statement-breakpoint
INSERT INTO "categories" ("id", "name") VALUES
  ('00000000-0000-4000-8000-0000000c0001', 'Bebersih'),
  ('00000000-0000-4000-8000-0000000c0002', 'Nitip');
