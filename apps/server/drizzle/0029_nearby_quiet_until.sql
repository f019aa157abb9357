-- Issue 31: a Yasa at the hour's limit of nearby alerts is passed over by the nearby queue
-- without counting their alerts, until the oldest of the hour's leaves it. Only a shortcut: the
-- count still decides for everyone else.
ALTER TABLE "notification_preferences" ADD COLUMN "nearby_quiet_until" timestamp with time zone;
