-- The release registry (docs/releases.md). Each app (the shell and the four remotes) has one row of
-- pointers: the live release, and a canary beside it for a share of staff and named staff members.
CREATE TABLE IF NOT EXISTS "release_apps" (
	"app" text PRIMARY KEY NOT NULL,
	"container" text NOT NULL UNIQUE,
	"live_release" text,
	"canary_release" text,
	"canary_share" integer DEFAULT 0 NOT NULL,
	"canary_members" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"canary_salt" text,
	"canary_started_at" timestamp with time zone,
	"stop_ratio" double precision DEFAULT 2 NOT NULL,
	"stop_points" double precision DEFAULT 5 NOT NULL,
	"stop_min_loads" integer DEFAULT 50 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);--> statement-breakpoint
INSERT INTO "release_apps" ("app", "container") VALUES
	('shell', 'shell'),
	('projects-mfe', 'projects_mfe'),
	('orders-mfe', 'orders_mfe'),
	('customers-mfe', 'customers_mfe'),
	('config-mfe', 'config_mfe')
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A release is immutable: registered once per app and id, never changed (a trigger refuses an UPDATE).
CREATE TABLE IF NOT EXISTS "releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"app" text NOT NULL REFERENCES "release_apps"("app"),
	"release" text NOT NULL,
	"commit" text NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"manifest_url" text NOT NULL,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exposes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requires" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "releases_app_release_unique" UNIQUE ("app", "release")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "releases_immutable"() RETURNS trigger AS $$
BEGIN
	RAISE EXCEPTION 'A release is immutable: publish a new one';
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
DROP TRIGGER IF EXISTS "releases_no_update" ON "releases";--> statement-breakpoint
CREATE TRIGGER "releases_no_update" BEFORE UPDATE ON "releases" FOR EACH ROW EXECUTE FUNCTION "releases_immutable"();--> statement-breakpoint
-- Every publish and pointer move, in order: the app's history (who, when, which release, why).
CREATE TABLE IF NOT EXISTS "release_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"app" text NOT NULL REFERENCES "release_apps"("app"),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"move" text NOT NULL,
	"from_release" text,
	"to_release" text,
	"share" integer,
	"by_name" text NOT NULL,
	"reason" text
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "release_moves_app_idx" ON "release_moves" ("app", "at" DESC, "id" DESC);--> statement-breakpoint
-- Deploy tokens: each releases one app only. Only the secret's sha-256 is kept.
CREATE TABLE IF NOT EXISTS "deploy_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"app" text NOT NULL REFERENCES "release_apps"("app"),
	"name" text NOT NULL,
	"token_hash" text NOT NULL UNIQUE,
	"created_by_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);--> statement-breakpoint
-- Page loads that reported running a release (the beacon: a random id per page load, no person),
-- and how many client errors or failed loads each reported: the error rates of the automatic stop,
-- the sessions of the last 15 minutes and the last use that keeps a release's files.
CREATE TABLE IF NOT EXISTS "release_loads" (
	"load_id" text NOT NULL,
	"container" text NOT NULL,
	"release" text NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "release_loads_pk" PRIMARY KEY ("load_id", "container")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "release_loads_release_idx" ON "release_loads" ("container", "release", "first_seen");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "release_loads_last_seen_idx" ON "release_loads" ("container", "last_seen");
