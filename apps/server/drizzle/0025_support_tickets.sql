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
--> statement-breakpoint
-- Ratings both ways: a Yasa's public mean counts only the ratings already shown to them (both
-- rated the job, or it was done 14 days ago); the existing means are set by that rule once.
UPDATE "profiles" p SET "rating" = (
  SELECT round(avg(r."rating")::numeric, 1) FROM "reviews" r JOIN "jobs" j ON j."id" = r."job_id"
  WHERE r."worker_id" = p."user_id"
    AND (EXISTS (SELECT 1 FROM "client_reviews" c WHERE c."job_id" = r."job_id")
      OR j."finished_at" <= now() - interval '14 days'))
WHERE p."rating" IS NOT NULL;
