-- The status page's recent reports, shared by every instance (they were kept in each instance's
-- memory); the rules stay: one row per distinct report with a count, at most ten per address, the
-- last hundred. The per-client report limit counts in client_hits (bucket `client-report`).
CREATE SEQUENCE IF NOT EXISTS "recent_reports_order";--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "recent_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"address" text NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"remote" text,
	"release" text,
	"route" text,
	"request_id" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"seq" bigint NOT NULL,
	CONSTRAINT "recent_reports_key_unique" UNIQUE("key")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "recent_reports_seq_idx" ON "recent_reports" USING btree ("seq");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "recent_reports_address_idx" ON "recent_reports" USING btree ("address","seq");
