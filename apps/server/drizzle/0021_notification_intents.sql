-- The transactional outbox of work the queue must do after a change commits (a new job's nearby
-- alerts): written by the change's own statement, moved onto pg-boss by a relay. A process dying
-- between the commit and the enqueue leaves the row here for the next relay.
CREATE TABLE "notification_intents" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "queue" text NOT NULL,
  "data" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notification_intents_created_idx" ON "notification_intents" ("created_at");
