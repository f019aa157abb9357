-- Notifications (issue 26). The outbox: a notification and one delivery per channel are written
-- in the transaction that makes the change; the queue (pg-boss, its own schema "pgboss") gets the
-- delivery job in the same transaction, so a rollback notifies nobody and a commit loses nothing.
CREATE TABLE "notifications" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "recipient_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "data" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "link" text NOT NULL,
  -- Set for notifications that must exist once (a reminder, a job's nearby alert).
  "dedupe_key" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" ("recipient_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" ("recipient_id") WHERE "read_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "notifications_recipient_kind_idx" ON "notifications" ("recipient_id", "kind", "created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_idx" ON "notifications" ("recipient_id", "dedupe_key") WHERE "dedupe_key" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "notification_id" uuid NOT NULL REFERENCES "notifications"("id") ON DELETE CASCADE,
  "channel" text NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "notification_deliveries_channel_check" CHECK ("channel" IN ('in_app', 'push', 'email', 'whatsapp')),
  CONSTRAINT "notification_deliveries_status_check" CHECK ("status" IN ('pending', 'sending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
-- Idempotent per (notification, channel).
CREATE UNIQUE INDEX "notification_deliveries_once_idx" ON "notification_deliveries" ("notification_id", "channel");
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "channels" jsonb NOT NULL,
  "nearby_enabled" boolean DEFAULT false NOT NULL,
  "nearby_radius_km" double precision DEFAULT 5 NOT NULL,
  "nearby_categories" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
  "nearby_lat" double precision,
  "nearby_lng" double precision,
  -- The square around the Yasa's circle, in degrees: a new job's point inside it is a candidate.
  "nearby_area" box,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Choosing who is near a new job: an index lookup, not a scan of every Yasa.
CREATE INDEX "notification_preferences_nearby_idx" ON "notification_preferences" USING gist ("nearby_area") WHERE "nearby_enabled";
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "endpoint" text NOT NULL UNIQUE,
  "p256dh" text NOT NULL,
  "auth" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" ("user_id");
--> statement-breakpoint
-- Email's sandbox (no SMTP_URL): mails are kept here and shown at the development mailbox.
CREATE TABLE "sandbox_mails" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
  "to" text NOT NULL,
  "subject" text NOT NULL,
  "text" text NOT NULL,
  "html" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- WhatsApp's sandbox (no WHATSAPP_TOKEN): the template messages that would have been sent.
CREATE TABLE "sandbox_whatsapp_messages" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
  "to" text NOT NULL,
  "template" text NOT NULL,
  "parameters" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
