-- `near=` in one statement: open jobs as points on the unit sphere (x, y, z), where straight-line
-- (chord) distance orders exactly like great-circle distance, so a KNN scan of this GiST index
-- hands out the nearest open jobs in order and stops after the page. `cube` ships with
-- PostgreSQL's contrib (a trusted extension since 13) and with PGlite.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_point_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_open_earth_idx" ON "jobs" USING gist ((cube(ARRAY[cos(radians("lat")) * cos(radians("lng")), cos(radians("lat")) * sin(radians("lng")), sin(radians("lat"))]))) WHERE "jobs"."status" = 'open';
