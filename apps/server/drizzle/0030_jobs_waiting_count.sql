-- Issue 31: every list showed how many Yasa wait on each open job ('2 pelamar') by counting the
-- job's applications for every row of every page read: half of 'Pesanan Saya's statement. The
-- job now holds the count, kept by the applications' own trigger. Every writer of applications
-- holds the job's row lock already (apply, withdraw, back out, a block, a suspension), so
-- keeping it takes no lock a transaction did not hold.
ALTER TABLE "jobs" ADD COLUMN "waiting_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "jobs" SET "waiting_count" = w.n
FROM (
  SELECT "job_id", count(*)::int AS n FROM "job_applications"
  WHERE "withdrawn_at" IS NULL AND "backed_out_at" IS NULL
  GROUP BY "job_id"
) w
WHERE w."job_id" = "jobs"."id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "keep_jobs_waiting_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_waiting boolean := TG_OP <> 'INSERT' AND OLD.withdrawn_at IS NULL AND OLD.backed_out_at IS NULL;
  is_waiting boolean := TG_OP <> 'DELETE' AND NEW.withdrawn_at IS NULL AND NEW.backed_out_at IS NULL;
BEGIN
  -- Only a change of whether it waits touches the job (and renews the job's row version).
  IF was_waiting AND NOT (is_waiting AND NEW.job_id = OLD.job_id) THEN
    UPDATE "jobs" SET "waiting_count" = "waiting_count" - 1 WHERE "id" = OLD.job_id;
  END IF;
  IF is_waiting AND NOT (was_waiting AND NEW.job_id = OLD.job_id) THEN
    UPDATE "jobs" SET "waiting_count" = "waiting_count" + 1 WHERE "id" = NEW.job_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "job_applications_keep_waiting_count" AFTER INSERT OR UPDATE OR DELETE ON "job_applications" FOR EACH ROW EXECUTE FUNCTION "keep_jobs_waiting_count"();
