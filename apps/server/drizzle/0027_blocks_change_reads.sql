-- 'Blokir' now hides a Jalu's open jobs from the Yasa either of them blocked (issue 30): the
-- per-process read caches (open-job pages per Yasa, job pages) must hear of a block made in any
-- process, like a change to jobs or applications.
CREATE TRIGGER "blocks_notify_open_jobs_changed" AFTER INSERT OR UPDATE OR DELETE ON "blocks" FOR EACH STATEMENT EXECUTE FUNCTION "notify_open_jobs_changed"();
