-- The spatial pre-filter of `near=`: open jobs whose point lies in a bounding box, without
-- measuring the distance of every open job.
CREATE INDEX IF NOT EXISTS "jobs_open_point_idx" ON "jobs" USING gist (point("lng", "lat")) WHERE "jobs"."status" = 'open';
