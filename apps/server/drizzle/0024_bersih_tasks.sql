-- Proof you can check (issue 29): a Bebersih job may list its rooms or tasks, and the Yasa's
-- proof then carries photos per task (task_images[i] for tasks[i]). Old jobs: no list.
ALTER TABLE "jobs" ADD COLUMN "tasks" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "task_images" jsonb DEFAULT '[]'::jsonb NOT NULL;
