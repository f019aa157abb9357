-- 'Hubungi kami' (issue 30): a person's support ticket from a Bantuan page and Bantuin's latest
-- answer; the console serves the queue oldest open first.
CREATE TABLE "support_tickets" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "job_id" uuid REFERENCES "jobs"("id") ON DELETE set null,
  "subject" text NOT NULL,
  "text" text NOT NULL,
  "status" text DEFAULT 'open' NOT NULL,
  "reply" text,
  "replied_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "replied_at" timestamp with time zone,
  "closed_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "closed_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "support_tickets_status" CHECK ("status" IN ('open', 'answered', 'closed'))
);--> statement-breakpoint
CREATE INDEX "support_tickets_queue_idx" ON "support_tickets" ("status", "created_at", "id");--> statement-breakpoint
CREATE INDEX "support_tickets_user_idx" ON "support_tickets" ("user_id", "created_at");
