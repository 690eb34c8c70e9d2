-- Domain events: written in each change's transaction, signalled with NOTIFY, kept 15 minutes for
-- live streams that reconnect with Last-Event-ID (docs/live.md).
CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actor_id" integer,
	"actor_name" text
);--> statement-breakpoint
CREATE INDEX "domain_events_at_idx" ON "domain_events" USING btree ("at");
