-- The spatial pre-filter of `near=`: open jobs whose point lies in a bounding box, without
-- measuring the distance of every open job.
CREATE INDEX IF NOT EXISTS "jobs_open_point_idx" ON "jobs" USING gist (point("lng", "lat")) WHERE "jobs"."status" = 'open';
--> statement-breakpoint
-- Every process keeps the first page of open jobs in memory until any of what it shows may
-- have changed: a statement on jobs, profiles (names, pictures) or users tells them all.
CREATE OR REPLACE FUNCTION "notify_open_jobs_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('open_jobs_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_notify_open_jobs_changed" AFTER INSERT OR UPDATE OR DELETE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "notify_open_jobs_changed"();
--> statement-breakpoint
CREATE TRIGGER "profiles_notify_open_jobs_changed" AFTER INSERT OR UPDATE OR DELETE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_open_jobs_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_open_jobs_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_open_jobs_changed"();
