-- Trust and safety (issue 30). Verified Yasa: the identity check's outcome on the profile, and
-- each submission. The images live in the encrypted identity store (never under /uploads); the
-- row keeps their keys and the NIK encrypted until the retention sweep erases them, after which
-- only the outcome, the NIK's last four digits and the decider remain.
ALTER TABLE "profiles" ADD COLUMN "identity_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "identity_verifications" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "status" text DEFAULT 'menunggu' NOT NULL,
  "nik_encrypted" bytea,
  "nik_last4" text NOT NULL,
  "ktp_key" text,
  "selfie_key" text,
  "provider" text DEFAULT 'manual' NOT NULL,
  "provider_note" text,
  "reason" text,
  "decided_by" uuid REFERENCES "users"("id") ON DELETE restrict,
  "decided_at" timestamp with time zone,
  "images_erased_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "identity_verifications_status" CHECK ("status" IN ('menunggu', 'terverifikasi', 'ditolak')),
  CONSTRAINT "identity_verifications_decided" CHECK (("status" = 'menunggu') = ("decided_at" IS NULL))
);--> statement-breakpoint
-- At most one submission waits per person.
CREATE UNIQUE INDEX "identity_verifications_one_waiting_idx" ON "identity_verifications" ("user_id")
  WHERE "status" = 'menunggu';--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" ("user_id", "created_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_queue_idx" ON "identity_verifications" ("status", "created_at", "id");--> statement-breakpoint
CREATE INDEX "identity_verifications_erase_idx" ON "identity_verifications" ("decided_at")
  WHERE "images_erased_at" IS NULL AND "status" <> 'menunggu';
--> statement-breakpoint
-- 'Blokir': the blocked person cannot apply to the blocker's jobs, be accepted by them, or chat
-- with them (checked both ways).
CREATE TABLE "blocks" (
  "blocker_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "blocked_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "blocks_pkey" PRIMARY KEY ("blocker_id", "blocked_id"),
  CONSTRAINT "blocks_not_self" CHECK ("blocker_id" <> "blocked_id")
);--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" ("blocked_id");--> statement-breakpoint
-- 'Laporkan': a person, a job or a chat message; one open report per reporter and target.
CREATE TABLE "reports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "reporter_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "target_type" text NOT NULL,
  "target_id" uuid NOT NULL,
  "reported_user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "job_id" uuid REFERENCES "jobs"("id") ON DELETE set null,
  "reason" text NOT NULL,
  "text" text NOT NULL,
  "status" text DEFAULT 'open' NOT NULL,
  "note" text,
  "handled_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "reports_target_type" CHECK ("target_type" IN ('user', 'job', 'message')),
  CONSTRAINT "reports_status" CHECK ("status" IN ('open', 'reviewing', 'closed'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_idx" ON "reports" ("reporter_id", "target_type", "target_id")
  WHERE "status" <> 'closed';--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" ("status", "created_at", "id");--> statement-breakpoint
CREATE INDEX "reports_reported_idx" ON "reports" ("reported_user_id");
--> statement-breakpoint
-- Ratings both ways: the Yasa rates the Jalu after a job is done (one per job). Neither side sees
-- the other's rating of a job until both rated or 14 days after the job was done.
CREATE TABLE "client_reviews" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "job_id" uuid NOT NULL REFERENCES "jobs"("id") ON DELETE cascade,
  "client_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "worker_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "rating" smallint NOT NULL,
  "description" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "client_reviews_job_unique" UNIQUE ("job_id"),
  CONSTRAINT "client_reviews_rating_range" CHECK ("rating" BETWEEN 1 AND 5)
);--> statement-breakpoint
CREATE INDEX "client_reviews_client_idx" ON "client_reviews" ("client_id", "created_at", "id");
