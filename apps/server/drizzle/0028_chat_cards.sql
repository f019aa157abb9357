-- Structured chat messages (issue 29): a 'replacement' card ('Ganti dengan …?') names the
-- shopping item it asks about, whose state (asked, approved, declined) stays on the item alone;
-- a 'notice' is the app's line in the conversation (a declined extra). Older rows are 'text'.
ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "item_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_item_id_job_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."job_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_card_item" CHECK (("messages"."kind" = 'replacement') = ("messages"."item_id" IS NOT NULL));--> statement-breakpoint
CREATE INDEX "messages_item_idx" ON "messages" USING btree ("item_id") WHERE "messages"."item_id" IS NOT NULL;
