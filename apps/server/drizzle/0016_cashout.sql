-- Cash-out (issue 24, item 8; docs/decisions/2026-11-27-cash-out.md): only earned money leaves
-- through a withdrawal; money that entered by top-up goes back as a refund to its payment.
ALTER TYPE "public"."transfer_kind" ADD VALUE IF NOT EXISTS 'topup_refund';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE IF NOT EXISTS 'topup_refund_return';--> statement-breakpoint
-- The part of a wallet's balance that was earned (job payouts), kept by the ledger's transfer in
-- the same statement as the balance. Other accounts keep 0.
ALTER TABLE "ledger_accounts" ADD COLUMN "withdrawable" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Until now only a Yasa earned (a Jalu's wallet holds top-ups and refunds of their own jobs).
UPDATE "ledger_accounts" AS a SET "withdrawable" = a."balance"
FROM "users" AS u
WHERE a."kind" = 'wallet' AND u."id" = a."user_id" AND u."role" = 'yasa' AND a."balance" > 0;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_withdrawable_within_balance" CHECK (
  "withdrawable" = 0 OR ("kind" = 'wallet' AND "withdrawable" > 0 AND "withdrawable" <= "balance")
);--> statement-breakpoint
ALTER TABLE "topups" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "topups" ADD CONSTRAINT "topups_refunded_within_amount"
  CHECK ("refunded_amount" >= 0 AND "refunded_amount" <= "amount");--> statement-breakpoint
CREATE INDEX "topups_user_refundable_idx" ON "topups" ("user_id", "paid_at")
  WHERE "status" = 'paid' AND "refunded_amount" < "amount";--> statement-breakpoint
-- One request to send unspent top-up money back (POST /payment/refunds).
CREATE TABLE "refunds" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
  "amount" bigint NOT NULL,
  "idempotency_key" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "refunds_amount_positive" CHECK ("amount" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_idx" ON "refunds" ("user_id", "idempotency_key")
  WHERE "idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_user_created_idx" ON "refunds" ("user_id", "created_at");--> statement-breakpoint
-- Its part on one top-up: the provider's refund of that payment. Its id is Midtrans' refund_key.
CREATE TABLE "refund_parts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "refund_id" uuid NOT NULL REFERENCES "refunds"("id") ON DELETE restrict,
  "topup_id" uuid NOT NULL REFERENCES "topups"("id") ON DELETE restrict,
  "amount" bigint NOT NULL,
  "status" text DEFAULT 'processing' NOT NULL,
  "failure_reason" text,
  "settled_at" timestamp with time zone,
  CONSTRAINT "refund_parts_amount_positive" CHECK ("amount" > 0),
  CONSTRAINT "refund_parts_status" CHECK ("status" IN ('processing', 'completed', 'failed'))
);--> statement-breakpoint
CREATE INDEX "refund_parts_refund_idx" ON "refund_parts" ("refund_id");--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "refund_part_id" uuid REFERENCES "refund_parts"("id");--> statement-breakpoint
-- Each part leaves the wallet once and, if the provider refuses it, comes back once.
CREATE UNIQUE INDEX "ledger_transfers_refund_part_once_idx" ON "ledger_transfers" ("refund_part_id", "kind")
  WHERE "refund_part_id" IS NOT NULL;
