-- The audit trail: one row per staff change, written in the same transaction as the change.
-- Append-only: no route updates or deletes a row; in production the API's role holds only INSERT
-- and SELECT on it (src/db/roles/audit-grants.sql) and a maintenance role deletes past the retention.
-- No foreign key to users: the actor's name and role are kept as they were, and deleting a user
-- must not touch the trail.
CREATE TABLE IF NOT EXISTS "audit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" text,
	"actor_id" integer,
	"actor_name" text,
	"actor_role" text,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"record_label" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"client_address" text
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_entries_at_idx" ON "audit_entries" USING btree ("at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_entries_record_idx" ON "audit_entries" USING btree ("record_type", "record_id", "at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id", "at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_entries_action_idx" ON "audit_entries" USING btree ("action", "at" DESC, "id" DESC);--> statement-breakpoint
-- The failed sign-in limit looks up the last minute's failures by phone and by client address.
CREATE INDEX IF NOT EXISTS "audit_entries_failed_sign_in_idx" ON "audit_entries" USING btree ("at", "record_id", "client_address") WHERE "action" = 'sign_in_failed';--> statement-breakpoint
-- The text filter (q) is a contains-match over labels and actor names (trigram, as migration 0011).
CREATE INDEX IF NOT EXISTS "audit_entries_label_trgm_idx" ON "audit_entries" USING gin ("record_label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_entries_actor_name_trgm_idx" ON "audit_entries" USING gin ("actor_name" gin_trgm_ops);--> statement-breakpoint
-- Reading the whole trail: Admin and Compliance (databases seeded before it existed).
UPDATE "roles" SET "permissions" = array_append("permissions", 'audit.read') WHERE "id" = 1 AND "name" = 'Admin' AND NOT ('audit.read' = ANY("permissions"));--> statement-breakpoint
UPDATE "roles" SET "permissions" = array_append("permissions", 'audit.read') WHERE "name" = 'Compliance' AND NOT ('audit.read' = ANY("permissions"));
