-- Signed download links (a file a browser saves by a plain navigation, which cannot carry the bearer
-- header) are single use: the API records each link's id the first time it is used and refuses it
-- after that, whichever instance serves it. Rows are only needed until the link expires (a minute);
-- each use deletes the expired ones.
CREATE TABLE IF NOT EXISTS "download_links_used" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "download_links_used_expires_idx" ON "download_links_used" ("expires_at");
