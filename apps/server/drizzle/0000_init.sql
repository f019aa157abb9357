CREATE TYPE "public"."account_kind" AS ENUM('wallet', 'escrow', 'revenue', 'provider');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('jalu', 'yasa');--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "account_kind" NOT NULL,
	"user_id" uuid,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_wallet_not_negative" CHECK ("ledger_accounts"."kind" <> 'wallet' OR "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_wallet_has_user" CHECK (("ledger_accounts"."kind" = 'wallet') = ("ledger_accounts"."user_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text,
	"profile_picture" text,
	"date_of_birth" date,
	"address" text,
	"bio" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_wallet_user_idx" ON "ledger_accounts" USING btree ("user_id") WHERE "ledger_accounts"."kind" = 'wallet';--> statement-breakpoint
CREATE INDEX "ledger_accounts_kind_idx" ON "ledger_accounts" USING btree ("kind");