-- Every process keeps who each token names (role, suspension) in memory: a change to an
-- account, or its removal, tells them all which one.
CREATE OR REPLACE FUNCTION "notify_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('accounts_changed', OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_account_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"();
--> statement-breakpoint
-- The open-jobs pages now carry how many Yasa wait on each job and, per Yasa, which they
-- applied to: an application, a withdrawal or a back-out changes what they show.
CREATE TRIGGER "job_applications_notify_open_jobs_changed" AFTER INSERT OR UPDATE OR DELETE ON "job_applications" FOR EACH STATEMENT EXECUTE FUNCTION "notify_open_jobs_changed"();
--> statement-breakpoint
-- Every process keeps wallet balances in memory: a changed balance tells them all whose.
CREATE OR REPLACE FUNCTION "notify_wallet_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wallets_changed', NEW.user_id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_notify_wallet_changed" AFTER UPDATE ON "ledger_accounts" FOR EACH ROW WHEN (NEW.kind = 'wallet' AND OLD.balance IS DISTINCT FROM NEW.balance) EXECUTE FUNCTION "notify_wallet_changed"();
