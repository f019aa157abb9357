-- Play money is marked in the ledger: sandbox top-ups come from an account of their own, so a
-- database that ever took one can be told from one that did not (issue 24; docs/decisions
-- 2026-11-27-play-money-and-real-payouts.md). Sandbox top-ups credited before this migration
-- move to it, and both provider balances are recomputed from their journals.
INSERT INTO "ledger_accounts" ("id", "kind", "balance") VALUES
  ('00000000-0000-4000-8000-00000000a003', 'provider', 0);--> statement-breakpoint
UPDATE "ledger_transfers" SET "from_account_id" = '00000000-0000-4000-8000-00000000a003'
WHERE "kind" = 'topup' AND "from_account_id" = '00000000-0000-4000-8000-00000000a002'
  AND "topup_id" IN (SELECT "id" FROM "topups" WHERE "provider" = 'sandbox');--> statement-breakpoint
UPDATE "ledger_accounts" AS a SET "balance" =
  coalesce((SELECT sum("amount") FROM "ledger_transfers" WHERE "to_account_id" = a."id"), 0)
  - coalesce((SELECT sum("amount") FROM "ledger_transfers" WHERE "from_account_id" = a."id"), 0)
WHERE a."id" IN ('00000000-0000-4000-8000-00000000a002', '00000000-0000-4000-8000-00000000a003');--> statement-breakpoint
-- Tokens issued before this moment are refused (a suspension sets it: reinstating a person does
-- not revive the sessions of before).
ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp with time zone;--> statement-breakpoint
-- A changed payout account receives no withdrawal until this time (a stolen token must not
-- redirect the money at once).
ALTER TABLE "payout_accounts" ADD COLUMN "withdrawals_held_until" timestamp with time zone;
--> statement-breakpoint
-- Operators' retry keys move to a namespace people cannot write (a space, which the
-- Idempotency-Key header's rule refuses): before, a person could send 'admin-retry:<id>' for their
-- own withdrawal and pass it off as the console's retry. Only retries the audit log records move.
UPDATE "withdrawals" AS w SET "idempotency_key" = 'operator retry ' || substr(w."idempotency_key", 13)
WHERE w."idempotency_key" LIKE 'admin-retry:%' AND EXISTS (
  SELECT 1 FROM "audit_log" AS a
  WHERE a."action" = 'withdrawal.retried' AND a."after"->>'retriedAs' = w."id"::text
);
