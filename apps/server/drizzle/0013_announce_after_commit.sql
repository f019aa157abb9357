-- A NOTIFY makes its transaction take PostgreSQL's one notification-queue lock and hold it until
-- its commit is on disk, so every notifying transaction commits one after another. Posting a job
-- (the hottest write) therefore says it will announce its change itself, after its commit, on a
-- connection that does not wait for the disk (lib/announcer.ts); for it these triggers stay
-- quiet. Every other writer, the admin CLI and hand-run SQL included, still notifies from here.
CREATE OR REPLACE FUNCTION "notify_open_jobs_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('bantuin.announces_after_commit', true) IS DISTINCT FROM 'on' THEN
    PERFORM pg_notify('open_jobs_changed', '');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_wallet_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('bantuin.announces_after_commit', true) IS DISTINCT FROM 'on' THEN
    PERFORM pg_notify('wallets_changed', NEW.user_id::text);
  END IF;
  RETURN NULL;
END;
$$;
