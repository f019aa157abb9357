-- sort=soonest orders open jobs by coalesce(scheduled_at, 'infinity') (untimed jobs last): an
-- index on that very expression reads a page in order instead of sorting every open job. The
-- plain (scheduled_at, id) index it replaces matched no query.
DROP INDEX IF EXISTS "jobs_open_scheduled_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_open_soonest_idx" ON "jobs" USING btree ((coalesce("scheduled_at", 'infinity'::timestamptz)), "id") WHERE "jobs"."status" = 'open';
--> statement-breakpoint
-- A Jalu's active orders and a Yasa's current jobs, newest first: only the few jobs in those
-- states, so a page is read in order however many finished jobs the person has, and the planner
-- never intersects with every active job in the table (what it did at 100k jobs). The states are
-- named by what they are not: the migrations run in one transaction, in which 'disputed' (added
-- by 0005) may not be used yet; the lists' `IN (…)` still implies these predicates.
CREATE INDEX IF NOT EXISTS "jobs_client_active_idx" ON "jobs" USING btree ("client_id", "created_at", "id") WHERE "jobs"."status" NOT IN ('done', 'cancelled');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_worker_current_idx" ON "jobs" USING btree ("worker_id", "created_at", "id") WHERE "jobs"."status" NOT IN ('open', 'done', 'cancelled');
