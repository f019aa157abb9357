ALTER TYPE "public"."transfer_kind" ADD VALUE IF NOT EXISTS 'withdrawal';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE IF NOT EXISTS 'withdrawal_fee';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE IF NOT EXISTS 'withdrawal_return';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE IF NOT EXISTS 'withdrawal_payout';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE IF NOT EXISTS 'withdrawal_fee_revenue';--> statement-breakpoint
CREATE TYPE "public"."withdrawal_status" AS ENUM('processing', 'completed', 'failed');--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" "withdrawal_status" DEFAULT 'processing' NOT NULL,
	"failure_reason" text,
	"channel" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_reference" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_fee_not_negative" CHECK ("withdrawals"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"reference" text PRIMARY KEY NOT NULL,
	"withdrawal_id" uuid NOT NULL,
	"account_number" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payouts_withdrawal_id_unique" UNIQUE("withdrawal_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "withdrawal_id" uuid;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_idempotency_idx" ON "withdrawals" USING btree ("user_id","idempotency_key") WHERE "withdrawals"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_provider_reference_idx" ON "withdrawals" USING btree ("provider","provider_reference") WHERE "withdrawals"."provider_reference" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "withdrawals_user_created_idx" ON "withdrawals" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_processing_idx" ON "withdrawals" USING btree ("created_at") WHERE "withdrawals"."status" = 'processing';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_withdrawal_once_idx" ON "ledger_transfers" USING btree ("withdrawal_id","kind") WHERE "ledger_transfers"."withdrawal_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "ledger_accounts" ("id", "kind", "balance") VALUES
  ('00000000-0000-4000-8000-00000000a010', 'escrow', 0),
  ('00000000-0000-4000-8000-00000000a011', 'provider', 0);
