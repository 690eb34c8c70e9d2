-- Saved views shared with the team: one person's view of a list (its query string and columns), seen by
-- every staff member in that list's Views menu. One name per list, so "Open view X" means one view.
CREATE TABLE IF NOT EXISTS "shared_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"search" text NOT NULL,
	"columns" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"owner_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "shared_views_list_name_uq" ON "shared_views" USING btree ("list","name");
