-- Security round 3: the controls themselves are controlled. A new value of a setting that governs a
-- four-eyes control, a role holding a decide permission given to a staff user, and decide permissions
-- added to a role wait for a second Admin, kept beside the record like the other first decisions.
-- Who gave a user their role (and when) is kept, so a second approver can be told apart from an
-- account the first approver set up.
ALTER TABLE "settings" ADD COLUMN IF NOT EXISTS "first_decision" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN IF NOT EXISTS "first_reason" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN IF NOT EXISTS "first_decided_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN IF NOT EXISTS "first_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN IF NOT EXISTS "first_decision" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN IF NOT EXISTS "first_reason" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN IF NOT EXISTS "first_decided_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN IF NOT EXISTS "first_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "role_granted_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "role_granted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "pending_role" integer REFERENCES "roles"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "pending_role_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "pending_role_at" timestamp with time zone;--> statement-breakpoint
-- Staff created by someone got their role from them when the account was made.
UPDATE "users" SET "role_granted_by" = "created_by", "role_granted_at" = "created_at" WHERE "is_employee" AND "created_by" IS NOT NULL;
