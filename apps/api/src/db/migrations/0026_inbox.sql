-- The inbox: what waits on each staff member (a decision to confirm, a record assigned to them, their
-- decision sent back, a canary stopped), derived from the changes in their own transaction (docs/live.md).
CREATE TABLE "inbox_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"record_label" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"note" text,
	"href" text NOT NULL,
	"by_id" integer,
	"by_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "inbox_items_user_idx" ON "inbox_items" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "inbox_items_waiting_idx" ON "inbox_items" USING btree ("record_type","record_id","subject") WHERE "settled_at" IS NULL;
--> statement-breakpoint
-- A live event names the version its record reached (null for a record without one, or deleted).
ALTER TABLE "domain_events" ADD COLUMN "version" integer;
